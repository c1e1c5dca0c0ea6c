import type { Plugin } from 'vite';
import { bundleInvariants } from './bundle-invariants.ts';

/**
 * Fails the build when its output breaks a rule the build exists for (bundle-invariants.ts),
 * before anything is written: what the Lighthouse figures rest on is checked on every build.
 * Runs after prerender-pages, which writes the pages the checks read.
 */
export function verifyBundle(): Plugin {
  return {
    name: 'verify-bundle',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const broken = bundleInvariants.flatMap((check) => check(bundle));
      if (broken.length > 0) throw new Error(`verify-bundle: the build breaks its invariants:\n- ${broken.join('\n- ')}`);
    },
  };
}
