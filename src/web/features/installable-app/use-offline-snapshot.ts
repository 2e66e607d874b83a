import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { useOnlineStatus } from '../../lib/online-status';
import { readOfflineSnapshot, saveOfflineSnapshot } from './offline-snapshot-storage';

export interface OfflineSnapshotOptions<T> {
  queryKey: QueryKey;
  /** Whose snapshot (offline-snapshot-storage.ts); null while it is not known yet (the token's hash). */
  storageKey: string | null;
  schema: ZodType<T>;
  /** The query's current data and when it was fetched. */
  data: T | undefined;
  dataUpdatedAt: number;
}

export interface OfflineSnapshotState {
  /** Offline with data on screen: when that data was fetched (for the banner); null otherwise. */
  offlineSeenAt: number | null;
  /** Offline, and this browser kept no copy to show. */
  offlineWithoutCopy: boolean;
}

/**
 * Keeps the last answer of a query while online, and puts it back in the query cache when the page
 * opens offline without it (issue 24). Online again, the query fetches as usual (its data is stale).
 */
export function useOfflineSnapshot<T>({
  queryKey,
  storageKey,
  schema,
  data,
  dataUpdatedAt,
}: OfflineSnapshotOptions<T>): OfflineSnapshotState {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const [foundNoCopy, setFoundNoCopy] = useState(false);

  useEffect(() => {
    if (storageKey === null || !online || data === undefined || dataUpdatedAt <= 0) return;
    saveOfflineSnapshot(storageKey, schema, { savedAt: dataUpdatedAt, data });
  }, [online, storageKey, schema, data, dataUpdatedAt]);

  useEffect(() => {
    if (storageKey === null || online) return;
    if (queryClient.getQueryData(queryKey) !== undefined) return;
    const snapshot = readOfflineSnapshot(storageKey, schema);
    if (snapshot) queryClient.setQueryData(queryKey, snapshot.data, { updatedAt: snapshot.savedAt });
    setFoundNoCopy(snapshot === null);
  }, [online, storageKey, schema, queryClient, queryKey]);

  return {
    offlineSeenAt: !online && data !== undefined && dataUpdatedAt > 0 ? dataUpdatedAt : null,
    offlineWithoutCopy: !online && data === undefined && foundNoCopy,
  };
}
