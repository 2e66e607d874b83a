import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { KeyValueStorage } from './browser-storage';
import {
  forgetInstructorSnapshots,
  forgetLearnerSnapshots,
  hashToken,
  instructorSnapshotKey,
  learnerSnapshotKey,
  readOfflineSnapshot,
  saveOfflineSnapshot,
} from './offline-snapshot-storage';

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

const dataSchema = z.object({ name: z.string() });

describe('offline snapshots', () => {
  it('keeps and reads back what was seen, with when', () => {
    const storage = memoryStorage();
    const key = learnerSnapshotKey('abc123');
    expect(
      saveOfflineSnapshot(key, dataSchema, { savedAt: 1_700_000_000_000, data: { name: 'Sam' } }, storage),
    ).toBe(true);
    expect(readOfflineSnapshot(key, dataSchema, storage)).toEqual({
      savedAt: 1_700_000_000_000,
      data: { name: 'Sam' },
    });
  });

  it('ignores a snapshot in another shape (an older version of the page)', () => {
    const storage = memoryStorage();
    storage.setItem(instructorSnapshotKey('today'), JSON.stringify({ savedAt: 1, data: { other: true } }));
    expect(readOfflineSnapshot(instructorSnapshotKey('today'), dataSchema, storage)).toBeNull();
    storage.setItem(instructorSnapshotKey('today'), 'not json');
    expect(readOfflineSnapshot(instructorSnapshotKey('today'), dataSchema, storage)).toBeNull();
  });

  it('forgets the instructor snapshots on sign-out and keeps a learner one', () => {
    const storage = memoryStorage();
    const snapshot = { savedAt: 5, data: { name: 'x' } };
    saveOfflineSnapshot(instructorSnapshotKey('today'), dataSchema, snapshot, storage);
    saveOfflineSnapshot(instructorSnapshotKey('session'), dataSchema, snapshot, storage);
    saveOfflineSnapshot(learnerSnapshotKey('h'), dataSchema, snapshot, storage);
    forgetInstructorSnapshots(storage);
    expect([...storage.values.keys()]).toEqual([learnerSnapshotKey('h')]);
  });

  it('keys a learner by a hash of their token, never the token', async () => {
    const hash = await hashToken('secret-token');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('secret');
    expect(await hashToken('secret-token')).toBe(hash);
  });

  it('forgets every learner copy on Switch Account and keeps the rest', () => {
    const values = new Map<string, string>([
      [learnerSnapshotKey('a'), '{}'],
      [learnerSnapshotKey('b'), '{}'],
      ['app_last_home', '"learner"'],
    ]);
    forgetLearnerSnapshots({
      get length() {
        return values.size;
      },
      key: (index) => [...values.keys()][index] ?? null,
      removeItem: (key) => {
        values.delete(key);
      },
    });
    expect([...values.keys()]).toEqual(['app_last_home']);
  });
});
