import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A loopback HTTP server that counts every TCP connection and drops it: a count of 0 proves a refused address was never reached. */
export interface ConnectionCanary {
  /** Connections so far; a test sets it to 0 before the part it judges. */
  connections: number;
  /** The canary-trap fixture site's placeholders (CANARY, CANARY_WS) pointed at this canary. */
  replacements: { CANARY: string; CANARY_WS: string };
  close(): void;
}

export async function startConnectionCanary(): Promise<ConnectionCanary> {
  const server = createServer((_request, response) => response.end('canary'));
  const canary: ConnectionCanary = { connections: 0, replacements: { CANARY: '', CANARY_WS: '' }, close: () => server.close() };
  server.on('connection', (socket: Socket) => {
    canary.connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  canary.replacements = { CANARY: `http://127.0.0.1:${port}`, CANARY_WS: `ws://127.0.0.1:${port}` };
  return canary;
}
