import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITES_ROOT, startFixtureSites, type FixtureSites } from '../../test-support/fixture-sites/site-server.ts';
import { writeSiteFiles } from '../../test-support/fixture-sites/write-site-files.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { crawlSite } from './crawl-site.ts';
import { isSameSite } from './same-site.ts';

/**
 * Integration: the crawler over real HTTP against static sites served the way the
 * product's tests and demo serve them (test-support/fixture-sites/site-server.ts), first a small
 * German site written here, then every fixture site in test-support/fixture-sites/sites.
 */

const page = (title: string, body = '') =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="/assets/site.css"></head><body>${body}</body></html>`;

const GERMAN_SITE = {
  'index.html': page(
    'Planbar – Projektplanung für Teams',
    `<header><nav><a href="/">Planbar</a><a href="/funktionen">Funktionen</a><a href="/preise">Preise</a><a href="/hilfe/">Hilfe</a>
     <a href="/intern/vorlagen">Vorlagen</a><a href="/login">Anmelden</a><a class="button" href="/registrieren">14 Tage kostenlos testen</a></nav></header>
     <main><h1>Projekte planen, ohne Chaos</h1><a href="/demo-anfragen">Demo anfragen</a><a href="/kunden">Kunden</a>
     <a href="/assets/broschuere.pdf">Broschüre</a></main>
     <footer><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a><a href="https://twitter.com/planbar">Twitter</a></footer>`,
  ),
  'funktionen.html': page('Funktionen'),
  'preise.html': page('Preise', '<p>Starter 9 € pro Monat</p>'),
  'registrieren.html': page('Registrieren'),
  'demo-anfragen/index.html': page('Demo anfragen'),
  'hilfe/index.html': page('Hilfe-Center'),
  'kunden.html': page('Kunden'),
  'impressum.html': page('Impressum'),
  'intern/vorlagen.html': page('Interne Vorlagen'),
  'assets/site.css': 'body { font-family: sans-serif; }',
  'robots.txt': 'User-agent: *\nDisallow: /intern/\n',
};

let temp: { dir: string; remove: () => Promise<void> };
let servers: FixtureSites;

beforeAll(async () => {
  temp = await makeTempDir('oa-crawl-sites-');
  await writeSiteFiles(temp.dir, { planbar: GERMAN_SITE });
  servers = await startFixtureSites({ root: temp.dir });
});

afterAll(async () => {
  await servers?.close();
  await temp?.remove();
});

describe('crawling a static German SaaS site', () => {
  it('finds and fetches its pricing, signup, demo and help pages, records robots.txt refusals, skips legal pages and other sites', async () => {
    const base = servers.sites.planbar!;
    const pages = await crawlSite({ url: base, allowPrivateNetwork: true });
    expect(pages.map((fetched) => [fetched.kind, fetched.url.replace(base, ''), fetched.status])).toEqual([
      ['home', '/', 200],
      ['pricing', '/preise', 200],
      ['signup', '/registrieren', 200],
      ['demo', '/demo-anfragen', 200],
      ['docs', '/hilfe/', 200],
      ['other', '/funktionen', 200],
      ['other', '/kunden', 200],
      ['other', '/intern/vorlagen', 0],
    ]);
    expect(pages.at(-1)!.error).toBe("The site's robots.txt asks OnboardingAnalyzerBot not to read this page");
    expect(pages.find((fetched) => fetched.kind === 'pricing')!.html).toContain('Starter 9 € pro Monat');
    const read = pages.filter((fetched) => fetched.status === 200);
    expect(read.every((fetched) => fetched.contentType === 'text/html; charset=utf-8' && fetched.bytes > 0 && !fetched.error)).toBe(true);
  });

  it('is refused the same site when private networks are not allowed', async () => {
    await expect(crawlSite({ url: servers.sites.planbar!, allowPrivateNetwork: false })).rejects.toMatchObject({ code: 'blocked' });
  });
});

// The fixture sites are part of the repository: a missing folder fails here rather than skipping.
const fixtureSites = readdirSync(DEFAULT_SITES_ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('crawling every fixture site in test-support/fixture-sites/sites', () => {
  let fixtures: FixtureSites;
  beforeAll(async () => {
    fixtures = await startFixtureSites();
  });
  afterAll(() => fixtures?.close());

  it.each(fixtureSites)('%s: home page first, at most 8 pages, all of the same site, its pricing page found', async (name) => {
    const base = fixtures.sites[name]!;
    const pages = await crawlSite({ url: base, allowPrivateNetwork: true });
    expect(pages[0]).toMatchObject({ kind: 'home', status: 200 });
    expect(pages.length).toBeLessThanOrEqual(8);
    expect(pages.every((fetched) => isSameSite(new URL(fetched.url), new URL(base)))).toBe(true);
    const siteFolder = path.join(DEFAULT_SITES_ROOT, name);
    const hasPricingPage = ['pricing.html', 'pricing/index.html'].some((file) => existsSync(path.join(siteFolder, file)));
    if (hasPricingPage) expect(pages.find((fetched) => fetched.kind === 'pricing')).toMatchObject({ status: 200 });
  });
});
