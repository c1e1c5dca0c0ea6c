import { exampleAnalysisResult } from '../../engine/contract/examples.ts';
import { SIGNAL_IDS } from '../../engine/contract/signals.ts';

/**
 * Two reports of one site three weeks apart, to seed the store with a history: the
 * earlier one had a chat widget and no self-serve signup; the later one (the example
 * result) has the signup and lost the chat.
 */
export const EARLIER_ID = '0a1b2c3d-1111-4aaa-8bbb-000000000001';
export const LATER_ID = '0a1b2c3d-2222-4aaa-8bbb-000000000002';

export const earlierReport = exampleAnalysisResult({
  analysisId: EARLIER_ID,
  maturity: {
    score: 35,
    level: 'Basic',
    workingPoints: ['Live chat: widget.intercom.io on https://www.acme.io/'],
    improvementAreas: ['No self-serve signup was found'],
  },
  signals: SIGNAL_IDS.map((id) => ({
    id,
    present: id === 'live-chat',
    checked: true,
    evidence: id === 'live-chat' ? [{ page: 'https://www.acme.io/', text: 'widget.intercom.io' }] : [],
  })),
  analyzedAt: '2026-11-01T10:00:00.000Z',
});

export const laterReport = exampleAnalysisResult({ analysisId: LATER_ID, analyzedAt: '2026-11-22T10:00:00.000Z' });
