import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectionCanary, startConnectionCanary } from '../../../test-support/connection-canary.ts';
import { checkWebhookTarget, sendWebhook, WEBHOOK_INTERRUPTED, webhookSignature } from '../../src/watches/webhook-sender.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

let canary: ConnectionCanary;
let receiver: WebhookReceiver;

beforeAll(async () => {
  canary = await startConnectionCanary();
  receiver = await startWebhookReceiver((path) => (path === '/moved' ? 302 : 200));
});
afterAll(async () => {
  canary?.close();
  await receiver?.close();
});

/** A name that answers with a public address first and the canary's loopback address after: DNS rebinding. */
function rebinding(publicFirst: number) {
  let calls = 0;
  return async () => (++calls <= publicFirst ? ['93.184.216.34'] : ['127.0.0.1']);
}

describe('webhook signatures', () => {
  it('are sha256= and the hex HMAC-SHA256 of the raw body with the secret', () => {
    const body = '{"event":"watch.alert"}';
    expect(webhookSignature(body, 'shh')).toBe(`sha256=${createHmac('sha256', 'shh').update(body).digest('hex')}`);
    expect(webhookSignature(body, 'shh')).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(webhookSignature(body, 'other')).not.toBe(webhookSignature(body, 'shh'));
  });
});

describe('webhook delivery', () => {
  const port = () => Number(new URL(canary.replacements.CANARY).port);

  it('posts the signed body with its delivery id to an allowed receiver', async () => {
    const answer = await sendWebhook({
      url: receiver.url('/hook'),
      body: '{"a":1}',
      secret: 'shh',
      deliveryId: 'd-1',
      guard: { allowPrivateNetwork: false, allowedHosts: [receiver.hostPort] },
    });
    expect(answer).toMatchObject({ ok: true, status: 200, response: 'thanks' });
    const [received] = receiver.to('/hook');
    expect(received!.body).toBe('{"a":1}');
    expect(received!.headers).toMatchObject({ 'x-signature-256': webhookSignature('{"a":1}', 'shh'), 'x-delivery-id': 'd-1' });
  });

  it('does not follow a redirect: the try counts as failed', async () => {
    const answer = await sendWebhook({ url: receiver.url('/moved'), body: '{}', secret: 's', deliveryId: 'd', guard: { allowPrivateNetwork: true } });
    expect(answer).toMatchObject({ ok: false, status: 302, error: 'The receiver answered 302' });
  });

  it('refuses a name that turned private after the watch was saved, at the check and at the connection, without connecting', async () => {
    canary.connections = 0;
    const url = `http://hooks.rebind.test:${port()}/hook`;
    // Public when the watch was saved...
    const lookup = rebinding(1);
    await expect(checkWebhookTarget(url, { allowPrivateNetwork: false, lookup })).resolves.toBeUndefined();
    // ...loopback at delivery.
    const refused = await sendWebhook({ url, body: '{}', secret: 's', deliveryId: 'd', guard: { allowPrivateNetwork: false, lookup } });
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/^Refused: hooks\.rebind\.test points to 127\.0\.0\.1, a loopback address/) });

    // Public at the delivery's own check, loopback when the connection is opened: the connector refuses it.
    const atConnect = await sendWebhook({ url, body: '{}', secret: 's', deliveryId: 'd', guard: { allowPrivateNetwork: false, lookup: rebinding(1) } });
    expect(atConnect).toMatchObject({ ok: false, error: expect.stringMatching(/^Refused: .*loopback/) });
    expect(atConnect.status).toBeUndefined();
    expect(canary.connections).toBe(0);
  });

  it('is refused at creation for private, loopback and metadata addresses, with a 400', async () => {
    for (const url of ['http://127.0.0.1/', 'http://10.1.2.3/', 'http://169.254.169.254/', 'https://[fd00::1]/', 'http://[::ffff:10.0.0.1]/']) {
      await expect(checkWebhookTarget(url, { allowPrivateNetwork: false }), url).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/^The webhook URL is refused/),
      });
    }
    // Metadata stays refused even where private networks are allowed.
    await expect(checkWebhookTarget('http://169.254.169.254/', { allowPrivateNetwork: true })).rejects.toMatchObject({ status: 400 });
  });
});

describe('a webhook try when the server stops', () => {
  it('ends at once, as a failed try, instead of waiting out a receiver that does not answer', async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const stop = new AbortController();
    const started = Date.now();
    const sending = sendWebhook({
      url: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`,
      body: '{}',
      secret: 's',
      deliveryId: 'd',
      guard: { allowPrivateNetwork: true },
      timeoutMs: 10_000,
      signal: stop.signal,
    });
    setTimeout(() => stop.abort(), 100);
    expect(await sending).toMatchObject({ ok: false, error: WEBHOOK_INTERRUPTED });
    expect(Date.now() - started).toBeLessThan(5000);
    hanging.closeAllConnections();
    hanging.close();
  });
});
