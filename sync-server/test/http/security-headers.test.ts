import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { API_CONTENT_SECURITY_POLICY, appContentSecurityPolicy, thirdPartyOrigin } from '../../src/http/content-security-policy.ts';

/** "a b; c d" -> { a: ['b'], c: ['d'] } */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy).toBeTruthy();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

const NONE_CONFIGURED = { testimonialWidgetUrl: '', newsletterScriptUrl: '', faviconServiceUrl: '' };

describe('the content security policy', () => {
  it('allows exactly the configured widget, newsletter and icon hosts', () => {
    const policy = directives(
      appContentSecurityPolicy({
        testimonialWidgetUrl: 'https://widgets.example/embed/v2.js',
        newsletterScriptUrl: 'https://news.example:8443/form.js?list=7',
        faviconServiceUrl: 'https://icons.example/s2/favicons?domain={domain}&sz={size}',
      }),
    );
    const widgets = ['https://widgets.example', 'https://news.example:8443'];
    expect(policy['script-src']).toEqual(["'self'", ...widgets]);
    expect(policy['connect-src']).toEqual(["'self'", ...widgets]);
    expect(policy['frame-src']).toEqual(widgets);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://icons.example']);
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    // No inline or evaluated script, ever.
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it('names no third party when none is configured, and frames nothing', () => {
    const policy = directives(appContentSecurityPolicy(NONE_CONFIGURED));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  it('lists a host once when the widget and the newsletter share it', () => {
    const policy = directives(
      appContentSecurityPolicy({ ...NONE_CONFIGURED, testimonialWidgetUrl: 'https://cdn.example/a.js', newsletterScriptUrl: 'https://CDN.example/b.js' }),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example']);
  });

  it.each([
    ['a relative address (same origin)', '/scripts/widget.js'],
    ['a script: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/javascript,alert(1)'],
    ['a host with a semicolon that would start a directive of its own', "https://evil.example;script-src 'unsafe-inline'"],
    ['a host with a comma that would start a second policy', 'https://evil.example,script-src *'],
    ['a host with a quote', "https://evil'.example/x.js"],
    ['not an address', 'not a url'],
  ])('adds nothing for %s', (_, address) => {
    expect(thirdPartyOrigin(address)).toBeUndefined();
    const policy = appContentSecurityPolicy({ ...NONE_CONFIGURED, testimonialWidgetUrl: address, faviconServiceUrl: address });
    expect(policy).toBe(appContentSecurityPolicy(NONE_CONFIGURED));
  });
});

describe('headers on the wire', () => {
  let server: TestServer;
  let proxied: TestServer;
  let staticDir: Awaited<ReturnType<typeof makeTempDir>>;
  const thirdParties = {
    TESTIMONIAL_WIDGET_URL: 'https://widgets.example/embed.js',
    NEWSLETTER_SCRIPT_URL: 'https://news.example/form.js',
    FAVICON_SERVICE_URL: 'https://icons.example/?domain={domain}&sz={size}',
  };

  beforeAll(async () => {
    staticDir = await makeTempDir('oa-static-');
    await writeFile(path.join(staticDir.dir, 'index.html'), '<!doctype html><title>Onboarding Analyzer</title>');
    server = await startTestServer({ STATIC_DIR: staticDir.dir, ...thirdParties });
    proxied = await startTestServer({ STATIC_DIR: staticDir.dir, TRUST_PROXY: 'true', ...thirdParties });
  });
  afterAll(async () => {
    await server?.close();
    await proxied?.close();
    await staticDir?.remove();
  });

  const baseline = (response: Response) => {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
  };

  it('pages carry the app policy built from the configured hosts', async () => {
    for (const page of ['/', '/results/acme', '/admin/vanity']) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status, page).toBe(200);
      baseline(response);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy['script-src']).toEqual(["'self'", 'https://widgets.example', 'https://news.example']);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://icons.example']);
    }
  });

  it('API answers, errors included, carry a policy that loads nothing, and no-store', async () => {
    const answers = [
      await fetch(`${server.url}/api/health`),
      await fetch(`${server.url}/api/nope`),
      await fetch(`${server.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      await fetch(`${server.url}/api/vanity`),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 404, 400, 401]);
    for (const response of answers) {
      baseline(response);
      expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('sends HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const plain = await fetch(`${server.url}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY the header is anyone's to forge, so it is not believed.
    const forged = await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();

    const behindProxy = await fetch(`${proxied.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindProxy.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const proxyOverHttp = await fetch(`${proxied.url}/`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(proxyOverHttp.headers.get('strict-transport-security')).toBeNull();
  });
});
