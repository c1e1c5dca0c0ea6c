import { afterAll, describe, expect, it } from 'vitest';
import {
  describeCase,
  detectCase,
  MIN_CASES,
  REQUIRED_LANGUAGES,
  SUITE_LANGUAGES,
  type ParaphraseSuite,
} from '../../../test-support/engine/paraphrase-suite.ts';
import { SIGNAL_DETECTORS } from './registry.ts';

/**
 * Every signal against its paraphrase suite (test-support/engine/paraphrases/<id>.ts):
 * sentences and snippets written for the test in each language, positive and hard
 * negative. A detector that passes its corpus sites but not its suite is not done.
 */
const modules = import.meta.glob<{ default: ParaphraseSuite }>('../../../test-support/engine/paraphrases/*.ts', { eager: true });
const suites = Object.values(modules)
  .map((module) => module.default)
  .sort((a, b) => a.signal.localeCompare(b.signal));

const counts: string[] = [];
afterAll(() => {
  // The counts per language, printed by the test (issue #32).
  process.stdout.write(`\nParaphrase suites (positive/negative per language):\n${counts.join('\n')}\n`);
});

describe('paraphrase suites', () => {
  it('are one per signal, for every signal the engine detects', () => {
    const known = SIGNAL_DETECTORS.map((detector) => detector.id).sort();
    const ids = suites.map((suite) => suite.signal);
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids).toEqual(known);
  });

  for (const suite of suites) {
    const detector = SIGNAL_DETECTORS.find((each) => each.id === suite.signal);
    describe(suite.signal, () => {
      counts.push(
        `  ${suite.signal.padEnd(22)} ${SUITE_LANGUAGES.filter((language) => suite.languages[language])
          .map((language) => `${language} ${suite.languages[language]!.positive.length}/${suite.languages[language]!.negative.length}`)
          .join('  ')}`,
      );
      it(`has at least ${MIN_CASES} positive and ${MIN_CASES} negative cases in each of ${REQUIRED_LANGUAGES.join(', ')}`, () => {
        const short = REQUIRED_LANGUAGES.filter((language) => {
          const cases = suite.languages[language];
          return !cases || cases.positive.length < MIN_CASES || cases.negative.length < MIN_CASES;
        });
        expect(short).toEqual([]);
      });
      for (const language of SUITE_LANGUAGES) {
        const cases = suite.languages[language];
        if (!cases || !detector) continue;
        it(`${language}: finds every positive case`, () => {
          const missed = cases.positive.filter((testCase) => !detectCase(detector, language, testCase).present).map(describeCase);
          expect(missed).toEqual([]);
        });
        it(`${language}: finds none of the negative cases`, () => {
          const wrong = cases.negative
            .map((testCase) => ({ testCase, detection: detectCase(detector, language, testCase) }))
            .filter(({ detection }) => detection.present)
            .map(({ testCase, detection }) => `${describeCase(testCase)}  <- ${detection.evidence[0]?.text ?? ''}`);
          expect(wrong).toEqual([]);
        });
      }
    });
  }
});
