import { describe, expect, it } from 'vitest';
import { isPreviewAgent } from '../../src/vanity/preview-agents.ts';

/** Real User-Agent strings as these fetchers send them. */
const PREVIEW_AGENTS: Record<string, string> = {
  Slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Slack images': 'Slack-ImgProxy (+https://api.slack.com/robots)',
  'Twitter/X': 'Twitterbot/1.0',
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  LinkedIn: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  Telegram: 'TelegramBot (like TwitterBot)',
  Discord: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'Skype and Teams': 'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com',
  Google: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  Bing: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  Apple:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  'headless Chrome': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
  'Python requests': 'python-requests/2.31.0',
  'Node fetch': 'node',
  Go: 'Go-http-client/1.1',
  'no User-Agent': '',
};

const BROWSERS: Record<string, string> = {
  'Chrome on Windows': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Safari on iPhone': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Firefox on Linux': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Chrome on a Cubot phone': 'Mozilla/5.0 (Linux; Android 9; CUBOT X20) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Edge on Mac': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
};

describe('isPreviewAgent', () => {
  it.each(Object.entries(PREVIEW_AGENTS))('counts %s as a preview', (_name, agent) => {
    expect(isPreviewAgent(agent)).toBe(true);
  });

  it.each(Object.entries(BROWSERS))('counts %s as a person', (_name, agent) => {
    expect(isPreviewAgent(agent)).toBe(false);
  });

  it('treats a missing header as a preview', () => {
    expect(isPreviewAgent(undefined)).toBe(true);
  });
});
