import { connect } from 'node:net';

export interface RawRequest {
  method: string;
  /** Sent byte for byte as the request target, malformed or not. */
  target: string;
  headers: [string, string][];
  body: Buffer;
}

export interface RawResponse {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * One HTTP/1.1 request over its own TCP connection, written exactly as given (fetch
 * and node:http refuse to send most malformed requests), read until the server
 * closes. Content-Length always matches the body, so the server never waits for
 * bytes that will not come.
 */
export function sendRaw(baseUrl: string, request: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${request.method} ${request.target.slice(0, 200)}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined); // a reset after the answer is fine; no answer shows as status 0
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks)));
    });
    const head = [
      `${request.method} ${request.target} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'Connection: close',
      ...request.headers.map(([name, value]) => `${name}: ${value}`),
      `Content-Length: ${request.body.length}`,
      '',
      '',
    ].join('\r\n');
    // write, not end: a half-closed connection makes Node drop a request whose answer is not ready yet.
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), request.body]));
  });
}

function parseResponse(all: Buffer): RawResponse {
  let raw = all;
  // Skip interim answers (100 Continue) to the final one.
  while (/^HTTP\/1\.[01] 1\d\d /.test(raw.subarray(0, 16).toString('latin1')) && raw.indexOf('\r\n\r\n') !== -1) {
    raw = raw.subarray(raw.indexOf('\r\n\r\n') + 4);
  }
  const split = raw.indexOf('\r\n\r\n');
  const head = (split === -1 ? raw : raw.subarray(0, split)).toString('latin1');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers = Object.fromEntries(
    headerLines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as [string, string]),
  );
  let body = split === -1 ? Buffer.alloc(0) : raw.subarray(split + 4);
  if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
  return { status, headers, body };
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
