import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChangingSite, startChangingSite } from '../../../test-support/fixture-sites/changing-site.ts';
import { analyzeResponseSchema } from '../../../engine/contract/analysis.ts';
import { analysisChangesSchema } from '../../../engine/contract/changes.ts';
import { pollUntilSettled } from '../../../test-support/poll.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { lacks } from '../../../test-support/prerequisites/needs.ts';

let server: TestServer;
let site: ChangingSite;

beforeAll(async () => {
  site = await startChangingSite();
  server = await startTestServer({ ANALYSIS_CONCURRENCY: '1', ADMIN_PASSWORD: 'changes-test-password' });
});

afterAll(async () => {
  await server?.close();
  await site?.close();
});

async function analyse(url: string): Promise<string> {
  const response = await fetch(`${server.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) });
  const { analysisId } = analyzeResponseSchema.parse(await response.json());
  expect((await pollUntilSettled(server.url, analysisId)).at(-1)?.status).toBe('completed');
  return analysisId;
}

async function changesOf(analysisId: string) {
  const response = await fetch(`${server.url}/api/analysis/${analysisId}/changes`);
  expect(response.status).toBe(200);
  return analysisChangesSchema.parse(await response.json());
}

describe('GET /api/analysis/{id}/changes', () => {
  it.skipIf(lacks('chromium'))('compares the second analysis of a site whose pages changed with the first', async () => {
    const home = site.url;
    const first = await analyse(`${home}/`);
    expect(await changesOf(first)).toEqual({
      previous: null,
      scoreDelta: 0,
      levelChanged: false,
      gained: [],
      lost: [],
      strategiesAdded: [],
      strategiesResolved: [],
      frictionAdded: [],
      frictionRemoved: [],
    });

    await site.change();
    // Typed differently (www-less host, no trailing slash): still the same site.
    const second = await analyse(home);
    const changes = await changesOf(second);

    const [firstReport, secondReport] = await Promise.all(
      [first, second].map(
        async (id) =>
          (await (await fetch(`${server.url}/api/analysis/${id}/results`)).json()) as { maturity: { score: number; level: string }; analyzedAt: string },
      ),
    );
    expect(changes.previous).toEqual({
      analysisId: first,
      analyzedAt: firstReport!.analyzedAt,
      score: firstReport!.maturity.score,
      level: firstReport!.maturity.level,
    });
    expect(changes.scoreDelta).toBe(secondReport!.maturity.score - firstReport!.maturity.score);
    expect(changes.scoreDelta).toBeGreaterThan(0);

    const gained = changes.gained.map((signal) => signal.id);
    expect(gained).toContain('free-trial');
    expect(
      changes.gained
        .find((signal) => signal.id === 'free-trial')
        ?.evidence.map((quote) => quote.text)
        .join(' '),
    ).toMatch(/14-day free trial/i);
    // Its "Contact us" was the only way in (a sales contact, so demo-only); beside a trial it is a contact link.
    expect(changes.lost.map((signal) => signal.id)).toEqual(['demo-request', 'demo-only', 'live-chat']);
    const chat = changes.lost.find((signal) => signal.id === 'live-chat');
    expect(chat?.title).toBe('Live chat');
    expect(chat?.evidence.map((quote) => quote.text).join(' ')).toContain('intercom');

    // The PDF of the second report carries the same story, before the tabs.
    const pdf = await fetch(`${server.url}/api/analysis/${second}/report.pdf`);
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toMatch(/What changed since [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(flat).toContain('No longer found: Live chat');
    expect(flat).toMatch(/Now on the site: Free trial/);
    expect(flat.indexOf('What changed since')).toBeLessThan(flat.indexOf('Revenue Impact'));
  });

  it('answers 404 with a message for an unknown analysis', async () => {
    const response = await fetch(`${server.url}/api/analysis/00000000-0000-4000-8000-000000000000/changes`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Analysis not found' });
    expect((await fetch(`${server.url}/api/analysis/not-an-id/changes`)).status).toBe(404);
  });
});
