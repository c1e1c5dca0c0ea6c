import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult, ObservedFriction } from '../../contract/analysis.ts';
import type { ObservedFrictionKind } from '../../contract/observed-friction.ts';
import { crawlEach } from '../../../test-support/engine/crawled-sites.ts';
import { startFixtureSites, type FixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import { loadFixtureSite, loadFixtureSites } from '../../../test-support/fixture-sites/sites/load-fixture-sites.ts';
import { analyzePages } from '../analyze.ts';

/**
 * Issue #29's "done when", on fixture sites written for it: each kind of observed friction
 * is found with its figures on the site that has it, and on none that does not. Read from
 * disk as the crawler would have fetched them (no page the site does not have).
 */
type Result = Omit<AnalysisResult, 'analysisId'>;

const results = new Map<string, Result>();

beforeAll(async () => {
  for (const site of await loadFixtureSites()) {
    results.set(site.id, analyzePages({ url: site.url, pages: site.pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' }));
  }
});

const observedOn = (id: string): ObservedFriction[] => results.get(id)?.friction.observed ?? [];
const found = (id: string, kind: ObservedFrictionKind) => observedOn(id).find((finding) => finding.kind === kind && finding.checked);
const sitesWith = (kind: ObservedFrictionKind) => [...results.keys()].filter((id) => found(id, kind)).sort();

describe('observed friction on the fixture sites', () => {
  it('finds the 9-field sign-up form with its phone and CAPTCHA, in figures and quotes', () => {
    const form = found('signflow', 'signup-form');
    expect(form).toMatchObject({
      dimension: 'functional',
      page: 'http://signflow.fixture.test/signup',
      figures: { fields: 9, required: 7, captcha: 1 },
    });
    expect(form?.issue).toBe("The sign-up form on /signup asks for 9 fields, 7 required, including a phone number, a CAPTCHA and the company's size");
    expect(form?.basis).toContain('the password twice');
    expect(form?.evidence).toEqual(
      expect.arrayContaining([
        { url: 'http://signflow.fixture.test/signup', quote: 'Phone number *' },
        { url: 'http://signflow.fixture.test/signup', quote: 'reCAPTCHA on the sign-up form', measured: true },
        { url: 'http://signflow.fixture.test/signup', quote: '9 fields, 7 required on the sign-up form', measured: true },
      ]),
    );
  });

  it('finds no form friction in a 3-field sign-up (name, email, password), and none of any kind on that clean site', () => {
    expect(found('kontora', 'signup-form')).toBeUndefined();
    expect(observedOn('kontora')).toEqual([]);
    expect(results.get('kontora')?.friction.observedChecks).toEqual(expect.arrayContaining(['signup-form', 'first-screen-no-cta', 'no-viewport']));
  });

  it('finds a "Commencer gratuitement" that ends at a call-back form, with the button and where it leads', () => {
    expect(found('rappelio', 'contact-gate')).toMatchObject({
      dimension: 'motivational',
      issue: '“Commencer gratuitement” on the home page ends at a contact form on /contact',
      evidence: [
        { url: 'http://rappelio.fixture.test/', quote: 'Commencer gratuitement' },
        { url: 'http://rappelio.fixture.test/contact', quote: 'Être rappelé' },
      ],
    });
  });

  it('finds prices given only on request, quoting the words where the prices would be', () => {
    expect(found('rappelio', 'prices-on-request')).toMatchObject({
      page: 'http://rappelio.fixture.test/tarifs',
      evidence: expect.arrayContaining([{ url: 'http://rappelio.fixture.test/tarifs', quote: 'Sur devis' }]),
      figures: { prices: 0 },
    });
  });

  it('finds a hero with no button, naming the navigation link that is the only way on', () => {
    const hero = found('cobalto', 'first-screen-no-cta');
    expect(hero?.figures).toEqual({ ctas: 0 });
    expect(hero?.basis).toBe(
      "The first section of the home page, from its headline “El inventario de tu taller, siempre al día”, holds no button or link to act on; only the navigation's “Regístrate gratis” leads on.",
    );
  });

  it('finds a hero with five competing buttons, quoting each', () => {
    const crowded = found('signflow', 'first-screen-crowded');
    expect(crowded?.figures).toEqual({ ctas: 5 });
    expect(crowded?.evidence.map((quote) => quote.quote)).toEqual([
      'Start free trial',
      'See pricing',
      'Book a demo',
      'Read customer stories',
      'Explore features',
    ]);
  });

  it('finds a home page without a mobile viewport', () => {
    expect(found('cobalto', 'no-viewport')).toMatchObject({ dimension: 'functional', weight: 1 });
  });

  it('says a sign-up page it could not read was not checked, never that it has no friction, and counts it nowhere', () => {
    const cobalto = results.get('cobalto')!;
    expect(observedOn('cobalto').find((finding) => finding.kind === 'signup-form')).toMatchObject({
      checked: false,
      weight: 0,
      page: 'http://cobalto.fixture.test/registro',
      basis: '“Regístrate gratis” on the home page leads to /registro, a page that was not read, so its sign-up form could not be checked.',
    });
    expect(cobalto.friction.observedChecks).not.toContain('signup-form');
    expect(cobalto.friction.functional.issues.map((issue) => issue.issue)).not.toContain('Sign-up form not checked');
  });

  it('rests every finding on a page that was read', () => {
    for (const [id, result] of results) {
      const read = new Set(result.pages.filter((page) => page.status === 200).map((page) => page.url));
      for (const finding of (result.friction.observed ?? []).filter((candidate) => candidate.checked)) {
        expect(read.has(finding.page), `${id}: ${finding.kind} on ${finding.page}`).toBe(true);
        for (const quote of finding.evidence) expect(read.has(quote.url), `${id}: ${finding.kind} quotes ${quote.url}`).toBe(true);
      }
    }
  });

  it('finds each kind only on fixtures that have it', () => {
    expect(sitesWith('signup-form')).toEqual(['crateline', 'huddlebase', 'kundenfluss', 'loopdesk', 'signflow']);
    expect(sitesWith('contact-gate')).toEqual(['auditmint', 'formwise', 'lagerlicht', 'rappelio', 'vaultline']);
    expect(sitesWith('prices-on-request')).toEqual(['formwise', 'rappelio']);
    expect(sitesWith('first-screen-crowded')).toEqual(['signflow']);
    expect(sitesWith('first-screen-no-cta')).toEqual(['brightpage', 'cobalto']);
    expect(sitesWith('no-viewport')).toEqual(['cobalto', 'formwise', 'tasklane']);
    expect(sitesWith('heavy-page')).toEqual([]);
  });

  it('puts observed friction first in its column, with its figures in the issue', () => {
    const functional = results.get('signflow')!.friction.functional.issues;
    expect(functional[0]).toMatchObject({ kind: 'signup-form', issue: expect.stringMatching(/^The sign-up form on \/signup asks for 9 fields, 7 required/) });
    expect(results.get('signflow')!.friction.emotional.issues[0]).toMatchObject({ kind: 'first-screen-crowded' });
    expect(
      results
        .get('rappelio')!
        .friction.motivational.issues.slice(0, 2)
        .map((issue) => issue.kind),
    ).toEqual(['contact-gate', 'prices-on-request']);
  });

  it("answers each finding with a strategy that names the site's own form, fields and buttons", () => {
    const strategies = results.get('signflow')!.strategies;
    const form = strategies.find((strategy) => strategy.id === 'shorter-signup-form');
    expect(form?.removes).toEqual([expect.stringMatching(/^The sign-up form on \/signup asks for 9 fields/)]);
    expect(form?.steps).toEqual(
      expect.arrayContaining([
        'Remove “Confirm password *”, “Phone number *”, “Company *”, “Company size” and “Job title” from the form on /signup',
        'Replace the CAPTCHA with a check visitors never see (a hidden honeypot field, or a score-based check)',
        "Keep “Create my account” on /signup as the form's one button",
      ]),
    );
    const button = strategies.find((strategy) => strategy.id === 'one-first-screen-button');
    expect(button?.steps[0]).toBe(
      'Keep “Start free trial” on the home page as the one filled button and move the other 4 lower down the page or into the navigation',
    );
    const call = results.get('rappelio')!.strategies.find((strategy) => strategy.id === 'start-without-a-call');
    expect(call?.steps[0]).toBe('Point “Commencer gratuitement” on the home page to an account form instead of /contact');
  });

  it('gives the same findings for the same pages', async () => {
    const site = await loadFixtureSite('signflow');
    const again = analyzePages({ url: site.url, pages: site.pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' });
    expect(again.friction).toEqual(results.get('signflow')!.friction);
  });
});

describe('observed friction through the crawler over HTTP', () => {
  let fixtures: FixtureSites;
  beforeAll(async () => {
    fixtures = await startFixtureSites();
  });
  afterAll(async () => {
    await fixtures?.close();
  });

  it('says the sign-up page that answered 404 was not read, and why', async () => {
    const crawled = await crawlEach({ cobalto: `${fixtures.sites.cobalto!}/` });
    const { url, pages } = crawled.get('cobalto')!;
    const result = analyzePages({ url, pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' });
    const form = result.friction.observed?.find((finding) => finding.kind === 'signup-form');
    expect(form).toMatchObject({ checked: false, page: `${fixtures.sites.cobalto!}/registro` });
    expect(form?.basis).toMatch(
      /^“Regístrate gratis” on the home page leads to \/registro, a page that was not read \(.*404.*\), so its sign-up form could not be checked\.$/,
    );
  });
});
