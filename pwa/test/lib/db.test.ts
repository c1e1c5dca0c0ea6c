import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import {
  AppDb,
  clearSavedMetrics,
  forgetAllResults,
  forgetResult,
  listRememberedResults,
  MAX_STORED_RESULTS,
  readSavedMetrics,
  recallResult,
  rememberResult,
  writeSavedMetrics,
} from '../../src/lib/db.ts';

let database: AppDb;
let n = 0;

beforeEach(async () => {
  n += 1;
  database = new AppDb(`test-db-${n}`);
  await database.open();
});
afterEach(async () => {
  await database.delete();
});

describe('results cache', () => {
  it('gives back a result stored under an analysis id or a share slug', async () => {
    const result = exampleAnalysisResult();
    const shared = { ...exampleAnalysisResult(), companyName: 'Acme Corp', shareSlug: 'acme-corp' };
    await rememberResult(result.analysisId!, result, database);
    await rememberResult('acme-corp', shared, database);
    expect(await recallResult(result.analysisId!, database)).toEqual(result);
    expect(await recallResult('acme-corp', database)).toEqual(shared);
    expect(await recallResult('unknown', database)).toBeUndefined();
  });

  it('keeps the data when the database is reopened', async () => {
    const result = exampleAnalysisResult();
    await rememberResult('a', result, database);
    database.close();
    const reopened = new AppDb(database.name);
    expect(await recallResult('a', reopened)).toEqual(result);
    reopened.close();
  });

  it('replaces a result stored again under the same key', async () => {
    await rememberResult('a', exampleAnalysisResult({ siteName: 'Old' }), database);
    await rememberResult('a', exampleAnalysisResult({ siteName: 'New' }), database);
    expect((await recallResult('a', database))?.siteName).toBe('New');
    expect(await database.results.count()).toBe(1);
  });

  it('drops the oldest reports beyond the limit', async () => {
    for (let i = 0; i <= MAX_STORED_RESULTS; i += 1) {
      await rememberResult(`r${i}`, exampleAnalysisResult(), database);
      await new Promise((resolve) => setTimeout(resolve, 2)); // distinct storedAt
    }
    expect(await database.results.count()).toBe(MAX_STORED_RESULTS);
    expect(await recallResult('r0', database)).toBeUndefined();
    expect(await recallResult(`r${MAX_STORED_RESULTS}`, database)).toBeDefined();
  });

  it('forgets a result', async () => {
    await rememberResult('a', exampleAnalysisResult(), database);
    await forgetResult('a', database);
    expect(await recallResult('a', database)).toBeUndefined();
  });

  it('does not bring back a report fetched before it was removed, and keeps one fetched after', async () => {
    const fetchedBefore = Date.now();
    await rememberResult('a', exampleAnalysisResult(), database);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await forgetResult('a', database);
    await rememberResult('a', exampleAnalysisResult(), database, fetchedBefore); // a read-ahead finishing late
    expect(await recallResult('a', database)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await rememberResult('a', exampleAnalysisResult(), database, Date.now()); // opened again
    expect(await recallResult('a', database)).toBeDefined();
  });

  it('lists the kept reports with the one opened most recently first, and forgets them all', async () => {
    for (const key of ['first', 'second', 'third']) {
      await rememberResult(key, exampleAnalysisResult(), database);
      await new Promise((resolve) => setTimeout(resolve, 2)); // distinct storedAt
    }
    await rememberResult('first', exampleAnalysisResult(), database); // opened again
    expect((await listRememberedResults(database)).map((stored) => stored.key)).toEqual(['first', 'third', 'second']);
    await forgetAllResults(database);
    expect(await listRememberedResults(database)).toEqual([]);
  });

  it('answers undefined instead of throwing when the database is closed', async () => {
    database.close();
    expect(await recallResult('a', database)).toBeUndefined();
    await expect(rememberResult('a', exampleAnalysisResult(), database)).resolves.toBeUndefined();
  });
});

describe('saved metrics', () => {
  it('stores, replaces and clears the one set of saved metrics', async () => {
    expect(await readSavedMetrics(database)).toBeUndefined();
    await writeSavedMetrics({ signupsPerMonth: 800, activationRate: 30, revenuePerUser: 90 }, database);
    await writeSavedMetrics({ signupsPerMonth: 900, activationRate: 31, revenuePerUser: 95 }, database);
    expect(await readSavedMetrics(database)).toEqual({ signupsPerMonth: 900, activationRate: 31, revenuePerUser: 95 });
    await clearSavedMetrics(database);
    expect(await readSavedMetrics(database)).toBeUndefined();
  });
});

describe('outbox', () => {
  it('numbers queued analyses in the order they were asked for', async () => {
    const first = await database.outbox.add({ request: { url: 'https://a.io' }, createdAt: 1 });
    const second = await database.outbox.add({ request: { url: 'https://b.io' }, createdAt: 2 });
    expect(second).toBeGreaterThan(first!);
    const queued = await database.outbox.orderBy('createdAt').toArray();
    expect(queued.map((entry) => entry.request.url)).toEqual(['https://a.io', 'https://b.io']);
  });
});
