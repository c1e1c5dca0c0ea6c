import { describe, expect, it } from 'vitest';
import { loginRequestSchema, loginResponseSchema } from './auth.ts';
import { healthResponseSchema } from './common.ts';
import { runtimeConfigSchema } from './runtime-config.ts';

describe('login contract', () => {
  it('accepts username and password and a token answer', () => {
    expect(loginRequestSchema.safeParse({ username: 'admin', password: 'secret1' }).success).toBe(true);
    expect(loginResponseSchema.safeParse({ token: 'a.b.c' }).success).toBe(true);
  });

  it('names each missing field', () => {
    const result = loginRequestSchema.safeParse({});
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', 'Username is required'],
      ['password', 'Password is required'],
    ]);
  });

  it('refuses a login answer without a token', () => {
    expect(loginResponseSchema.safeParse({ token: '' }).success).toBe(false);
  });
});

describe('health and runtime config', () => {
  it('health says ok with a version', () => {
    expect(healthResponseSchema.safeParse({ status: 'ok', version: '0.1.0', uptimeSeconds: 3 }).success).toBe(true);
    expect(healthResponseSchema.safeParse({ status: 'down', version: '0.1.0', uptimeSeconds: 3 }).success).toBe(false);
  });

  it('runtime config needs every key', () => {
    const result = runtimeConfigSchema.safeParse({ bookingUrl: 'https://cal.example/x' });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['faviconServiceUrl', 'newsletterScriptUrl', 'testimonialWidgetUrl']);
  });
});
