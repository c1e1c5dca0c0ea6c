import { displaySiteName } from '../../../engine/contract/site-name.ts';

/** The site's name as a download's file name may carry it: letters, digits and dashes ("Acme" for https://www.acme.io/). */
export function siteFileName(url: string): string {
  return (
    displaySiteName(url)
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'site'
  );
}
