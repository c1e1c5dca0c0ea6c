/**
 * The brand colour: the icons' background (pwa/scripts/render-icons.ts), the manifest's
 * theme colour (web-app.ts), and the theme-color meta tag of pwa/index.html, which the
 * web-app test holds to this value.
 */
export const THEME_COLOR = '#4c3bcf';
