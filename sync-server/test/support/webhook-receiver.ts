import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as sent: what the signature covers. */
  body: string;
  at: number;
}

export interface WebhookReceiver {
  /** host:port, for ALLOW_PRIVATE_HOSTS. */
  hostPort: string;
  url(path: string): string;
  received: ReceivedWebhook[];
  /** What came to one path. */
  to(path: string): ReceivedWebhook[];
  close(): Promise<void>;
}

/**
 * A webhook receiver on 127.0.0.1 that keeps every request. `answer` gives the status for
 * a path's n-th request (1 for the first): a receiver that fails twice, then takes it.
 */
export async function startWebhookReceiver(answer: (path: string, nth: number) => number = () => 204): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = answer(path, received.filter((one) => one.path === path).length);
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'thanks' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hostPort: `127.0.0.1:${port}`,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    to: (path) => received.filter((one) => one.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
