import { createHmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import { request } from 'undici';
import { preflight } from '../../../engine/crawl/crawl-site.ts';
import { connectionFailure, CrawlError } from '../../../engine/crawl/crawl-error.ts';
import { createGuardedAgent } from '../../../engine/crawl/guarded-agent.ts';
import type { GuardExemption, HostLookup } from '../../../engine/crawl/network-guard.ts';
import { HttpError } from '../http/http-error.ts';

/** How long a receiver has to answer one try. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const WEBHOOK_USER_AGENT = 'OnboardingAnalyzer-Webhook/1.0';
export const WEBHOOK_INTERRUPTED = 'The server stopped during this try';
/** The start of an answer's body kept with its delivery, so an admin sees what the receiver said. */
const RESPONSE_EXCERPT_CHARS = 500;

/** The crawler's network guard, as the configuration and the tests' hooks set it: webhooks pass the same checks. */
export interface WebhookGuard {
  allowPrivateNetwork: boolean;
  allowedHosts?: readonly string[];
  lookup?: HostLookup;
  guardExemptions?: readonly GuardExemption[];
}

/** X-Signature-256's value: `sha256=` and the hex HMAC-SHA256 of the raw body with the watch's secret, as GitHub signs. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Refuses (400) a webhook address the crawler would not fetch: not http(s), with
 * credentials, a name that does not resolve, or one that resolves to a private,
 * loopback or metadata address. The check runs again at every delivery.
 */
export async function checkWebhookTarget(url: string, guard: WebhookGuard): Promise<void> {
  try {
    await preflight(url, guard);
  } catch (error) {
    if (error instanceof CrawlError) throw new HttpError(400, `The webhook URL is refused: ${inWebhookWords(error.message)}`);
    throw error;
  }
}

export interface WebhookRequest {
  url: string;
  /** The JSON body, signed as sent. */
  body: string;
  secret: string;
  deliveryId: string;
  guard: WebhookGuard;
  timeoutMs?: number;
  /** Aborted when the server stops: the try ends at once, as a failed one. */
  signal?: AbortSignal;
}

export interface WebhookAnswer {
  /** HTTP status, when an answer came. */
  status?: number;
  /** A 2xx answer. */
  ok: boolean;
  ms: number;
  error?: string;
  response?: string;
}

/**
 * One try: a signed JSON POST through the crawler's guarded connector, which resolves
 * the name itself, refuses unless every address is public (or allowed), connects to
 * exactly those addresses and judges the connected socket again, so a name that turns
 * private after the watch was saved (DNS rebinding) is refused here. Redirects are not
 * followed. Never throws: a refusal or a failure is the answer's `error`.
 */
export async function sendWebhook(req: WebhookRequest): Promise<WebhookAnswer> {
  const timeoutMs = req.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const agent = createGuardedAgent({
    allowPrivateNetwork: req.guard.allowPrivateNetwork,
    allowedHosts: req.guard.allowedHosts,
    lookup: req.guard.lookup,
    exemptions: req.guard.guardExemptions,
    timeoutMs,
  });
  try {
    // The address is checked as at creation first: a refusal then says why in the same words.
    await preflight(req.url, req.guard);
    const response = await request(req.url, {
      method: 'POST',
      dispatcher: agent,
      headers: {
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
        'x-signature-256': webhookSignature(req.body, req.secret),
        'x-delivery-id': req.deliveryId,
      },
      body: req.body,
      signal: req.signal ? AbortSignal.any([req.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
    });
    const text = await excerpt(response.body);
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    return {
      status: response.statusCode,
      ok,
      ms: ms(),
      ...(text ? { response: text } : {}),
      ...(ok ? {} : { error: `The receiver answered ${response.statusCode}` }),
    };
  } catch (error) {
    if (req.signal?.aborted) return { ok: false, ms: ms(), error: WEBHOOK_INTERRUPTED };
    const failure = connectionFailure(error, timeoutMs);
    return {
      ok: false,
      ms: ms(),
      error: failure.code === 'blocked' || failure.code === 'dns' ? `Refused: ${inWebhookWords(failure.message)}` : failure.message,
    };
  } finally {
    await agent.close().catch(() => undefined);
  }
}

/** The guard speaks of analysing websites; for a webhook the same refusal reads so. */
function inWebhookWords(message: string): string {
  return message.replace(/; only public websites can be analyzed\.$/, '; webhooks are sent to public addresses only.');
}

/** The first characters of the answer's body; the rest is read and dropped so the connection closes cleanly. */
async function excerpt(body: Readable): Promise<string> {
  let text = '';
  for await (const chunk of body as AsyncIterable<Buffer>) {
    if (text.length < RESPONSE_EXCERPT_CHARS) text += chunk.toString('utf8');
  }
  return text.slice(0, RESPONSE_EXCERPT_CHARS).trim();
}
