import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { installOfflineRefusal } from '../lib/offline-refusal';
import { readOfflineSnapshot, saveOfflineSnapshot } from '../lib/offline-snapshot-storage';
import { useOnlineStatus } from '../lib/online-status';

// The pages that keep offline copies (the learner's home, Today) also refuse changes made offline.
installOfflineRefusal();

/** How often a page showing its copy asks for the live data again. */
const RETRY_MS = 30_000;

export interface OfflineSnapshotOptions<T> {
  queryKey: QueryKey;
  /** Whose snapshot (offline-snapshot-storage.ts); null while it is not known yet (the token's hash). */
  storageKey: string | null;
  schema: ZodType<T>;
  /** The query's current data and when it was fetched. */
  data: T | undefined;
  dataUpdatedAt: number;
  /** The query's error: a failed fetch (no answer at all) counts as offline. */
  error: unknown;
}

export interface OfflineSnapshotState {
  /** Offline with data on screen: when that data was fetched (for the banner); null otherwise. */
  offlineSeenAt: number | null;
  /** Offline, and this browser kept no copy to show. */
  offlineWithoutCopy: boolean;
}

/**
 * Whether a request got no answer at all: `fetch` rejects with a TypeError when the network or the
 * server cannot be reached (a phone that says it is online without a working connection).
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
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
  error,
}: OfflineSnapshotOptions<T>): OfflineSnapshotState {
  const online = useOnlineStatus() && !isNetworkFailure(error);
  const queryClient = useQueryClient();
  const [foundNoCopy, setFoundNoCopy] = useState(false);
  // The fetch time of the copy put back: while it is what is shown, the page is offline for the
  // visitor, whatever the browser says (a failed fetch is cleared by putting the copy back).
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const showingCopy = restoredAt !== null && data !== undefined && dataUpdatedAt === restoredAt;

  useEffect(() => {
    if (storageKey === null || !online || showingCopy || data === undefined || dataUpdatedAt <= 0) return;
    saveOfflineSnapshot(storageKey, schema, { savedAt: dataUpdatedAt, data });
  }, [online, showingCopy, storageKey, schema, data, dataUpdatedAt]);

  useEffect(() => {
    if (storageKey === null || online) return;
    if (queryClient.getQueryData(queryKey) !== undefined) return;
    const snapshot = readOfflineSnapshot(storageKey, schema);
    if (snapshot) {
      queryClient.setQueryData(queryKey, snapshot.data, { updatedAt: snapshot.savedAt });
      setRestoredAt(snapshot.savedAt);
    }
    setFoundNoCopy(snapshot === null);
  }, [online, storageKey, schema, queryClient, queryKey]);

  useEffect(() => {
    if (!showingCopy) return;
    // Showing the copy: ask again now and then, so the live data replaces it once the network is back.
    const timer = setInterval(() => void queryClient.refetchQueries({ queryKey, exact: true }), RETRY_MS);
    return () => clearInterval(timer);
  }, [showingCopy, queryClient, queryKey]);

  return {
    offlineSeenAt: (!online || showingCopy) && data !== undefined && dataUpdatedAt > 0 ? dataUpdatedAt : null,
    offlineWithoutCopy: !online && data === undefined && foundNoCopy,
  };
}
