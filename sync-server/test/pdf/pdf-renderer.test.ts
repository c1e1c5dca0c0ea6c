import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createSharedBrowser } from '../../../engine/render/shared-browser.ts';
import { createPdfRenderer, PdfBusyError, PdfTimeoutError, PdfUnavailableError } from '../../src/pdf/pdf-renderer.ts';
import { lacks } from '../../../test-support/prerequisites/needs.ts';

const browser = createSharedBrowser();
let listener: Server;
let origin: string;
const requests: string[] = [];

beforeAll(async () => {
  listener = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.end('seen');
  }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listener.once('listening', resolve));
  origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser.close();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe('createPdfRenderer', () => {
  it.skipIf(lacks('chromium'))(
    'prints with scripts off and without reaching the network',
    async () => {
      const page = `<!doctype html><html><head><link rel="stylesheet" href="${origin}/style.css"></head><body>
      <p id="text">Printed as written</p>
      <img src="${origin}/pixel.png"><iframe src="${origin}/frame"></iframe>
      <script>document.getElementById('text').textContent = 'Script ran'; fetch('${origin}/fetch');</script>
      <div style="background:url(${origin}/background.png)">x</div></body></html>`;
      const pdf = await createPdfRenderer(browser).render(page, '<span></span>');
      expect(await textOf(pdf)).toContain('Printed as written');
      expect(await textOf(pdf)).not.toContain('Script ran');
      expect(requests).toEqual([]);
    },
    30_000,
  );

  it.skipIf(lacks('chromium'))(
    'gives up after its time limit',
    async () => {
      const slow = createPdfRenderer(browser, { timeoutMs: 1 });
      await expect(slow.render('<p>late</p>', '<span></span>')).rejects.toBeInstanceOf(PdfTimeoutError);
    },
    30_000,
  );

  it.skipIf(lacks('chromium'))(
    'prints a bounded number at once and refuses more than may wait',
    async () => {
      const narrow = createPdfRenderer(browser, { concurrency: 1, maxWaiting: 1 });
      const outcomes = await Promise.allSettled([1, 2, 3].map((n) => narrow.render(`<p>job ${n}</p>`, '<span></span>')));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((outcomes[2] as PromiseRejectedResult).reason).toBeInstanceOf(PdfBusyError);
    },
    30_000,
  );

  it('says so when there is no Chromium', async () => {
    const none = createSharedBrowser(null);
    await expect(createPdfRenderer(none).render('<p>x</p>', '<span></span>')).rejects.toBeInstanceOf(PdfUnavailableError);
  });
});
