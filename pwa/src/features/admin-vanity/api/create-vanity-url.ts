import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VanityCreateRequest, VanityCreateResponse } from '../../../../../engine/contract/vanity.ts';
import { adminJson } from '../../../lib/admin-api.ts';
import { scheduleVanityListReload, VANITY_API_PATH } from './vanity-urls.ts';

/** POST /api/vanity. */
export function createVanityUrl(body: VanityCreateRequest): Promise<VanityCreateResponse> {
  return adminJson<VanityCreateResponse>(VANITY_API_PATH, { method: 'POST', body });
}

export function useCreateVanityUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVanityUrl,
    onSuccess: () => scheduleVanityListReload(queryClient),
  });
}
