// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { reportPdfErrorSchema } from '../../../engine/contract/report-pdf.ts';
import { z } from '../../../engine/contract/zod.ts';

describe('the contract schemas in a browser', () => {
  it('parse without compiled code, so a Content-Security-Policy without unsafe-eval is never probed', () => {
    expect(z.config().jitless).toBe(true);
    expect(reportPdfErrorSchema.parse({ message: 'No browser to print with', printFallback: true })).toMatchObject({ printFallback: true });
  });
});
