import type { ShareResponse } from '../../../../engine/contract/share.ts';
import { apiJson } from '../../lib/api-client.ts';

/** POST /api/analysis/{id}/share: the path of the new shared report (SPEC section 7). */
export function createShare(analysisId: string, companyName: string): Promise<ShareResponse> {
  return apiJson<ShareResponse>(`/api/analysis/${encodeURIComponent(analysisId)}/share`, { body: { companyName } });
}

/** SPEC section 3: the share URL is shown prefixed with the page origin. */
export function absoluteShareLink(shareUrl: string, origin = window.location.origin): string {
  return `${origin}${shareUrl}`;
}
