/** DESIGN section 3: what one crawl may cost a site and us. */
export interface CrawlLimits {
  /** Whole page, redirects and a slowly trickling body included. */
  pageTimeoutMs: number;
  /** Decoded bytes read from one page before we stop. */
  maxPageBytes: number;
  maxRedirects: number;
  /** Home page included. */
  maxPages: number;
  /** Pages fetched at the same time. */
  concurrency: number;
}

export const CRAWL_LIMITS: CrawlLimits = {
  pageTimeoutMs: 10_000,
  maxPageBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  maxPages: 8,
  concurrency: 3,
};

/** RFC 9309 asks crawlers to read at least 500 KiB of robots.txt; we read no more. */
export const MAX_ROBOTS_BYTES = 500 * 1024;

/** The product token robots.txt groups are matched against. */
export const BOT_NAME = 'OnboardingAnalyzerBot';
export const USER_AGENT = `${BOT_NAME}/1.0 (+https://onboarding-analyzer.com/bot)`;
