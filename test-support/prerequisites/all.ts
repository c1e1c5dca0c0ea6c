import { chromium } from './chromium.ts';
import { postgres } from './postgres.ts';
import type { Prerequisite } from './prerequisite.ts';

/** Every program some tests need from the machine. */
export const PREREQUISITES: readonly Prerequisite[] = [chromium, postgres];
