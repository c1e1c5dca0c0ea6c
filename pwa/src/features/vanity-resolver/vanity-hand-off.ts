import { vanityHandoffSegment } from '../../../../engine/contract/results-address.ts';
import type { VanityResolveResponse } from '../../../../engine/contract/vanity.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/** SPEC section 2: the results page id a vanity link redirects to. */
export const sharedResultsId = vanityHandoffSegment;

/**
 * Leaves the resolved result in local storage (key analysisResult) for the results
 * page, which uses it once and removes it (SPEC section 2).
 */
export function handOffVanityResult(result: VanityResolveResponse, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.analysisResult, JSON.stringify(result));
}
