import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OpenedStore, describeEachStore, STORE_KINDS } from '../support/store-kinds.ts';
import type { AnalysisSlotRepository } from '../../src/store/repositories.ts';
import { lacks } from '../../../test-support/prerequisites/needs.ts';

const NOW = new Date().toISOString();

describeEachStore('analysis slots in the $name store', (kind) => {
  let opened: OpenedStore;
  let slots: AnalysisSlotRepository;

  beforeEach(async () => {
    opened = await kind.open();
    slots = opened.store.analysisSlots;
  });
  afterEach(async () => {
    await opened.dispose();
  });

  /** A slot whose analysis was then stored, as the service does. */
  async function taken(client: string, id: string) {
    const ok = await slots.take(client, id, 2);
    if (ok) await opened.store.analyses.create(id, { url: 'https://acme.io/' }, NOW);
    return ok;
  }

  it('counts up to the limit per client, and frees a place on release', async () => {
    expect(await taken('198.51.100.1', 'a')).toBe(true);
    expect(await taken('198.51.100.1', 'b')).toBe(true);
    expect(await taken('198.51.100.1', 'c')).toBe(false);
    expect(await taken('198.51.100.2', 'd')).toBe(true);
    await slots.release('a');
    await slots.release('a');
    await slots.release('never-taken');
    expect(await taken('198.51.100.1', 'e')).toBe(true);
    expect(await taken('198.51.100.1', 'f')).toBe(false);
  });

  it('gives no more than the limit when many ask at once', async () => {
    const outcomes = await Promise.all(Array.from({ length: 9 }, (_, n) => slots.take('198.51.100.1', `burst-${n}`, 3)));
    expect(outcomes.filter(Boolean)).toHaveLength(3);
  });
});

describe.skipIf(lacks('postgres'))('analysis slots in PostgreSQL, after a process died without releasing them', () => {
  it('stop counting once their analysis settles', async () => {
    const opened = await STORE_KINDS.find((kind) => kind.name === 'PostgreSQL')!.open();
    try {
      const { analysisSlots: slots, analyses } = opened.store;
      expect(await slots.take('198.51.100.1', 'a', 1)).toBe(true);
      await analyses.create('a', { url: 'https://acme.io/' }, NOW);
      expect(await slots.take('198.51.100.1', 'b', 1)).toBe(false);
      await analyses.fail('a', 'The analysis stopped unexpectedly.', 'transient', NOW); // settled by the process that resumed it
      expect(await slots.take('198.51.100.1', 'b', 1)).toBe(true);
    } finally {
      await opened.dispose();
    }
  });
});
