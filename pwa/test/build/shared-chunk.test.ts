import { describe, expect, it } from 'vitest';
import { sharedChunk } from '../../build/shared-chunk.ts';

const [shared] = sharedChunk.groups;

describe('sharedChunk', () => {
  it('puts code two or more chunks share into one chunk named shared', () => {
    expect(shared).toMatchObject({ name: 'shared', minShareCount: 2 });
  });

  it.each([
    '/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs',
    '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
    '/repo/pwa/src/lib/local-database.ts',
    '/repo/pwa/src/lib/api-client.ts',
  ])('takes %s', (id) => {
    expect(shared?.test(id)).toBe(true);
  });

  it.each([
    '/repo/node_modules/dexie/dist/modern/dexie.mjs',
    '/repo/pwa/src/lib/db.ts',
    '/repo/pwa/src/lib/use-live-query.ts',
    '/repo/pwa/src/lib/outbox.ts',
    'C:\\repo\\pwa\\src\\lib\\db.ts',
  ])('leaves IndexedDB code (%s) to the screens that load it', (id) => {
    expect(shared?.test(id)).toBe(false);
  });
});
