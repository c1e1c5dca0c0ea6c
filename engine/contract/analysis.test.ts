import { describe, expect, it } from 'vitest';
import { analysisResultSchema, analysisStatusSchema, analyzeRequestSchema, analyzeResponseSchema, MAX_URL_LENGTH } from './analysis.ts';
import { exampleAnalysisResult } from './examples.ts';
import { issuePaths } from './issue-paths.ts';

function pathsOf(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false);
  return issuePaths(result.error as never).map((issue) => issue.path);
}

describe('analyze request', () => {
  it('accepts the full body the landing page sends', () => {
    const body = {
      url: 'https://acme.io',
      pricingUrl: 'https://acme.io/pricing',
      signupsPerMonth: 500,
      currentActivationRate: 24,
      averageRevenuePerUser: 125,
      forceDemoOnly: false,
      forceMaturityLevel: 'Guided',
    };
    expect(analyzeRequestSchema.parse(body)).toEqual(body);
  });

  it('accepts a body with only the url', () => {
    expect(analyzeRequestSchema.parse({ url: ' acme.io ' })).toEqual({ url: 'acme.io' });
  });

  it('refuses a missing url with the spec message', () => {
    const result = analyzeRequestSchema.safeParse({});
    expect(pathsOf(result)).toEqual(['url']);
    expect(result.error?.issues[0]?.message).toBe('Website URL is required.');
  });

  it('refuses a blank url with the spec message', () => {
    const result = analyzeRequestSchema.safeParse({ url: '   ' });
    expect(result.error?.issues[0]?.message).toBe('Website URL is required.');
  });

  it('refuses an over-long url', () => {
    const result = analyzeRequestSchema.safeParse({ url: `https://a.io/${'x'.repeat(MAX_URL_LENGTH)}` });
    expect(pathsOf(result)).toEqual(['url']);
  });

  it('refuses an unknown maturity level and a rate above 100, naming both fields', () => {
    const result = analyzeRequestSchema.safeParse({ url: 'a.io', forceMaturityLevel: 'Expert', currentActivationRate: 140 });
    expect(pathsOf(result).sort()).toEqual(['currentActivationRate', 'forceMaturityLevel']);
  });

  it('refuses numbers sent as strings', () => {
    const result = analyzeRequestSchema.safeParse({ url: 'a.io', signupsPerMonth: '500' });
    expect(pathsOf(result)).toEqual(['signupsPerMonth']);
  });
});

describe('analyze response', () => {
  it('requires a UUID analysis id', () => {
    expect(analyzeResponseSchema.safeParse({ analysisId: '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c' }).success).toBe(true);
    expect(pathsOf(analyzeResponseSchema.safeParse({ analysisId: 'acme' }))).toEqual(['analysisId']);
  });
});

describe('analysis status', () => {
  it('accepts a running status with steps', () => {
    const status = {
      status: 'running',
      progress: 40,
      steps: [
        { name: 'Scanning website content', status: 'completed' },
        { name: 'Finding pricing and signup pages', status: 'in-progress' },
        { name: 'Detecting onboarding signals', status: 'pending' },
      ],
    };
    expect(analysisStatusSchema.parse(status)).toEqual(status);
  });

  it('refuses progress outside 0-100 and an unknown step status', () => {
    const result = analysisStatusSchema.safeParse({
      status: 'running',
      progress: 101,
      steps: [{ name: 'Scanning website content', status: 'done' }],
    });
    expect(pathsOf(result).sort()).toEqual(['progress', 'steps.0.status']);
  });
});

describe('analysis result', () => {
  it('accepts the example result', () => {
    expect(analysisResultSchema.parse(exampleAnalysisResult())).toEqual(exampleAnalysisResult());
  });

  it('accepts scores given as strings containing digits (SPEC section 3)', () => {
    const result = exampleAnalysisResult();
    result.maturity.score = '52';
    result.friction.emotional.score = '31.5';
    expect(analysisResultSchema.safeParse(result).success).toBe(true);
  });

  it('refuses a score string without digits, pointing at it', () => {
    const result = exampleAnalysisResult();
    result.friction.functional.score = 'high';
    expect(pathsOf(analysisResultSchema.safeParse(result))).toContain('friction.functional.score');
  });

  it('refuses an unknown signal id and a level outside the model', () => {
    const result = exampleAnalysisResult();
    (result.signals[0] as { id: string }).id = 'has-rocket';
    (result.maturity as { level: string }).level = 'Expert';
    expect(pathsOf(analysisResultSchema.safeParse(result)).sort()).toEqual(['maturity.level', 'signals.0.id']);
  });

  it('refuses a result without the DESIGN additions', () => {
    const { engineVersion: _v, analyzedAt: _a, ...rest } = exampleAnalysisResult();
    expect(pathsOf(analysisResultSchema.safeParse(rest)).sort()).toEqual(['analyzedAt', 'engineVersion']);
  });

  it('refuses evidence without the page it came from', () => {
    const result = exampleAnalysisResult();
    result.signals[0]!.evidence = [{ text: 'Start free trial' } as never];
    expect(pathsOf(analysisResultSchema.safeParse(result))).toEqual(['signals.0.evidence.0.page']);
  });
});

describe('results stored before coverage existed', () => {
  it('still read, as statically read results whose every signal was checked', () => {
    const { coverage: _coverage, ...current } = exampleAnalysisResult();
    const stored = { ...current, signals: current.signals.map(({ checked: _checked, ...signal }) => signal) };
    const parsed = analysisResultSchema.parse(JSON.parse(JSON.stringify(stored)));
    expect(parsed.coverage).toEqual({ rendered: false, javascriptOnlyPages: [], unreadablePages: [], checkedWeightPercent: 100 });
    expect(parsed.signals.every((signal) => signal.checked)).toBe(true);
  });
});
