import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect as netConnect, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { CrawlError } from '../crawl/crawl-error.ts';
import { isConnectionAllowed, resolveAllowedAddresses, type GuardOptions } from '../crawl/network-guard.ts';

/**
 * The browser's only way out (DESIGN section 3): an in-process forward proxy on
 * loopback through which a rendering context sends all its traffic. Chromium hands it
 * host names, never resolving or connecting on its own; the proxy resolves each name
 * through the crawler's network guard, connects only to an address the guard allowed,
 * judges the connected socket once more, and refuses everything else. Plain http is
 * forwarded request by request (each redirect hop is a new request, so a new check);
 * https and WebSockets arrive as CONNECT tunnels to a host and port, judged the same.
 */
export interface GuardedProxy {
  /** "http://127.0.0.1:port", for the browser context's proxy setting. */
  readonly url: string;
  /** Requests and tunnels the guard refused, for the record. */
  readonly refused: number;
  close(): Promise<void>;
}

export interface GuardedProxyOptions extends GuardOptions {
  /** How long one connection may take to open; the page's own deadline bounds the rest. */
  connectTimeoutMs: number;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export async function startGuardedProxy(options: GuardedProxyOptions): Promise<GuardedProxy> {
  let refused = 0;
  const sockets = new Set<Duplex>();
  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  /** A guarded TCP connection to host:port, or the guard's refusal. */
  async function guardedConnect(hostname: string, port: number): Promise<Socket> {
    const addresses = await resolveAllowedAddresses(hostname, port, options);
    const socket = await new Promise<Socket>((resolve, reject) => {
      const attempt = netConnect({ host: addresses[0]!, port, timeout: options.connectTimeoutMs });
      attempt.once('connect', () => {
        attempt.setTimeout(0);
        resolve(attempt);
      });
      attempt.once('timeout', () => attempt.destroy(new Error('connect timeout')));
      attempt.once('error', reject);
    });
    const verdict = isConnectionAllowed(socket.remoteAddress ?? '', port, options, hostname);
    if (!verdict.allowed) {
      socket.destroy();
      throw new CrawlError(`refused: ${verdict.kind}`, 'blocked', true);
    }
    track(socket);
    return socket;
  }

  function refuse(error: unknown): number {
    if (error instanceof CrawlError && (error.code === 'blocked' || error.code === 'dns' || error.code === 'invalid-url')) {
      refused += 1;
      return 403;
    }
    return 502;
  }

  function forward(request: IncomingMessage, response: ServerResponse): void {
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      response.writeHead(400).end();
      return;
    }
    if (target.protocol !== 'http:') {
      refused += 1;
      response.writeHead(403).end();
      return;
    }
    const port = Number(target.port) || 80;
    guardedConnect(target.hostname, port).then(
      (socket) => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(request.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
        }
        // One connection per request: the next one (a redirect hop too) is judged anew.
        headers.connection = 'close';
        const upstream = httpRequest({
          createConnection: () => socket,
          method: request.method,
          path: `${target.pathname}${target.search}`,
          headers,
        });
        upstream.once('response', (answer) => {
          const answerHeaders: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name)) answerHeaders[name] = value;
          }
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(response);
          answer.once('end', () => socket.destroy());
        });
        upstream.once('error', () => {
          if (!response.headersSent) response.writeHead(502);
          response.end();
        });
        request.pipe(upstream);
      },
      (error: unknown) => {
        response.writeHead(refuse(error)).end();
      },
    );
  }

  function tunnel(request: IncomingMessage, client: Duplex, head: Buffer): void {
    track(client);
    client.on('error', () => client.destroy());
    const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(request.url ?? '');
    if (!match) {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    guardedConnect(match[1]!, Number(match[2])).then(
      (upstream) => {
        upstream.on('error', () => client.destroy());
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      },
      (error: unknown) => {
        const status = refuse(error);
        client.end(`HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Bad Gateway'}\r\n\r\n`);
      },
    );
  }

  const server: Server = createServer(forward);
  server.on('connect', tunnel);
  // A plain-http WebSocket asks to upgrade the proxy connection itself: not a request we forward.
  server.on('upgrade', (_request, socket) => {
    refused += 1;
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  server.on('connection', track);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get refused() {
      return refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
