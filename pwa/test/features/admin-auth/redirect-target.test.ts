import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_REDIRECT, safeRedirectTarget } from '../../../src/features/admin-auth/redirect-target.ts';

describe('safeRedirectTarget', () => {
  it('defaults to /admin/vanity', () => {
    expect(DEFAULT_ADMIN_REDIRECT).toBe('/admin/vanity');
    expect(safeRedirectTarget(undefined)).toBe('/admin/vanity');
    expect(safeRedirectTarget('')).toBe('/admin/vanity');
  });

  it.each(['/admin/vanity', '/admin', '/admin/batch', '/admin/batch?tab=manage#top'])('keeps the same-site path %s', (path) => {
    expect(safeRedirectTarget(path)).toBe(path);
  });

  it.each([
    'https://evil.example/admin',
    'http:/evil.example',
    'javascript:alert(1)',
    '//evil.example/admin',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'admin/vanity',
    ' /admin/vanity',
  ])('refuses %j', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/admin/vanity');
  });

  it('refuses values that are not text (the router parses ?redirect=1 as a number)', () => {
    expect(safeRedirectTarget(1)).toBe('/admin/vanity');
    expect(safeRedirectTarget({ to: '/admin' })).toBe('/admin/vanity');
  });

  it('never sends the admin back to the login page', () => {
    expect(safeRedirectTarget('/admin/login?redirect=/admin/login')).toBe('/admin/vanity');
  });

  it('resolves dot segments instead of passing them on', () => {
    expect(safeRedirectTarget('/admin/../admin/batch')).toBe('/admin/batch');
  });
});
