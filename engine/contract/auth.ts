import { z } from './zod.ts';

export const loginRequestSchema = z.object({
  username: z.string({ error: 'Username is required' }).min(1, 'Username is required').max(200),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string().min(1) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const checkAuthResponseSchema = z.object({
  authenticated: z.literal(true),
  username: z.string(),
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;
