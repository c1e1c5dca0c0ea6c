import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Alert, Watch } from '../../../../../engine/contract/watches.ts';
import { adminJson } from '../../../lib/admin-api.ts';
import { isNetworkFailure, isOnline } from '../../../lib/online-status.ts';
import { ALERTS_API_PATH, WATCHES_API_PATH } from './paths.ts';
/** Alerts the screen lists, newest first. */
const ALERTS_SHOWN = 50;
/** While a run is under way (or a webhook waits for its next try) the list is read again this often, so its end shows. */
const RUN_POLL_MS = 3000;

/** The screen's data: every watch and the latest alerts, from the server, or as last loaded when offline. */
export interface WatchListData {
  watches: Watch[];
  alerts: Alert[];
  /** When this was read from the server. */
  loadedAt: number;
  /** True when it comes from this device (offline): what was last loaded. */
  fromDevice: boolean;
}

/** IndexedDB is loaded on demand: the screen's first paint never waits for Dexie. */
const localDb = () => import('../../../lib/db.ts');

async function fromDevice(): Promise<WatchListData | undefined> {
  const kept = await (await localDb()).recallWatchList();
  return kept && { watches: kept.watches, alerts: kept.alerts, loadedAt: kept.storedAt, fromDevice: true };
}

/** GET /api/watches and /api/alerts; kept on the device for the next time the admin is offline. */
export async function fetchWatchList(signal?: AbortSignal): Promise<WatchListData> {
  if (!isOnline()) {
    const kept = await fromDevice();
    if (kept) return kept;
  }
  try {
    const [watches, alerts] = await Promise.all([
      adminJson<Watch[]>(WATCHES_API_PATH, { signal }),
      adminJson<Alert[]>(`${ALERTS_API_PATH}?limit=${ALERTS_SHOWN}`, { signal }),
    ]);
    void (await localDb()).rememberWatchList(watches, alerts);
    // Loaded on demand, with the alert check it belongs to: the entry's shared chunk does not carry it.
    void import('../alert-notices.ts').then(({ announceNewAlerts }) => announceNewAlerts(alerts));
    return { watches, alerts, loadedAt: Date.now(), fromDevice: false };
  } catch (error) {
    const kept = isNetworkFailure(error) ? await fromDevice() : undefined;
    if (kept) return kept;
    throw error;
  }
}

export const watchListQuery = queryOptions({
  queryKey: [WATCHES_API_PATH],
  queryFn: ({ signal }) => fetchWatchList(signal),
  // Runs end and alerts come while the screen is closed: read again each time it opens.
  staleTime: 0,
  // Offline too: the query reads what this device kept instead of waiting for the network.
  networkMode: 'always',
  refetchInterval: (query) => {
    const data = query.state.data;
    const busy = data?.watches.some((watch) => watch.lastRun?.status === 'running') || data?.alerts.some((alert) => alert.delivery?.status === 'pending');
    return busy && !data?.fromDevice ? RUN_POLL_MS : false;
  },
});

export function useWatchList() {
  return useQuery(watchListQuery);
}

/** After a change: the list, and every watch's details, read again. */
export function reloadWatches(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [WATCHES_API_PATH] });
}
