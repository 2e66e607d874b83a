import { describe, expect, it } from 'vitest';
import { NEWER_BACKUP_MESSAGE, NOT_A_BACKUP_MESSAGE, readBackup, readBackupText } from './backup-schemas';

const backup = {
  format: 'driving-school-backup',
  version: 2,
  schemaVersion: 13,
  exportedAt: '2027-01-01T09:00:00.000Z',
  school: 'Test School',
  notIncluded: {},
  tables: { users: [{ id: 1, fullName: 'Aisha Khan' }] },
};

describe('readBackup', () => {
  it('reads a backup of this version, and of version 1 (no schemaVersion)', () => {
    expect(readBackup(backup, 13)).toEqual({ ok: true, backup });
    const { schemaVersion: _schemaVersion, ...older } = backup;
    expect(readBackup({ ...older, version: 1 }, 13)).toMatchObject({ ok: true });
  });

  it('calls a newer backup version or schema newer, even when it would not parse', () => {
    expect(readBackup({ ...backup, version: 3, tables: 'changed' })).toEqual({
      ok: false,
      message: NEWER_BACKUP_MESSAGE,
    });
    expect(readBackup({ ...backup, schemaVersion: 14 }, 13)).toEqual({
      ok: false,
      message: NEWER_BACKUP_MESSAGE,
    });
    // The browser does not know the server's schema: the server decides that one.
    expect(readBackup({ ...backup, schemaVersion: 14 })).toMatchObject({ ok: true });
  });

  it('refuses what is not a backup, and names what is damaged', () => {
    expect(readBackup([1, 2])).toEqual({ ok: false, message: NOT_A_BACKUP_MESSAGE });
    expect(readBackup({ ...backup, format: 'other' })).toEqual({ ok: false, message: NOT_A_BACKUP_MESSAGE });
    const damaged = readBackup({ ...backup, tables: { users: [1] } });
    expect(damaged.ok).toBe(false);
    if (!damaged.ok)
      expect(damaged.message).toMatch(
        /^This backup file is damaged \(tables\.users\.0: .+\)\. Nothing was changed\.$/,
      );
    expect(readBackupText('{"format": "driving-sch')).toEqual({
      ok: false,
      message: 'This backup file is damaged (it is not complete JSON). Nothing was changed.',
    });
  });
});
