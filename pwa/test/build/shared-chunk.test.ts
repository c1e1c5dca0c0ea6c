import { describe, expect, it } from 'vitest';
import { sharedChunk } from '../../build/shared-chunk.ts';

const shared = sharedChunk.groups.find((group) => group.name === 'shared');
const schemas = sharedChunk.groups.find((group) => group.name === 'schemas');
const boot = sharedChunk.groups.find((group) => group.name === 'boot');

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

  it('gives zod a chunk of its own, which the shared chunk never takes, so the landing page can load without it', () => {
    const zod = '/repo/node_modules/zod/v4/classic/schemas.js';
    expect(schemas).toMatchObject({ minShareCount: 2 });
    expect(schemas?.test(zod)).toBe(true);
    expect(shared?.test(zod)).toBe(false);
    expect(schemas?.test('/repo/engine/contract/zod.ts')).toBe(true);
    expect(shared?.test('/repo/engine/contract/zod.ts')).toBe(false);
    expect(schemas?.test('/repo/pwa/src/lib/api-client.ts')).toBe(false);
  });

  it("keeps what the page's first script imports with it, ahead of the shared chunk, so the landing page loads nothing more before the first input", () => {
    expect(boot).toMatchObject({ tags: ['$initial'] });
    expect(boot?.priority ?? 0).toBeGreaterThan(schemas?.priority ?? 0);
    expect(boot?.test('/repo/pwa/src/lib/service-worker.ts')).toBe(true);
    // The entry itself makes the entry chunk.
    expect(boot?.test('/repo/pwa/src/main.tsx')).toBe(false);
    expect(boot?.test('/repo/pwa/index.html')).toBe(false);
  });
});
