import { useEffect, useSyncExternalStore } from 'react';
import { isLocalDatabaseInUse, localDatabaseExists, onLocalDatabaseInUse } from './local-database.ts';

/** False until the database is known to exist (or is created by this page); never true in the pre-render. */
export function useLocalDatabaseInUse(): boolean {
  const value = useSyncExternalStore(onLocalDatabaseInUse, isLocalDatabaseInUse, () => false);
  useEffect(() => {
    void localDatabaseExists();
  }, []);
  return value;
}
