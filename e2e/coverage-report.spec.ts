import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRenderedSites, type RenderedSites } from '../test-support/fixture-sites/rendered-sites/rendered-site-server.ts';
import { expect, test } from './support/fixtures.ts';
import { openLandingPage } from './support/page-helpers.ts';

/**
 * What a report says about what it could not see: a client-rendered site analysed with
 * rendering off, and a home page behind a bot-protection challenge.
 */
test.use({ appEnv: { BROWSER_RENDERING: 'off' } });

/**
 * A one-page site in Portuguese, a language the engine has no words for (written for this
 * test). Its trial link is worded as no lexicon reads it: 'Teste grátis por 14 dias' is
 * read by the German and French try verb and the day span, and a trial found is found.
 */
const PORTUGUESE_HOME = `<!doctype html><html lang="pt-BR"><head><title>Pedidoria | Pedidos da sua loja</title></head><body>
<h1>Gestão de pedidos para a sua loja</h1>
<p>Você acompanha cada entrega em tempo real, sem planilhas e sem retrabalho, e a sua equipe ganha mais tempo para vender.</p>
<a href="/cadastro">Experimente grátis por duas semanas</a></body></html>`;

let rendered: RenderedSites;
let portuguese: Server;
test.beforeAll(async () => {
  rendered = await startRenderedSites({ only: ['spa-orbitdesk', 'challenge-cloudflare'] });
  portuguese = createServer((request, response) => {
    const found = request.url === '/' || request.url === '/index.html';
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(found ? PORTUGUESE_HOME : 'Not found');
  });
  await new Promise<void>((resolve) => portuguese.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await rendered?.close();
  await new Promise((resolve) => portuguese?.close(resolve));
});

async function analyse(page: import('@playwright/test').Page, address: string) {
  await openLandingPage(page);
  await page.getByRole('textbox', { name: 'Your website' }).fill(address);
  await page.getByRole('button', { name: 'Get your FREE Activation Strategy' }).click();
}

test('a client-rendered site read without a browser: the report says what it could not check, never that it is missing', async ({ page }) => {
  await analyse(page, `${rendered.sites['spa-orbitdesk']!}/`);
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/, { timeout: 30_000 });

  const partial = page.getByTestId('partial-view');
  await expect(partial).toContainText('We could only see part of this site');
  await expect(partial).toContainText('based only on what we could see');

  const panel = page.getByTestId('coverage-panel');
  await expect(panel.getByRole('heading', { name: "What we could and couldn't see" })).toBeVisible();
  await expect(panel).toContainText('the home page: This page is drawn by JavaScript, and rendering is switched off on this server');
  await expect(panel.getByText("Free trial: couldn't check")).toBeVisible();
  // Nothing it could not see is listed as looked for and not found.
  await expect(page.getByText('Looked for and not found')).toHaveCount(0);
  await expect(page.getByText('No gaps stood out.')).toBeVisible();
});

test('a site in a language the engine does not read: words unchecked, the language named, only markup judged missing', async ({ page }) => {
  await analyse(page, `http://127.0.0.1:${(portuguese.address() as AddressInfo).port}/`);
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const panel = page.getByTestId('coverage-panel');
  await expect(panel.getByText("Free trial: couldn't check")).toBeVisible();
  await expect(panel).toContainText('The site is written in Portuguese, which this analysis does not read yet');
  // What markup shows (a chat widget, a logo row) was looked for; what words say was not, so it is not listed as missing.
  const notFound = page.getByText('Looked for and not found').locator('..');
  await expect(notFound).toContainText('Live chat');
  await expect(notFound).not.toContainText('Free trial');
  await expect(notFound).not.toContainText('Fast time-to-value claim');
});

test('a home page behind a challenge: the landing page banner names the protection', async ({ page }) => {
  const address = rendered.sites['challenge-cloudflare']!;
  await analyse(page, `${address}/`);
  await expect(page).toHaveURL(/\/\?error=analysis_failed/, { timeout: 30_000 });
  const alert = page.getByRole('alert').filter({ hasText: 'Analysis Failed' });
  await expect(alert).toContainText('We were unable to analyze this website.');
  await expect(alert.getByTestId('analysis-failed-reason')).toHaveText(
    `${new URL(address).host} is behind Cloudflare's bot protection, which did not let our reader in; nothing on it could be analysed.`,
  );
});
