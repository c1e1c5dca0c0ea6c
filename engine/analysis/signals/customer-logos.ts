import type { LogoGroup } from '../model/page-model.ts';
import { matches, phrase } from '../text/phrases.ts';
import { EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** Words around a logo wall that say the logos are customers. */
const CUSTOMER_CONTEXT = phrase(
  'trusted by',
  'used by',
  'loved by',
  'powering',
  'chosen by',
  'relied on by',
  'customers?',
  'clients?',
  'logos?',
  'logo-cloud',
  'companies',
  'teams (?:at|like)',
  'brands',
  'join(?:ing)? (?:teams|companies)',
  'in good company',
  'running on',
  'built with',
  'run on',
  '(?:teams|companies|organi[sz]ations) using',
  'who use',
  'they use',
  'references',
  'vertrauen',
  'kunden',
  'unternehmen wie',
  'nutzen',
  'setzen auf',
  'referenzen',
  'in guter gesellschaft',
  'ils nous font confiance',
  'font confiance',
  'nos clients',
  'ils utilisent',
  'utilisent',
  'approuvé par',
  'références',
  'clientes',
  'confían',
  'empresas como',
  'empresas que usan',
  'usan',
  'utilizan',
  'referencias',
);
/** A strip of integration, payment or social logos is not a customer wall. */
const OTHER_LOGOS = phrase(
  'integrat\\p{L}*',
  'connects? (?:with|to)',
  'works with',
  'plugs into',
  'apps?',
  'partners?',
  'payment',
  'visa',
  'mastercard',
  'paypal',
  'featured in',
  'as seen (?:in|on)',
  'press',
  'follow us',
  'social',
  'integrationen',
  'intégrations',
  'integraciones',
  'paiement',
  'pago',
  'certified',
  'compliance',
  'soc ?2',
  'gdpr',
  'iso',
);
const SOCIAL_HOSTS = /(?:^|\.)(?:twitter|x|linkedin|facebook|instagram|youtube|github|tiktok|mastodon|threads|dribbble|medium)\.(?:com|social|net)$/i;

function isCustomerWall(group: LogoGroup): boolean {
  if (group.region !== 'main') return false;
  if (group.linkHosts.filter((host) => SOCIAL_HOSTS.test(host)).length >= 2) return false;
  const context = `${group.context} ${group.labels.join(' ')}`;
  return matches(CUSTOMER_CONTEXT, context) && !matches(OTHER_LOGOS, group.context);
}

/** A wall of customer logos: four or more logos under customer wording. Text alone is not a wall. */
export const customerLogos = defineSignal('customer-logos', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    for (const group of page.logoGroups.filter(isCustomerWall)) {
      const names = group.labels
        .slice(0, 5)
        .map((label) => label.replace(/\.(?:svg|png|jpe?g|webp)$/i, ''))
        .join(', ');
      evidence.add(page.url, `${group.count} logos${names ? `: ${names}` : ''}`);
    }
  }
  return found(evidence.toArray());
});
