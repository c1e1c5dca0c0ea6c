import { liveQuery } from 'dexie';
import { type DependencyList, useEffect, useState } from 'react';

export type LiveQueryState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'unavailable' };

/**
 * A Dexie query that re-runs whenever the tables it read change, in this tab or
 * another one. IndexedDB may be unavailable (blocked storage): the state says so
 * instead of throwing, so the screen can leave the feature out.
 */
export function useLiveQuery<T>(query: () => Promise<T>, deps: DependencyList): LiveQueryState<T> {
  const [state, setState] = useState<LiveQueryState<T>>({ status: 'loading' });
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => setState({ status: 'ready', value }),
      error: () => setState({ status: 'unavailable' }),
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the query depends on
  }, deps);
  return state;
}
