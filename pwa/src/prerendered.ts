/**
 * The build pre-renders the landing page into index.html (vite.config.ts, pwa/src/prerender.tsx)
 * and records the address it drew on #root; the browser hydrates only at that address (main.tsx).
 */
export const PRERENDERED_HREF = '/';
export const PRERENDERED_HREF_ATTRIBUTE = 'data-prerendered-href';

/** On pre-rendered controls that can never work without a script: the build hides them from a browser that runs none (pwa/build/page-markup.ts). */
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';

/** Whether #root holds the markup the build drew for `href` (the app's address: path, query and hash). */
export function isPrerenderedAddress(root: Element, href: string): boolean {
  return root.getAttribute(PRERENDERED_HREF_ATTRIBUTE) === href;
}
