import type { AnalyzeRequest } from '../../../../engine/contract/analysis.ts';
import { toast } from '../../lib/notify.ts';
import { queueAnalysis } from '../../lib/outbox.ts';
import { OUTBOX_TEXTS } from './outbox-texts.ts';

/** The entry form's path while offline: the request goes into the outbox and the visitor is told so. */
export async function queueAnalysisForLater(request: AnalyzeRequest): Promise<boolean> {
  try {
    await queueAnalysis(request);
  } catch {
    toast({ title: OUTBOX_TEXTS.queuedTitle, message: OUTBOX_TEXTS.queueFailed, destructive: true });
    return false;
  }
  toast({ title: OUTBOX_TEXTS.queuedTitle, message: OUTBOX_TEXTS.queued(request.url) });
  return true;
}
