import { describe, expect, it } from 'vitest';
import {
  BackupFileScanner,
  BackupSyntaxError,
  MAX_BACKUP_VALUE_BYTES,
  readBackupFile,
  scanBackupChunks,
} from './backup-file-reader';
import { NEWER_BACKUP_MESSAGE, NOT_A_BACKUP_MESSAGE } from './backup-schemas';

const backup = {
  format: 'driving-school-backup',
  version: 2,
  schemaVersion: 13,
  exportedAt: '2027-01-01T09:00:00.000Z',
  school: 'Test School',
  notIncluded: {},
  tables: { users: [{ id: 1, fullName: 'Aisha Khan' }] },
};
const { tables: _tables, ...envelope } = backup;

const encoder = new TextEncoder();

/** The text's bytes in chunks of `size` (1: every boundary a chunk can fall on). */
async function* chunksOf(text: string, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  const bytes = encoder.encode(text);
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

const read = (value: unknown, currentSchemaVersion?: number) =>
  readBackupFile(chunksOf(typeof value === 'string' ? value : JSON.stringify(value)), {
    currentSchemaVersion,
  });

describe('readBackupFile', () => {
  it('reads a backup of this version, and of version 1 (no schemaVersion)', async () => {
    expect(await read(backup, 13)).toMatchObject({ ok: true, backup: envelope });
    const { schemaVersion: _schemaVersion, ...older } = backup;
    expect(await read({ ...older, version: 1 }, 13)).toMatchObject({ ok: true });
  });

  it('calls a newer backup version or schema newer, even when it would not parse', async () => {
    expect(await read({ ...backup, version: 3, tables: 'changed' })).toEqual({
      ok: false,
      message: NEWER_BACKUP_MESSAGE,
    });
    expect(await read({ ...backup, schemaVersion: 14 }, 13)).toEqual({
      ok: false,
      message: NEWER_BACKUP_MESSAGE,
    });
    // The browser does not know the server's schema: the server decides that one.
    expect(await read({ ...backup, schemaVersion: 14 })).toMatchObject({ ok: true });
    // Its tables come first in this file: still newer, not damaged by a table this app lacks.
    const tablesFirst = `{"tables":{"new_table":[{"a":1}]},${JSON.stringify({ ...envelope, version: 3 }).slice(1)}`;
    const unknownTable = () => 'unknown table new_table';
    expect(await readBackupFile(chunksOf(tablesFirst), { checkTable: unknownTable })).toEqual({
      ok: false,
      message: NEWER_BACKUP_MESSAGE,
    });
  });

  it('refuses what is not a backup, and names what is damaged', async () => {
    expect(await read([1, 2])).toEqual({ ok: false, message: NOT_A_BACKUP_MESSAGE });
    expect(await read('"just text"')).toEqual({ ok: false, message: NOT_A_BACKUP_MESSAGE });
    expect(await read({ ...backup, format: 'other' })).toEqual({ ok: false, message: NOT_A_BACKUP_MESSAGE });
    expect(await read({ hello: 'world' })).toEqual({ ok: false, message: NOT_A_BACKUP_MESSAGE });
    const damaged = await read({ ...backup, tables: { users: [1] } });
    expect(damaged.ok).toBe(false);
    if (!damaged.ok)
      expect(damaged.message).toMatch(
        /^This backup file is damaged \(tables\.users\.0: .+\)\. Nothing was changed\.$/,
      );
    expect(await read({ ...backup, tables: { users: 'many' } })).toMatchObject({
      message: expect.stringMatching(/^This backup file is damaged \(tables\.users: .+\)/),
    });
    expect(await read({ ...backup, tables: [] })).toMatchObject({
      message: expect.stringMatching(/^This backup file is damaged \(tables: .+\)/),
    });
    expect(await read(envelope)).toMatchObject({
      message: expect.stringMatching(/^This backup file is damaged \(tables: .+\)/),
    });
    expect(await read({ ...backup, exportedAt: 'yesterday' })).toMatchObject({
      message: expect.stringMatching(/^This backup file is damaged \(exportedAt: .+\)/),
    });
    for (const text of [
      '{"format": "driving-sch',
      '',
      '   ',
      '{"format":"driving-school-backup",}',
      '{} {}',
    ]) {
      expect(await read(text), text).toEqual({
        ok: false,
        message: 'This backup file is damaged (it is not complete JSON). Nothing was changed.',
      });
    }
    const twice = `{"format":"driving-school-backup","tables":{"users":[],"users":[]}}`;
    expect(await read(twice)).toMatchObject({
      message: 'This backup file is damaged (it holds tables.users twice). Nothing was changed.',
    });
  });

  it("reports the app's own problems (a table or row it refuses) after the file's shape", async () => {
    const rules = {
      checkTable: (name: string) => (name === 'users' ? null : `unknown table ${name}`),
      checkRow: (_table: string, row: Record<string, unknown>, index: number) =>
        'nickname' in row ? `users row ${index + 1} has an unknown column nickname` : null,
    };
    const withColumn = { ...backup, tables: { users: [{ id: 1 }, { id: 2, nickname: 'A' }] } };
    expect(await readBackupFile(chunksOf(JSON.stringify(withColumn)), rules)).toMatchObject({
      message:
        'This backup file is damaged (users row 2 has an unknown column nickname). Nothing was changed.',
    });
    const withTable = { ...backup, tables: { lessons: [{ id: 1 }], users: [7] } };
    expect(await readBackupFile(chunksOf(JSON.stringify(withTable)), rules)).toMatchObject({
      message: expect.stringMatching(/^This backup file is damaged \(tables\.users\.0: /),
    });
  });

  it('gives each table its rows and where they are in the file, whatever the chunks', async () => {
    const text = JSON.stringify(
      {
        ...backup,
        school: 'École “Ünïcode” 🚗',
        tables: {
          users: [
            { id: 1, fullName: 'Aisha "Quoted" \\ Khan', notes: ['{', ']', '}'] },
            { id: 2, fullName: 'Zoë 😀', nested: { deep: [[{}], []], empty: '' } },
          ],
          lessons: [],
          settings: [{ value: -1.5e3, on: true, off: false, none: null }],
        },
      },
      null,
      2,
    );
    const bytes = encoder.encode(text);
    for (const size of [1, 2, 3, 7, 64, 4096]) {
      const reading = await readBackupFile(chunksOf(text, size));
      if (!reading.ok) throw new Error(reading.message);
      expect(reading.backup.school).toBe('École “Ünïcode” 🚗');
      expect(reading.tables.map(({ name, rows }) => [name, rows])).toEqual([
        ['users', 2],
        ['lessons', 0],
        ['settings', 1],
      ]);
      for (const table of reading.tables) {
        // Each range holds exactly the table's array, which reads back as its rows.
        const rows: unknown[] = [];
        const scanner = new BackupFileScanner(
          { onRow: (_name, row) => rows.push(row) },
          { rowsOf: table.name },
        );
        await scanBackupChunks(
          chunksOf(new TextDecoder().decode(bytes.subarray(table.start, table.end)), size),
          scanner,
        );
        expect(JSON.stringify(rows)).toBe(JSON.stringify(JSON.parse(text).tables[table.name]));
      }
    }
  });

  it('says a file cut short anywhere is not complete', async () => {
    const text = JSON.stringify(backup);
    for (let length = 0; length < text.length; length += 1) {
      const reading = await read(text.slice(0, length));
      expect(reading.ok, text.slice(0, length)).toBe(false);
    }
  });

  it('refuses one value larger than any row, without reading it whole', async () => {
    const huge = `{"format":"driving-school-backup","school":"${'x'.repeat(MAX_BACKUP_VALUE_BYTES)}"}`;
    expect(await read(huge)).toMatchObject({
      message: expect.stringMatching(/^This backup file is damaged \(it holds a value over 4 MB/),
    });
  });

  it('refuses bytes after a table in rows mode', async () => {
    const scanner = new BackupFileScanner({}, { rowsOf: 'users' });
    await expect(scanBackupChunks(chunksOf('[{"id":1}] x'), scanner)).rejects.toBeInstanceOf(
      BackupSyntaxError,
    );
  });
});
