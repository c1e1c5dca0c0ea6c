import { describe, expect, it } from 'vitest';
import { crawlErrors, type CrawlError } from './crawl-error.ts';
import { RobotsPolicy } from './robots.ts';
import type { FetchOutcome } from './safe-fetch.ts';

const answer = (status: number, text: string, failure?: CrawlError): FetchOutcome => ({
  url: 'https://acme.com/robots.txt',
  status,
  contentType: 'text/plain',
  text,
  bytes: text.length,
  ms: 1,
  ...(failure ? { failure } : {}),
});

const policyAnswering = (outcome: FetchOutcome) => {
  const asked: string[] = [];
  const policy = new RobotsPolicy(async (url) => {
    asked.push(url);
    return outcome;
  });
  return { policy, asked };
};

describe('RobotsPolicy', () => {
  it('applies the group for OnboardingAnalyzerBot', async () => {
    const { policy } = policyAnswering(answer(200, 'User-agent: *\nAllow: /\n\nUser-agent: OnboardingAnalyzerBot\nDisallow: /pricing\n'));
    await expect(policy.check('https://acme.com/pricing')).resolves.toEqual({ allowed: false, reason: 'disallowed' });
    await expect(policy.check('https://acme.com/')).resolves.toEqual({ allowed: true });
  });

  it('applies the * group when there is none for us', async () => {
    const { policy } = policyAnswering(answer(200, 'User-agent: *\nDisallow: /\n'));
    await expect(policy.check('https://acme.com/')).resolves.toEqual({ allowed: false, reason: 'disallowed' });
  });

  it('reads robots.txt once per origin, however many pages ask at once', async () => {
    const { policy, asked } = policyAnswering(answer(200, 'User-agent: *\nDisallow: /admin\n'));
    await Promise.all(['/', '/pricing', '/docs', '/admin'].map((path) => policy.check(`https://acme.com${path}`)));
    await policy.check('https://docs.acme.com/start');
    expect(asked).toEqual(['https://acme.com/robots.txt', 'https://docs.acme.com/robots.txt']);
  });

  it.each([404, 403, 401, 410, 429])('a %i answer means there are no rules: everything is allowed', async (status) => {
    const { policy } = policyAnswering(answer(status, '', crawlErrors.httpStatus(status)));
    await expect(policy.check('https://acme.com/pricing')).resolves.toEqual({ allowed: true });
  });

  it('a redirect loop or a redirect the guard refused means unavailable, so allowed', async () => {
    await expect(policyAnswering(answer(302, '', crawlErrors.redirectLoop())).policy.check('https://acme.com/')).resolves.toEqual({ allowed: true });
    const blocked = crawlErrors.blockedAddress('10.0.0.5', '10.0.0.5', 'a private network address');
    await expect(policyAnswering(answer(0, '', blocked)).policy.check('https://acme.com/')).resolves.toEqual({ allowed: true });
  });

  it.each([
    ['a 503', answer(503, '', crawlErrors.httpStatus(503))],
    ['a timeout', answer(0, '', crawlErrors.timeout(10_000))],
    ['a reset connection', answer(0, '', crawlErrors.connection('The connection to the site was reset', false))],
  ])('%s means the site could not say, so nothing is fetched', async (_, outcome) => {
    await expect(policyAnswering(outcome).policy.check('https://acme.com/')).resolves.toEqual({
      allowed: false,
      reason: 'unreachable',
      failure: outcome.failure,
    });
  });
});
