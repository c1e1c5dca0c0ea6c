import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../../engine/contract/common.ts';
import { adminJson } from '../../../lib/admin-api.ts';
import { scheduleVanityListReload, VANITY_API_PATH } from './vanity-urls.ts';

/** DELETE /api/vanity/{vanityPath}. */
export function deleteVanityUrl(vanityPath: string): Promise<MessageResponse> {
  return adminJson<MessageResponse>(`${VANITY_API_PATH}/${encodeURIComponent(vanityPath)}`, { method: 'DELETE' });
}

export function useDeleteVanityUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVanityUrl,
    onSuccess: () => scheduleVanityListReload(queryClient),
  });
}
