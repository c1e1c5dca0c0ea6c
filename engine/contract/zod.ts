import { z } from 'zod';

/**
 * zod for every contract module. In a browser its parsers run without compiled code:
 * zod would otherwise probe `new Function` while building each object schema, which the
 * PWA's Content-Security-Policy (no 'unsafe-eval') blocks and the browser reports as a
 * policy issue on every page that loads the schemas. The PWA parses small answers; the
 * server keeps the compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
