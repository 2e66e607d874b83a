import type { ZodType } from 'zod';

/*
 * The pages' small stores in the browser, one way: JSON checked with its zod schema on the way in
 * and out, and a blocked or full storage (some private-browsing modes) treated as an empty one.
 */

/** A storage; a parameter of each store's functions so tests can pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function getLocalStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function getSessionStorage(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when it could not be stored. */
export function writeJson<T>(
  storage: KeyValueStorage | null,
  key: string,
  schema: ZodType<T>,
  value: T,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(schema.parse(value)));
    return true;
  } catch {
    return false;
  }
}

/** The value under `key`, or null when there is none or it is not in the expected shape. */
export function readJson<T>(storage: KeyValueStorage | null, key: string, schema: ZodType<T>): T | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function removeKey(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
