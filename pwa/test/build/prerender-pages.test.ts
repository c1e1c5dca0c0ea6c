import { describe, expect, it } from 'vitest';
import type { PrerenderedPages } from '../../build/render-pages-in-node.ts';
import { prerenderPages } from '../../build/prerender-pages.ts';
import { resolvedConfig, runHook } from './support/plugin-hooks.ts';
import { asset, goodBundle } from './support/small-bundle.ts';

/** index.html as the browser build leaves it: scripts in the head, an empty #root. */
const TEMPLATE =
  '<!doctype html><html><head><title>Onboarding Analyzer</title>' +
  '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/shared.js">' +
  '</head><body><div id="root"></div></body></html>';

const PAGES: PrerenderedPages = {
  landing: '<main><form action="/analyze"></form></main>',
  shell: '<header>Onboarding Analyzer</header><main></main>',
  themeStyles: '<style data-mantine-styles="true">:root{--mantine-color-body:#fff}</style>',
};

async function prerender(bundle: ReturnType<typeof goodBundle>, template = TEMPLATE) {
  bundle['index.html'] = asset('index.html', template);
  delete bundle['app-shell.html'];
  const rendered: { root: string; mode: string }[] = [];
  const plugin = prerenderPages(async (root, mode) => {
    rendered.push({ root, mode });
    return PAGES;
  });
  const emitted: { type: string; fileName?: string; source?: unknown }[] = [];
  await runHook(plugin, 'configResolved', {}, resolvedConfig('/repo/pwa', { mode: 'staging' }));
  await runHook(plugin, 'generateBundle', { emitFile: (file: (typeof emitted)[number]) => emitted.push(file) }, {}, bundle, true);
  return { rendered, emitted, landing: bundle['index.html'] };
}

describe('prerenderPages', () => {
  it('renders the pages for the build being made', async () => {
    const { rendered } = await prerender(goodBundle());
    expect(rendered).toEqual([{ root: '/repo/pwa', mode: 'staging' }]);
  });

  it('writes the landing markup into index.html, marks the address it was drawn at, hides what needs a script from a browser without, and draws it once the first script has run', async () => {
    const { landing } = await prerender(goodBundle());
    expect(landing).toMatchObject({
      type: 'asset',
      source:
        '<!doctype html><html><head><title>Onboarding Analyzer</title>' +
        '<script type="module" blocking="render" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/shared.js">' +
        `${PAGES.themeStyles}<noscript><style>[data-needs-script]{display:none!important}</style></noscript>` +
        `</head><body><div id="root" data-prerendered-href="/">${PAGES.landing}</div></body></html>`,
    });
  });

  it("emits app-shell.html: the site frame, and preloads of the report route's chunks the entry does not load already", async () => {
    const { emitted } = await prerender(goodBundle());
    expect(emitted).toEqual([
      {
        type: 'asset',
        fileName: 'app-shell.html',
        source:
          '<!doctype html><html><head><title>Onboarding Analyzer</title>' +
          '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared.js">' +
          `${PAGES.themeStyles}<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/results.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/report-extra.js">` +
          `</head><body><div id="root">${PAGES.shell}</div></body></html>`,
      },
    ]);
  });

  it('fails the build when the browser build wrote no index.html', async () => {
    const bundle = goodBundle();
    const plugin = prerenderPages(async () => PAGES);
    delete bundle['index.html'];
    await expect(runHook(plugin, 'generateBundle', { emitFile: () => 'x' }, {}, bundle, true)).rejects.toThrow(
      'prerender-pages: the build wrote no index.html',
    );
  });

  it('fails the build when the report route has no chunk to preload', async () => {
    const bundle = goodBundle();
    delete bundle['assets/results.js'];
    await expect(prerender(bundle)).rejects.toThrow('prerender-pages: the build has no chunk for the report route');
  });

  it('fails the build when the template has no empty #root to fill', async () => {
    await expect(prerender(goodBundle(), TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'))).rejects.toThrow(
      'prerender-pages: index.html has no <div id="root"></div>',
    );
  });

  it('fails the build when the template loads no module script', async () => {
    const withoutScripts = TEMPLATE.replace(/<script.*?<\/script><link[^>]*>/, '');
    await expect(prerender(goodBundle(), withoutScripts)).rejects.toThrow('prerender-pages: the page has no module script');
  });

  it('fails the build when the template has no head to put the theme styles in', async () => {
    await expect(prerender(goodBundle(), TEMPLATE.replace('</head>', ''))).rejects.toThrow('prerender-pages: index.html has no </head>');
  });

  it('fails the build when the renderer fails', async () => {
    const plugin = prerenderPages(async () => {
      throw new Error('prerender-pages: the pre-render failed: hydration mismatch');
    });
    await expect(runHook(plugin, 'generateBundle', { emitFile: () => 'x' }, {}, goodBundle(), true)).rejects.toThrow('the pre-render failed');
  });
});
