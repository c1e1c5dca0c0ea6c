import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuntimeConfig } from '../../../engine/contract/runtime-config.ts';

/** Booking link and third-party script addresses, served by the server at run time. */
export const runtimeConfigQuery = queryOptions<RuntimeConfig>({ queryKey: ['/api/config'] });

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQuery);
}
