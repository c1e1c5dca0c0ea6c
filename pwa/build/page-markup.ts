// What the pre-render writes into the page template (pwa/index.html, as the browser build
// left it): markup in #root, theme styles and module preloads in the head, script priorities.
import { NEEDS_SCRIPT_ATTRIBUTE, PRERENDERED_HREF_ATTRIBUTE } from '../src/prerendered.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The app shell paints from its pre-rendered HTML and CSS (the top bar and footer), so the
 * browser is told to fetch its scripts after what that first paint needs. Nothing else
 * competes with them, so they still start at once; the report itself is already on its
 * way (the server's preload Link).
 */
export function withScriptsAfterPaint(html: string): string {
  const scripts = /<(script type="module"|link rel="modulepreload")/g;
  if (!scripts.test(html)) throw new Error('prerender-pages: the page has no module script');
  return html.replace(scripts, '<$1 fetchpriority="low"');
}

/**
 * The landing page's first script answers its controls until the app runs
 * (features/landing/early-presses.ts), so the page is not drawn before that script has
 * run: a chip drawn earlier was dead, and Enter in the field posted the form the way a
 * browser without JavaScript does (Chromium 150 paints the pre-rendered page and takes
 * presses before a module script has run). `blocking="render"` holds the first paint
 * until it ran (Chromium, Safari 18.2; other browsers ignore it and paint as before); it
 * is small (bench:bundle) and comes with the stylesheet, which holds the paint anyway.
 */
export function withFirstScriptBeforePaint(html: string): string {
  const script = /<script type="module"/g;
  if (!script.test(html)) throw new Error('prerender-pages: the page has no module script');
  return html.replace(script, '<script type="module" blocking="render"');
}

/** Module preloads for `files` (paths in the build's output), at the end of the head. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  return atHeadEnd(html, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''));
}

/**
 * A browser that runs no script still posts the landing form, but could never use the
 * controls that need one (the example chips, the options toggle): it does not draw them.
 */
export function withNoScriptStyles(html: string): string {
  return atHeadEnd(html, `<noscript><style>[${NEEDS_SCRIPT_ATTRIBUTE}]{display:none!important}</style></noscript>`);
}

export function withHeadStyles(html: string, styles: string): string {
  return atHeadEnd(html, styles);
}

function atHeadEnd(html: string, markup: string): string {
  if (!html.includes('</head>')) throw new Error('prerender-pages: index.html has no </head>');
  return html.replace('</head>', () => `${markup}</head>`);
}

/** `markup` inside the template's empty #root; with `prerenderedHref`, #root records the address it was drawn at (pwa/src/main.tsx). */
export function withRootMarkup(template: string, markup: string, prerenderedHref?: string): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`prerender-pages: index.html has no ${EMPTY_ROOT}`);
  const attribute = prerenderedHref ? ` ${PRERENDERED_HREF_ATTRIBUTE}="${prerenderedHref}"` : '';
  return template.replace(EMPTY_ROOT, () => `<div id="root"${attribute}>${markup}</div>`);
}
