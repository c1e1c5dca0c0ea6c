import { createHash, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * scrypt parameters: N = 2^15, r = 8, p = 1 costs about 32 MiB and tens of
 * milliseconds per guess. Stored with every hash, so they can be raised later
 * without invalidating passwords already stored.
 */
export const DEFAULT_SCRYPT_PARAMS = { cost: 2 ** 15, blockSize: 8, parallelization: 1, keyLength: 64 } as const;

export const passwordHashSchema = z.object({
  algorithm: z.literal('scrypt'),
  // Bounds stop a tampered file from making every login (or the start) hang.
  cost: z
    .number()
    .int()
    .min(2 ** 10)
    .max(2 ** 20)
    .refine((n) => (n & (n - 1)) === 0, 'cost must be a power of two'),
  blockSize: z.number().int().min(1).max(32),
  parallelization: z.number().int().min(1).max(16),
  keyLength: z.number().int().min(32).max(128),
  salt: z.base64().min(16),
  hash: z.base64().min(32),
});
export type PasswordHash = z.infer<typeof passwordHashSchema>;

function scryptAsync(password: string, salt: Buffer, params: Omit<PasswordHash, 'algorithm' | 'salt' | 'hash'>): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.cost,
    r: params.blockSize,
    p: params.parallelization,
    // Node refuses anything above 32 MiB by default; allow what the parameters need.
    maxmem: 256 * params.cost * params.blockSize * params.parallelization,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, params.keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params = DEFAULT_SCRYPT_PARAMS): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, params);
  return { algorithm: 'scrypt', ...params, salt: salt.toString('base64'), hash: key.toString('base64') };
}

/** Recomputes scrypt with the stored salt and parameters and compares in constant time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(stored.salt, 'base64'), { ...stored, keyLength: expected.length });
  return timingSafeEqual(actual, expected);
}

/**
 * Constant-time equality for short texts such as usernames: both sides are hashed
 * to the same length first, so neither the length nor the first differing
 * character shows in the timing.
 */
export function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text.normalize('NFC'), 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** A strong random password for a first start: 144 bits, URL-safe characters only. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
