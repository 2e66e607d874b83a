import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLearner } from '../../../../../tests/support/dashboard-test-data';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { schoolBackupSchema } from '../../../../core/platform/backup/backup-schemas';
import { FOLDER_LOCK_FILE } from '../../../db/database-folder-lock';
import { NIGHTLY_BACKUPS_KEPT, writeNightlyBackup } from './nightly-backup-service';

let backupDir: string;

// On disk: the nightly backup archives the embedded database's folder.
const testApp = setUpTestApp({ now: new Date('2027-02-01T00:30:00Z'), signIn: false, databaseOnDisk: true });
beforeAll(async () => {
  await insertLearner(testApp.database.db, { fullName: 'Nora Nightly' });
  backupDir = mkdtempSync(join(tmpdir(), 'school-backups-'));
});
afterAll(async () => {
  rmSync(backupDir, { recursive: true, force: true });
});

describe('the nightly backup', () => {
  it("writes the day's file once, and keeps the newest 14 of each kind", async () => {
    const isEmbedded = testApp.database.engine === 'pglite';
    // Files of 16 earlier nights, and one left half written by a crash (not a dated backup).
    for (let day = 1; day <= 16; day += 1) {
      const date = `2027-01-${String(day).padStart(2, '0')}`;
      writeFileSync(join(backupDir, `school-backup-${date}.json`), '{}');
      if (isEmbedded) writeFileSync(join(backupDir, `school-database-${date}.tar.gz`), '');
    }
    writeFileSync(join(backupDir, 'school-backup-2027-01-17.json.123.partial'), '{');

    const first = await writeNightlyBackup(testApp.deps, backupDir);
    expect(first.written.map((path) => path.slice(backupDir.length + 1))).toEqual(
      isEmbedded
        ? ['school-database-2027-02-01.tar.gz', 'school-backup-2027-02-01.json']
        : ['school-backup-2027-02-01.json'],
    );
    expect(await writeNightlyBackup(testApp.deps, backupDir)).toEqual({ written: [], removed: [] });

    const names = readdirSync(backupDir).sort();
    const jsonFiles = names.filter((name) => name.endsWith('.json'));
    expect(jsonFiles).toHaveLength(NIGHTLY_BACKUPS_KEPT);
    expect(jsonFiles[0]).toBe('school-backup-2027-01-04.json');
    expect(names.filter((name) => name.endsWith('.tar.gz'))).toHaveLength(
      isEmbedded ? NIGHTLY_BACKUPS_KEPT : 0,
    );
    expect(names).toContain('school-backup-2027-01-17.json.123.partial');

    const backup = schoolBackupSchema.parse(
      JSON.parse(readFileSync(join(backupDir, 'school-backup-2027-02-01.json'), 'utf8')),
    );
    expect(backup.tables.users).toEqual([expect.objectContaining({ fullName: 'Nora Nightly' })]);
  });

  it.runIf(process.env.TEST_DB_ENGINE !== 'postgres')(
    "copies the embedded database's files into an archive PGlite opens as the same database",
    async () => {
      const archive = readFileSync(join(backupDir, 'school-database-2027-02-01.tar.gz'));
      // The test's own process holds the folder's lock while the copy is taken; the copy leaves it out.
      const lockPath = await testApp.database.withQuietFiles?.(async (dataDir) =>
        join(dataDir, FOLDER_LOCK_FILE),
      );
      expect(lockPath && existsSync(lockPath)).toBe(true);
      expect(gunzipSync(archive).includes(FOLDER_LOCK_FILE)).toBe(false);
      const copy = await PGlite.create({
        loadDataDir: new Blob([archive], { type: 'application/x-gzip' }),
        extensions: { btree_gist },
      });
      try {
        const { rows } = await copy.query<{ full_name: string }>('SELECT full_name FROM users');
        expect(rows).toEqual([{ full_name: 'Nora Nightly' }]);
      } finally {
        await copy.close();
      }
    },
  );
});
