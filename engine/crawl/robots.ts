import robotsParser from 'robots-parser';
import type { CrawlError } from './crawl-error.ts';
import { BOT_NAME } from './crawl-limits.ts';
import type { FetchOutcome } from './safe-fetch.ts';

/**
 * robots.txt, read once per origin and shared by the pages of that origin, with the
 * outcomes RFC 9309 describes: a 4xx (or a redirect we will not follow) means no
 * rules, so everything is allowed; a 5xx, timeout or broken connection means the
 * site could not tell us, so nothing is fetched from it.
 */
export type RobotsVerdict = { allowed: true } | { allowed: false; reason: 'disallowed' } | { allowed: false; reason: 'unreachable'; failure: CrawlError };

type Robot = ReturnType<typeof robotsParser>;
type OriginRules = { kind: 'rules'; robot: Robot } | { kind: 'none' } | { kind: 'unreachable'; failure: CrawlError };

export class RobotsPolicy {
  private readonly byOrigin = new Map<string, Promise<OriginRules>>();

  /** `fetchRobots` fetches through the guard like any page (robots.txt is no exception to it). */
  constructor(private readonly fetchRobots: (robotsUrl: string) => Promise<FetchOutcome>) {}

  async check(pageUrl: string): Promise<RobotsVerdict> {
    const url = new URL(pageUrl);
    let rules = this.byOrigin.get(url.origin);
    if (!rules) {
      rules = this.load(new URL('/robots.txt', url.origin).href);
      this.byOrigin.set(url.origin, rules);
    }
    const found = await rules;
    if (found.kind === 'none') return { allowed: true };
    if (found.kind === 'unreachable') return { allowed: false, reason: 'unreachable', failure: found.failure };
    return found.robot.isAllowed(url.href, BOT_NAME) === false ? { allowed: false, reason: 'disallowed' } : { allowed: true };
  }

  private async load(robotsUrl: string): Promise<OriginRules> {
    const outcome = await this.fetchRobots(robotsUrl);
    const failure = outcome.failure;
    if (!failure) return { kind: 'rules', robot: robotsParser(robotsUrl, outcome.text) };
    const answeredClientError = outcome.status >= 400 && outcome.status < 500 && failure.code === 'http';
    // A redirect loop, too many hops, or a hop the guard or scheme rules refused: "unavailable".
    const refusedRedirect = failure.code === 'blocked' || failure.code === 'invalid-url' || (failure.code === 'http' && outcome.status < 400);
    // A name that does not resolve: the page fetch itself will say so more plainly.
    if (answeredClientError || refusedRedirect || failure.code === 'dns') return { kind: 'none' };
    return { kind: 'unreachable', failure };
  }
}
