import type { z } from 'zod';

/** Parses route input with a contract schema; a ZodError becomes a 400 in the error middleware. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  return schema.parse(input);
}
