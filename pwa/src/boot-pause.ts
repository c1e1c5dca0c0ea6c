import { yieldToBrowser } from './lib/yield-to-browser.ts';

/*
 * Imported between groups of libraries in main.tsx. Evaluating React, Mantine and the
 * router in one go is a single long task on a phone; this module's top-level await ends
 * the task here, so the modules imported after it are evaluated in a later one.
 */
await yieldToBrowser();
