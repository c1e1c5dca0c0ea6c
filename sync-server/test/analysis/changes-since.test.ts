import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import type { AnalysisRepository } from '../../src/store/repositories.ts';
import { type EmbeddedStore, openStore } from '../../src/store/store.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import type { AnalysisService } from '../../src/analysis/analysis-service.ts';
import { changesSince } from '../../src/analysis/changes-since.ts';
import { inProcessRescorer } from '../support/in-process-rescorer.ts';

const OLDEST = '00000000-0000-4000-8000-000000000001';
const DAMAGED = '00000000-0000-4000-8000-000000000002';
const CURRENT = '00000000-0000-4000-8000-000000000003';

let store: EmbeddedStore;
let remove: () => Promise<void>;
let repo: AnalysisRepository;
/** The service's only part changesSince reads: the stored result of a completed analysis. */
let analyses: AnalysisService;

beforeEach(async () => {
  const temp = await makeTempDir();
  remove = temp.remove;
  store = await openStore(temp.dir);
  repo = store.analyses;
  analyses = { getResult: (id: string) => store.results.read(id) } as unknown as AnalysisService;
});
afterEach(async () => {
  await store.close();
  await remove();
});

async function completed(id: string, at: string, score: number) {
  await repo.create(id, { url: 'https://www.acme.io/' }, at);
  await store.results.write(
    id,
    exampleAnalysisResult({ analysisId: id, analyzedAt: at, maturity: { score, level: 'Guided', workingPoints: [], improvementAreas: [] } }),
  );
  await repo.complete(id, at);
  return (await repo.get(id))!;
}

describe('changesSince', () => {
  it('passes over an earlier report whose file is damaged to the one before it', async () => {
    await completed(OLDEST, '2026-11-01T10:00:00.000Z', 40);
    await completed(DAMAGED, '2026-11-10T10:00:00.000Z', 45);
    await writeFile(path.join(store.dataDir, 'analyses', `${DAMAGED}.json`), '{"cut short');
    const current = await completed(CURRENT, '2026-11-20T10:00:00.000Z', 52);

    const changes = await changesSince({ analyses, store, rescorer: inProcessRescorer(store) }, current);
    expect(changes?.previous).toMatchObject({ analysisId: OLDEST, score: 40 });
    expect(changes?.scoreDelta).toBe(12);
  });

  it('is undefined while the analysis has no report', async () => {
    await repo.create(CURRENT, { url: 'https://acme.io/' }, '2026-11-20T10:00:00.000Z');
    expect(await changesSince({ analyses, store, rescorer: inProcessRescorer(store) }, (await repo.get(CURRENT))!)).toBeUndefined();
  });
});
