import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDERED_SITES_ROOT } from '../../test-support/fixture-sites/rendered-sites/rendered-site-server.ts';
import { botProtectionOf } from './bot-protection.ts';

const CHALLENGES = ['cloudflare', 'akamai', 'imperva', 'datadome', 'perimeterx', 'aws-waf', 'sucuri'];

async function challenge(name: string): Promise<{ html: string; vendor: string }> {
  const folder = path.join(RENDERED_SITES_ROOT, `challenge-${name}`);
  const truth = JSON.parse(await readFile(path.join(folder, 'truth.json'), 'utf8')) as { botProtection: string };
  return { html: await readFile(path.join(folder, 'challenge.html'), 'utf8'), vendor: truth.botProtection };
}

describe('botProtectionOf', () => {
  it.each(CHALLENGES)('names the vendor of the %s challenge page from its HTML alone', async (name) => {
    const { html, vendor } = await challenge(name);
    expect(botProtectionOf({ html })).toBe(vendor);
  });

  it('knows a Cloudflare challenge by its header, whatever the page says', () => {
    expect(botProtectionOf({ headers: { 'cf-mitigated': 'challenge' }, html: '<p>Hello</p>' })).toBe('Cloudflare');
  });

  it('leaves a real page that runs behind a protection service alone', () => {
    const words = Array.from({ length: 500 }, (_, index) => `word${index}`).join(' ');
    const page = `<html><head><script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script></head><body><h1>Acme</h1><p>${words}</p><p>Just a moment... while we load</p></body></html>`;
    expect(botProtectionOf({ headers: { server: 'cloudflare' }, html: page })).toBeUndefined();
    expect(botProtectionOf({ html: '<html><head><title>Acme</title></head><body><h1>Welcome</h1><p>Pricing and plans.</p></body></html>' })).toBeUndefined();
  });
});
