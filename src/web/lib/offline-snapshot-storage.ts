import { type ZodType, z } from 'zod';
import { getLocalStorage, type KeyValueStorage, readJson, removeKey, writeJson } from './browser-storage';

/*
 * What the installed app shows offline (issue 24): the last answer of the learner's home and of the
 * instructor's Today, kept by the page itself in this browser's storage (the service worker keeps no
 * API answer), each under a key naming whose it is: a hash of the learner's token (the token itself
 * is never a key), or the instructor. Read back through the same zod schema as the API's answer.
 */

const SNAPSHOT_PREFIX = 'offline-snapshot:';

export interface OfflineSnapshot<T> {
  /** When the data was fetched (ms since the epoch): the banner's "what you saw at". */
  savedAt: number;
  data: T;
}

function snapshotSchema<T>(dataSchema: ZodType<T>) {
  return z.object({ savedAt: z.number().int().positive(), data: dataSchema });
}

/** The learner's home, by a SHA-256 of their token (hex). */
export function learnerSnapshotKey(tokenHash: string): string {
  return `${SNAPSHOT_PREFIX}learner:${tokenHash}`;
}

/** A part of the instructor's dashboard ('today', 'session'). */
export function instructorSnapshotKey(part: string): string {
  return `${SNAPSHOT_PREFIX}instructor:${part}`;
}

export function saveOfflineSnapshot<T>(
  key: string,
  dataSchema: ZodType<T>,
  snapshot: OfflineSnapshot<T>,
  storage: KeyValueStorage | null = getLocalStorage(),
): boolean {
  return writeJson(storage, key, snapshotSchema(dataSchema), snapshot);
}

export function readOfflineSnapshot<T>(
  key: string,
  dataSchema: ZodType<T>,
  storage: KeyValueStorage | null = getLocalStorage(),
): OfflineSnapshot<T> | null {
  const snapshot = readJson(storage, key, snapshotSchema(dataSchema));
  return snapshot ? { savedAt: snapshot.savedAt, data: snapshot.data } : null;
}

/** Signing out leaves nothing of the instructor's day in this browser. */
export function forgetInstructorSnapshots(storage: KeyValueStorage | null = getLocalStorage()): void {
  for (const part of ['today', 'session']) removeKey(storage, instructorSnapshotKey(part));
}

/** "Switch Account": no copy of any learner's home stays in this browser. */
export function forgetLearnerSnapshots(
  storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | null = getStorageWithKeys(),
): void {
  if (!storage) return;
  const prefix = learnerSnapshotKey('');
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  try {
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage gone meanwhile: nothing left to remove.
  }
}

function getStorageWithKeys(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The hex SHA-256 of a learner's token (the key of their snapshot). */
export async function hashToken(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
