import { describe, expect, it } from 'vitest';
import { isJavascriptShell } from './javascript-shell.ts';

describe('isJavascriptShell', () => {
  it('sees a root div, a noscript line and a bundle as a shell', () => {
    expect(
      isJavascriptShell(
        '<html><head><script type="module" src="/app.js"></script></head><body><div id="root"></div><noscript>Please enable JavaScript to use Acme.</noscript></body></html>',
      ),
    ).toBe(true);
  });

  it('does not call a page with its own words a shell, however many scripts it loads', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    expect(isJavascriptShell(`<html><body><p>${words}</p><script src="/app.js"></script></body></html>`)).toBe(false);
  });

  it('does not call a short page without scripts a shell: nothing would draw more', () => {
    expect(isJavascriptShell('<html><body><h1>Coming soon</h1></body></html>')).toBe(false);
  });

  it('does not call a short page with its own headline a shell, even with a tag script', () => {
    const page =
      '<html><head><script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script></head><body><h1>Precios</h1><p>Gratis</p><p>9 €/mes</p></body></html>';
    expect(isJavascriptShell(page)).toBe(false);
    expect(isJavascriptShell('<html><head><script src="/app.js"></script></head><body><h1></h1><div id="root"></div></body></html>')).toBe(true);
  });
});
