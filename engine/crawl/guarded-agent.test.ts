import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSecureContext } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { crawlSite } from './crawl-site.ts';
import { lacksOutsideCi } from '../../test-support/prerequisites/needs.ts';

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('connections through the guarded agent', () => {
  it.skipIf(lacksOutsideCi(hasOpenssl))(
    'connect to the checked address but keep the host name for TLS: SNI carries the name and the certificate is verified',
    async () => {
      const temp = await makeTempDir('oa-tls-');
      const key = path.join(temp.dir, 'key.pem');
      const cert = path.join(temp.dir, 'cert.pem');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '1',
          '-subj',
          '/CN=secure.example',
          '-addext',
          'subjectAltName=DNS:secure.example',
        ],
        { stdio: 'ignore' },
      );
      const names: string[] = [];
      const context = createSecureContext({ key: await readFile(key), cert: await readFile(cert) });
      const server = createHttpsServer(
        {
          SNICallback: (servername, done) => {
            names.push(servername);
            done(null, context);
          },
        },
        (_, response) => response.end('<html></html>'),
      );
      server.on('tlsClientError', () => {});
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const port = (server.address() as AddressInfo).port;
        const error = await crawlSite({ url: `https://secure.example:${port}/`, allowPrivateNetwork: true, lookup: async () => ['127.0.0.1'] }).catch(
          (caught: unknown) => caught,
        );
        // Self-signed: refused by verification, which proves verification ran against the name.
        expect(error).toMatchObject({
          code: 'network',
          permanent: true,
          message: expect.stringContaining("The site's HTTPS certificate could not be verified"),
        });
        expect(names.length).toBeGreaterThan(0);
        expect(new Set(names)).toEqual(new Set(['secure.example']));
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await temp.remove();
      }
    },
  );

  it('try the next checked address when the first does not answer (a name with IPv6 and IPv4 answers)', async () => {
    const server = createHttpServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Dual stack</title>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const pages = await crawlSite({ url: `http://dual.example:${port}/`, allowPrivateNetwork: true, lookup: async () => ['::1', '127.0.0.1'] });
      expect(pages[0]).toMatchObject({ status: 200, html: expect.stringContaining('Dual stack') });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
