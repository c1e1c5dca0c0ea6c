import type { z } from 'zod';

/** Flattens zod issues to `{ path, message }` with dotted paths ("friction.functional.score"). */
export function issuePaths(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
