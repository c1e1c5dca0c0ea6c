import { afterEach, beforeEach } from 'vitest';
import { makeTempDir } from './temp-dir.ts';

/** A fresh temp directory for every test of the enclosing suite, removed after each; read `.dir` inside a test. */
export function tempDirPerTest(prefix?: string): { readonly dir: string } {
  let current: Awaited<ReturnType<typeof makeTempDir>> | undefined;
  beforeEach(async () => {
    current = await makeTempDir(prefix);
  });
  afterEach(async () => {
    await current?.remove();
    current = undefined;
  });
  return {
    get dir() {
      if (!current) throw new Error('tempDirPerTest: .dir is only there while a test runs');
      return current.dir;
    },
  };
}
