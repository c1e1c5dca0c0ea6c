/**
 * The year in the footer of the pre-rendered markup, given to the browser build too, so
 * hydration finds what it expects (pwa/src/features/layout/site-footer.tsx).
 */
export const BUILD_DEFINE = { 'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) };
