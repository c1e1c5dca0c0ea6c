import { describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from '../../../../engine/contract/examples.ts';
import { COMPARE_ENGINE_TEXTS, onOneEngine } from '../../../src/features/compare/use-compared-reports.ts';

const made = exampleAnalysisResult({ engineVersion: '1.1.0', analysisId: '00000000-0000-4000-8000-000000000001' });
const outcome = { kind: 'report' as const, result: { ...made, companyName: 'Acme' }, offline: false };

describe('a compared report of another engine (issue #30)', () => {
  it("is shown as the current engine scored its stored pages, keeping the column's company name", () => {
    const rescored = { ...made, engineVersion: '1.2.0', analysisId: '00000000-0000-4000-8000-000000000009', rescoredFrom: made.analysisId };
    const column = onOneEngine(outcome, { engineVersion: '1.2.0', result: rescored });
    expect(column.outcome).toMatchObject({ kind: 'report', result: { engineVersion: '1.2.0', rescoredFrom: made.analysisId, companyName: 'Acme' } });
    expect(column.engineNote).toBe(COMPARE_ENGINE_TEXTS.rescored('1.1.0', '1.2.0'));
  });

  it('stays as it was made when its pages are gone, and says which differences the engine may explain', () => {
    const column = onOneEngine(outcome, { engineVersion: '1.2.0', result: null, moved: { signals: ['live-chat'], scores: true } });
    expect(column.outcome).toBe(outcome);
    expect(column.engineNote).toBe(COMPARE_ENGINE_TEXTS.pagesGone('1.1.0', '1.2.0', 'differences in Live chat and in the score'));
  });

  it('is left alone when the current engine made it, and only named by version while the server has not answered', () => {
    expect(onOneEngine(outcome, { engineVersion: '1.1.0', result: made })).toEqual({ outcome });
    expect(onOneEngine(outcome, undefined).engineNote).toBe(COMPARE_ENGINE_TEXTS.madeBy('1.1.0'));
  });
});
