// Written by `npm run engine:bump` (tools/engine-version/bump.ts): one entry per engine
// version, oldest first, with the digest of its results over the fixture sites and of
// each part of them (engine-moves.ts). engine-version.test.ts checks the last one.

export interface EngineVersionRecord {
  version: string;
  /** Of the whole results; absent for a version made before digests were kept. */
  digest?: string;
  parts?: Readonly<Record<string, string>>;
}

export const ENGINE_VERSIONS: readonly EngineVersionRecord[] = [
  {
    version: '1.0.0',
  },
  {
    version: '1.1.0',
    digest: '415b402351b6b6be',
    parts: {
      'signal:self-serve-signup': '2a2f4d3f65b6bea8',
      'signal:free-trial': 'a86196e83e97894b',
      'signal:freemium': 'baa7827ddd84b54a',
      'signal:no-credit-card': 'd1b9ae319dfcad5a',
      'signal:credit-card-required': '55cff28007cd5866',
      'signal:demo-request': 'efa0c0eb1b87dc92',
      'signal:demo-only': '1608b5db38b9dc16',
      'signal:pricing-page': 'dc232b95c5143d94',
      'signal:transparent-pricing': 'c538108ab9dd7123',
      'signal:interactive-demo': '42a6da8842cd83af',
      'signal:product-video': '9b172fd0aac7cd4c',
      'signal:customer-logos': 'aa32dd34126c89fb',
      'signal:testimonials': '60dc41e77c6c34a1',
      'signal:review-badges': '5ec63e9b8267e84c',
      'signal:usage-numbers': '2f4c43bc7fe52741',
      'signal:security-compliance': '85fe068967829fcb',
      'signal:sso-signup': 'b1e2939bd4bf199e',
      'signal:templates': '35b62e55937b9bb5',
      'signal:onboarding-tool': '1b252a586d3509a3',
      'signal:live-chat': '5f439ac0af7a5fa7',
      'signal:product-analytics': '4d88de9cb65bcbf9',
      'signal:help-center': 'd2ff79ca152a7f57',
      'signal:time-to-value': '287c54b7cbfe4262',
      'signal:use-cases': '265d322572c9cba1',
      'signal:community': 'fe9c43f7fb1c5eaf',
      'signal:risk-reversal': '782801a45e86809e',
      scores: 'f9751df0f66373cc',
      strategies: 'd7e17be5ec3a8601',
      copy: '8bee3037d6e654da',
      report: '705f321e25a13f47',
      contract: '9bc3aaefa345ddba',
    },
  },
  {
    version: '1.2.0',
    digest: 'f59fb64d5ad7496e',
    parts: {
      'signal:self-serve-signup': '2a2f4d3f65b6bea8',
      'signal:free-trial': 'a86196e83e97894b',
      'signal:freemium': 'baa7827ddd84b54a',
      'signal:no-credit-card': 'd1b9ae319dfcad5a',
      'signal:credit-card-required': '55cff28007cd5866',
      'signal:demo-request': 'efa0c0eb1b87dc92',
      'signal:demo-only': '1608b5db38b9dc16',
      'signal:pricing-page': 'dc232b95c5143d94',
      'signal:transparent-pricing': 'c538108ab9dd7123',
      'signal:interactive-demo': '42a6da8842cd83af',
      'signal:product-video': '9b172fd0aac7cd4c',
      'signal:customer-logos': 'aa32dd34126c89fb',
      'signal:testimonials': '60dc41e77c6c34a1',
      'signal:review-badges': '5ec63e9b8267e84c',
      'signal:usage-numbers': '2f4c43bc7fe52741',
      'signal:security-compliance': '85fe068967829fcb',
      'signal:sso-signup': 'b1e2939bd4bf199e',
      'signal:templates': 'cef1eaa5687ddd6a',
      'signal:onboarding-tool': '1b252a586d3509a3',
      'signal:live-chat': '5f439ac0af7a5fa7',
      'signal:product-analytics': '4d88de9cb65bcbf9',
      'signal:help-center': 'd2ff79ca152a7f57',
      'signal:time-to-value': '287c54b7cbfe4262',
      'signal:use-cases': 'aecdc343d0b58ca7',
      'signal:community': '138c30183425a0f4',
      'signal:risk-reversal': '782801a45e86809e',
      scores: '1e9d0dcd2f0871e4',
      strategies: 'd7e17be5ec3a8601',
      copy: '11c1fcd508d73cb0',
      report: '486c72729a1f6865',
      contract: '08de05821a9eb61f',
    },
  },
];
