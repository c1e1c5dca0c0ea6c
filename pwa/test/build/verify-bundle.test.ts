import { describe, expect, it } from 'vitest';
import { verifyBundle } from '../../build/verify-bundle.ts';
import { runHook } from './support/plugin-hooks.ts';
import { asset, goodBundle, landingPage } from './support/small-bundle.ts';

const generateBundle = (bundle: object) => runHook(verifyBundle(), 'generateBundle', {}, {}, bundle, true);

describe('verifyBundle', () => {
  it('lets a build through when every invariant holds', async () => {
    await expect(generateBundle(goodBundle())).resolves.toBeUndefined();
  });

  it('fails the build, naming every invariant that broke', async () => {
    const bundle = goodBundle();
    const entry = bundle['assets/index.js'];
    if (entry?.type === 'chunk') bundle['assets/index.js'] = { ...entry, imports: [...entry.imports, 'assets/db.js'] };
    bundle['index.html'] = asset('index.html', landingPage({ form: '', preloads: ['assets/shared.js', 'assets/revenue-tab.js'] }));
    delete bundle['app-shell.html'];
    const failure = generateBundle(bundle);
    await expect(failure).rejects.toThrow(/^verify-bundle: the build breaks its invariants:/);
    await expect(failure).rejects.toThrow(/IndexedDB code is loaded with the entry chunk: assets\/db\.js holds .*dexie/);
    await expect(failure).rejects.toThrow(/chart code is loaded by the landing route: assets\/revenue-tab\.js holds .*recharts/);
    await expect(failure).rejects.toThrow('index.html has no pre-rendered analyze form');
    await expect(failure).rejects.toThrow('the build has no app-shell.html');
  });

  it('runs after the other build plugins, when the pre-rendered pages are in the bundle', () => {
    expect(verifyBundle()).toMatchObject({ apply: 'build', enforce: 'post' });
  });
});
