import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import { ApiError } from '../../src/lib/api-client.ts';
import { AppDb } from '../../src/lib/db.ts';
import { dropQueuedAnalysis, listQueuedAnalyses, queueAnalysis, sendQueuedAnalyses } from '../../src/lib/outbox.ts';

let database: AppDb;
let n = 0;

beforeEach(async () => {
  n += 1;
  database = new AppDb(`outbox-test-${n}`);
  await database.open();
});
afterEach(async () => {
  await database.delete();
});

const urls = async () => (await listQueuedAnalyses(database)).map((entry) => entry.request.url);
const acceptAll = vi.fn(async (request: AnalyzeRequest) => ({ analysisId: `id-for-${request.url}` }));

async function queue(...addresses: string[]) {
  for (const url of addresses) {
    await queueAnalysis({ url, forceDemoOnly: false }, database);
    await new Promise((resolve) => setTimeout(resolve, 2)); // distinct createdAt
  }
}

describe('outbox', () => {
  it('sends queued analyses oldest first and empties the outbox', async () => {
    await queue('https://a.io/', 'https://b.io/');
    const send = vi.fn(acceptAll);
    const flush = await sendQueuedAnalyses(send, database);
    expect(send.mock.calls.map(([request]) => request.url)).toEqual(['https://a.io/', 'https://b.io/']);
    expect(flush.sent.map((sent) => sent.analysisId)).toEqual(['id-for-https://a.io/', 'id-for-https://b.io/']);
    expect(flush.remaining).toBe(0);
    expect(await urls()).toEqual([]);
  });

  it('sends the request body exactly as the form built it', async () => {
    const request: AnalyzeRequest = {
      url: 'https://a.io/',
      pricingUrl: 'https://a.io/pricing',
      signupsPerMonth: 800,
      forceDemoOnly: true,
      forceMaturityLevel: 'Guided',
    };
    await queueAnalysis(request, database);
    const send = vi.fn(acceptAll);
    await sendQueuedAnalyses(send, database);
    expect(send).toHaveBeenCalledWith(request);
  });

  it('keeps the rest when the network fails again part-way', async () => {
    await queue('https://a.io/', 'https://b.io/', 'https://c.io/');
    const send = vi.fn(async (request: AnalyzeRequest) => {
      if (request.url === 'https://b.io/') throw new TypeError('Failed to fetch');
      return { analysisId: 'a-id' };
    });
    const flush = await sendQueuedAnalyses(send, database);
    expect(flush.sent).toHaveLength(1);
    expect(flush.remaining).toBe(2);
    expect(send).toHaveBeenCalledTimes(2); // c.io waits for the next round
    expect(await urls()).toEqual(['https://b.io/', 'https://c.io/']);
  });

  it('keeps an analysis the server could not take just now (5xx, 429)', async () => {
    await queue('https://a.io/');
    await sendQueuedAnalyses(async () => Promise.reject(new ApiError(503, '', 'Service Unavailable')), database);
    await sendQueuedAnalyses(async () => Promise.reject(new ApiError(429, '', 'Too Many Requests')), database);
    expect(await urls()).toEqual(['https://a.io/']);
  });

  it('drops and reports an analysis the server refused, and carries on with the next', async () => {
    await queue('https://bad.example/', 'https://b.io/');
    const refusal = new ApiError(400, '{"message":"Invalid URL"}', 'Bad Request');
    const send = vi.fn(async (request: AnalyzeRequest) => {
      if (request.url === 'https://bad.example/') throw refusal;
      return { analysisId: 'b-id' };
    });
    const flush = await sendQueuedAnalyses(send, database);
    expect(flush.refused.map(({ entry, error }) => [entry.request.url, error])).toEqual([['https://bad.example/', refusal]]);
    expect(flush.sent.map(({ analysisId }) => analysisId)).toEqual(['b-id']);
    expect(await urls()).toEqual([]);
  });

  it('never sends the same analysis twice when two rounds start together', async () => {
    await queue('https://a.io/', 'https://b.io/');
    const send = vi.fn(async (request: AnalyzeRequest) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { analysisId: `id-for-${request.url}` };
    });
    const [first, second] = await Promise.all([sendQueuedAnalyses(send, database), sendQueuedAnalyses(send, database)]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(first.sent.length + second.sent.length).toBe(2);
  });

  it('removes one queued analysis on request', async () => {
    await queue('https://a.io/', 'https://b.io/');
    const [first] = await listQueuedAnalyses(database);
    await dropQueuedAnalysis(first!.id!, database);
    expect(await urls()).toEqual(['https://b.io/']);
  });
});
