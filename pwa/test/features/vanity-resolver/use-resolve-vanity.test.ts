import { describe, expect, it } from 'vitest';
import { resolveVanityPath } from '../../../src/features/vanity-resolver/use-resolve-vanity.ts';

describe('resolveVanityPath', () => {
  it('passes the linking page along, encoded', () => {
    expect(resolveVanityPath('acme', 'https://www.linkedin.com/feed/?a=1&b=2', 'https://app.example')).toBe(
      '/api/v/acme?referrer=https%3A%2F%2Fwww.linkedin.com%2Ffeed%2F%3Fa%3D1%26b%3D2',
    );
  });
  it('asks without a referrer when the visitor came from nowhere', () => {
    expect(resolveVanityPath('acme', '', 'https://app.example')).toBe('/api/v/acme');
  });
  it('does not pass a page of our own along', () => {
    expect(resolveVanityPath('acme', 'https://app.example/admin/vanity', 'https://app.example')).toBe('/api/v/acme');
    expect(resolveVanityPath('acme', 'https://app.example.evil.test/', 'https://app.example')).toContain('referrer=');
  });
});
