import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { THEME_COLOR } from '../../build/theme-color.ts';
import { webApp, webAppOptions } from '../../build/web-app.ts';

const pwaDir = fileURLToPath(new URL('../../', import.meta.url));
const { manifest, workbox } = webAppOptions;

describe('webApp', () => {
  it('names icons the public folder holds', async () => {
    for (const icon of manifest.icons) await expect(access(path.join(pwaDir, 'public', icon.src))).resolves.toBeUndefined();
  });

  it("has the brand colour the pages' meta tag and the favicon have", async () => {
    expect(manifest.theme_color).toBe(THEME_COLOR);
    const page = await readFile(path.join(pwaDir, 'index.html'), 'utf8');
    expect(page).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(await readFile(path.join(pwaDir, 'public', 'favicon.svg'), 'utf8')).toContain(`fill="${THEME_COLOR}"`);
  });

  it('answers every client route but / with the pre-rendered app shell, and never an API call', () => {
    expect(workbox.navigateFallback).toBe('app-shell.html');
    const denied = (pathname: string) => workbox.navigateFallbackDenylist.some((pattern) => pattern.test(pathname));
    expect(denied('/api/analyze')).toBe(true);
    expect(denied('/results/abc')).toBe(false);
    expect(workbox.runtimeCaching).toEqual([]);
  });

  it('leaves registering the service worker to the app (no inline script: the CSP allows none)', () => {
    expect(webAppOptions).toMatchObject({ injectRegister: false, registerType: 'prompt' });
  });

  it("is vite-plugin-pwa's own plugins", () => {
    const plugins = webApp();
    expect(plugins.map((plugin) => plugin.name)).toContain('vite-plugin-pwa:build');
  });
});
