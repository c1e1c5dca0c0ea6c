/**
 * User agents that fetch a link without a person reading it: search and social
 * crawlers, chat apps' link previews, headless browsers and HTTP libraries (issue #16).
 * One entry per family, matched case-insensitively anywhere in the User-Agent; a
 * new fetcher is one more line here.
 */
export const PREVIEW_AGENT_PATTERNS: readonly RegExp[] = [
  // Generic words crawlers put in their names (Googlebot, bingbot, Applebot, Twitterbot, LinkedInBot, Discordbot...).
  // "bot" ending a product token, so a phone model such as "CUBOT X20" is not one.
  /bot(\/|-|;|\)|\+|$| \()/i,
  /crawler|spider|slurp|scraper/i,
  // Link-preview fetchers whose names do not say bot.
  /slackbot|slack-imgproxy/i,
  /facebookexternalhit|facebookcatalog|facebot|meta-externalagent/i,
  /whatsapp/i,
  /telegrambot/i,
  /skypeuripreview|microsoftpreview|bingpreview/i,
  /google-inspectiontool|googleother|google-read-aloud|mediapartners-google|feedfetcher-google|google web preview/i,
  /embedly|iframely|pinterest|redditbot|vkshare|outbrain|quora link preview|nuzzel|bitlybot|tumblr/i,
  // Headless browsers and automation.
  /headlesschrome|phantomjs|puppeteer|playwright|selenium|electron\/.*headless|lighthouse|chrome-lighthouse/i,
  // HTTP libraries and command-line clients.
  /^(curl|wget|httpie|python|java|go-http-client|okhttp|axios|node-fetch|undici|node|got|libwww-perl|ruby|php|guzzlehttp|apache-httpclient|http\.rb|rest-client|deno|bun|dart|reqwest|aiohttp|httpx)\b/i,
  /python-requests|python-urllib|aiohttp|httpx|go-http-client|okhttp|apache-httpclient/i,
];

/** True for a fetcher that is not a person's browser; a request without a User-Agent is one too. */
export function isPreviewAgent(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return true;
  return PREVIEW_AGENT_PATTERNS.some((pattern) => pattern.test(agent));
}
