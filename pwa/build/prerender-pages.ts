import type { Plugin } from 'vite';
import { PRERENDERED_HREF } from '../src/prerendered.ts';
import { withFirstScriptBeforePaint, withHeadStyles, withModulePreloads, withNoScriptStyles, withRootMarkup, withScriptsAfterPaint } from './page-markup.ts';
import { APP_SHELL_FILE, LANDING_FILE } from './page-files.ts';
import { type PrerenderedPages, renderPagesInNode } from './render-pages-in-node.ts';
import { appStartPreloads } from './app-start.ts';
import { reportRouteChunks } from './report-route.ts';

/** Renders the pages for the build at `root` in `mode`; a test passes its own. */
export type RenderPages = (root: string, mode: string) => Promise<PrerenderedPages>;

/**
 * Pre-renders in Node, at build time: the landing page's markup goes into index.html
 * (served for / only), and the site frame around an empty screen into app-shell.html
 * (every other client route). The first paint then needs only HTML, CSS and, on the
 * landing page, the small first script that answers its controls; the browser hydrates
 * the landing markup (pwa/src/start-app.tsx, loaded at the visitor's first input
 * there: pwa/src/main.tsx). A failed pre-render fails the build.
 */
export function prerenderPages(renderPages: RenderPages = renderPagesInNode): Plugin {
  let root = '';
  let mode = '';
  return {
    name: 'prerender-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    async generateBundle(_options, bundle) {
      const index = bundle[LANDING_FILE];
      if (index?.type !== 'asset') throw new Error(`prerender-pages: the build wrote no ${LANDING_FILE}`);
      const template = String(index.source);
      const { landing, shell, themeStyles } = await renderPages(root, mode);
      const page = withHeadStyles(template, themeStyles);
      // Before the service worker's precache list is made (vite-plugin-pwa, closeBundle), so its revisions match.
      index.source = withFirstScriptBeforePaint(withRootMarkup(withNoScriptStyles(page), landing, PRERENDERED_HREF));
      // The app starts at once on the shell's screens: its code, and the report's, come with the entry.
      const preloads = [...new Set([...appStartPreloads(bundle), ...reportRouteChunks(bundle)])];
      const shellPage = withModulePreloads(withRootMarkup(page, shell), preloads);
      this.emitFile({ type: 'asset', fileName: APP_SHELL_FILE, source: withScriptsAfterPaint(shellPage) });
    },
  };
}
