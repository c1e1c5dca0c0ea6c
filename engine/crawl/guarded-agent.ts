import type { Socket } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { CrawlError, crawlErrors } from './crawl-error.ts';
import { bareHost, isConnectionAllowed, resolveAllowedAddresses, type GuardOptions } from './network-guard.ts';

/**
 * An undici Agent whose every TCP connection passes the network guard.
 *
 * Node's global fetch ignores http.Agent, so the guard lives in undici's connector,
 * the one place every connection (first request, redirect hop, keep-alive pool
 * refill) is opened. The connector resolves the host itself, refuses unless EVERY
 * resolved address is allowed, then connects to one of those exact addresses (the
 * TLS name stays the host name), so a DNS answer cannot change between check and
 * connect. IP literals in the URL skip DNS but get the same judgement. Once
 * connected, the socket's remote address is judged once more.
 */
export function createGuardedAgent(options: GuardOptions & { timeoutMs: number }): Agent {
  const connectTo = buildConnector({ timeout: options.timeoutMs });

  const connect: buildConnector.connector = (target, callback) => {
    const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
    resolveAllowedAddresses(target.hostname, port, options).then(
      (addresses) => connectToFirstAnswering(addresses, 0, undefined),
      (error: unknown) => callback(error as Error, null),
    );

    // A name with an IPv6 and an IPv4 answer may only listen on one of them.
    function connectToFirstAnswering(addresses: string[], index: number, lastError: Error | undefined): void {
      const address = addresses[index];
      if (address === undefined) {
        callback(lastError ?? crawlErrors.hostNotFound(bareHost(target.hostname)), null);
        return;
      }
      connectTo({ ...target, hostname: address }, (error, socket) => {
        if (error) {
          if (isUnanswered(error) && index + 1 < addresses.length) connectToFirstAnswering(addresses, index + 1, error);
          else callback(error, null);
          return;
        }
        const refusal = refusalOfConnected(socket, port, target.hostname);
        if (refusal) {
          socket.destroy();
          callback(refusal, null);
          return;
        }
        callback(null, socket);
      });
    }
  };

  function refusalOfConnected(socket: Socket, port: number, hostname: string): CrawlError | undefined {
    const remote = socket.remoteAddress;
    if (!remote) return undefined;
    const verdict = isConnectionAllowed(remote, port, options, hostname);
    return verdict.allowed ? undefined : crawlErrors.blockedAddress(remote, remote, verdict.kind);
  }

  return new Agent({
    connect,
    // Backstops; the crawler's own deadline (the whole page) is shorter or equal.
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
}

function isUnanswered(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ECONNREFUSED' || code === 'EADDRNOTAVAIL' || code === 'ENETUNREACH' || code === 'EHOSTUNREACH';
}
