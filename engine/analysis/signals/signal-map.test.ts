import { describe, expect, it } from 'vitest';
import { SIGNAL_IDS, type SignalId } from '../../contract/signals.ts';
import { STRATEGY_CATALOGUE } from '../scoring/strategy-catalogue.ts';
import { SIGNAL_WEIGHTS } from '../weights.ts';
import readme from './README.md?raw';

/** The newcomer's map (README.md beside this file) must stay true as signals come and go. */
const detectorFiles = new Set(Object.keys(import.meta.glob('./*.ts')));
const perSignalRows = readme
  .split('## Per signal')[1]!
  .split('\n')
  .filter((line) => /^\| [a-z-]+ +\|/.test(line) && !line.startsWith('| id |'))
  .map((line) => line.split('|').map((cell) => cell.trim()));

describe('the map of where each signal lives', () => {
  it('has one row per signal id, in no other order than the ids list', () => {
    expect(perSignalRows.map((cells) => cells[1])).toEqual([...SIGNAL_IDS]);
  });

  it.each(SIGNAL_IDS)('%s: the detector file it names exists', (id) => {
    expect(detectorFiles.has(`./${id}.ts`)).toBe(true);
  });

  it.each(perSignalRows.map((cells) => [cells[1]!, cells[3]!.split(' ')[0]!]))('%s: brings in the strategy it names (%s)', (signal, strategyId) => {
    const strategy = STRATEGY_CATALOGUE.find((entry) => entry.id === strategyId);
    // free-trial and freemium trigger free-start through their shared group in the weights table.
    const group = (SIGNAL_WEIGHTS[signal as SignalId] as { group?: string }).group;
    expect(strategy?.triggers).toContain(group ?? signal);
  });
});
