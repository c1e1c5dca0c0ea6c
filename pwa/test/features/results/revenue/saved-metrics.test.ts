import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/lib/db.ts';
import {
  loadSavedMetrics,
  parseSavedMetrics,
  readLocalSavedMetrics,
  removeSavedMetrics,
  storeSavedMetrics,
} from '../../../../src/features/results/revenue/saved-metrics.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

let storage: ReturnType<typeof memoryStorage>;

beforeEach(async () => {
  storage = memoryStorage();
  await db.metrics.clear();
});

describe('saved metrics', () => {
  it('stores under the SPEC key savedMetrics and in the IndexedDB mirror', async () => {
    await storeSavedMetrics({ signupsPerMonth: 800, activationRate: 30, revenuePerUser: 90 }, storage);
    expect(JSON.parse(storage.getItem('savedMetrics')!)).toEqual({ signupsPerMonth: 800, activationRate: 30, revenuePerUser: 90 });
    expect(readLocalSavedMetrics(storage)).toEqual({ signupsPerMonth: 800, activationRate: 30, revenuePerUser: 90 });
    expect(await db.metrics.count()).toBe(1);
  });

  it('falls back to the mirror when localStorage was cleared, and refills localStorage', async () => {
    await storeSavedMetrics({ signupsPerMonth: 800, activationRate: 30, revenuePerUser: 90 }, storage);
    storage.clear();
    expect(await loadSavedMetrics(storage)).toEqual({ signupsPerMonth: 800, activationRate: 30, revenuePerUser: 90 });
    expect(storage.getItem('savedMetrics')).not.toBeNull();
  });

  it('removes both copies', async () => {
    await storeSavedMetrics({ signupsPerMonth: 800, activationRate: 30, revenuePerUser: 90 }, storage);
    await removeSavedMetrics(storage);
    expect(storage.getItem('savedMetrics')).toBeNull();
    expect(await loadSavedMetrics(storage)).toBeUndefined();
  });

  it('brings stored values into the editing ranges and ignores malformed ones', () => {
    expect(parseSavedMetrics({ signupsPerMonth: 50_000, activationRate: 0, revenuePerUser: 1000 })).toEqual({
      signupsPerMonth: 10_000,
      activationRate: 1,
      revenuePerUser: 500,
    });
    expect(parseSavedMetrics({ signupsPerMonth: '800', activationRate: 30, revenuePerUser: 90 })).toBeUndefined();
    expect(parseSavedMetrics(null)).toBeUndefined();
    storage.setItem('savedMetrics', '{not json');
    expect(readLocalSavedMetrics(storage)).toBeUndefined();
  });
});
