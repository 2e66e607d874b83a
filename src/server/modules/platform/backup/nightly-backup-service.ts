import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import { isFolderLockFile } from '../../../db/database-folder-lock';
import { writeTarGzip } from '../../../lib/tar-gzip-directory';
import { writeSchoolBackupFile } from './backup-service';

/** How many nightly files of each kind are kept. */
export const NIGHTLY_BACKUPS_KEPT = 14;

const JSON_PREFIX = 'school-backup-';
const DATABASE_PREFIX = 'school-database-';
const DATED_FILE = /^(school-backup|school-database)-\d{4}-\d{2}-\d{2}\.(json|tar\.gz)$/;

export function getBackupDir(dataDir: string): string {
  return join(dataDir, 'backups');
}

/** Writes `content` beside `path` first, then renames it: a reader never sees half a file. */
async function writeAtomically(path: string, write: (temporaryPath: string) => Promise<void>): Promise<void> {
  const temporaryPath = `${path}.${process.pid}.partial`;
  try {
    await write(temporaryPath);
    await rename(temporaryPath, path);
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
}

/** Keeps the newest `NIGHTLY_BACKUPS_KEPT` of each kind (the date in the name orders them). */
async function pruneBackups(backupDir: string): Promise<string[]> {
  const names = (await readdir(backupDir)).filter((name) => DATED_FILE.test(name)).sort();
  const removed: string[] = [];
  for (const prefix of [JSON_PREFIX, DATABASE_PREFIX]) {
    const ofKind = names.filter((name) => name.startsWith(prefix));
    for (const name of ofKind.slice(0, Math.max(0, ofKind.length - NIGHTLY_BACKUPS_KEPT))) {
      await rm(join(backupDir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}

export interface NightlyBackupResult {
  written: string[];
  removed: string[];
}

/**
 * Today's backup (London date), once a day: the JSON file restore reads and, on the embedded
 * database, a copy of its files taken while nothing writes (a .tar.gz of the data directory,
 * without the backups folder). Nothing is written when today's JSON file exists.
 */
export async function writeNightlyBackup(
  deps: Pick<AppDependencies, 'database' | 'env' | 'now'>,
  backupDir: string,
): Promise<NightlyBackupResult> {
  const date = toZonedParts(deps.now(), SCHOOL_TIME_ZONE).date;
  const jsonPath = join(backupDir, `${JSON_PREFIX}${date}.json`);
  if (existsSync(jsonPath)) return { written: [], removed: [] };
  await mkdir(backupDir, { recursive: true });
  const written: string[] = [];

  const { withQuietFiles } = deps.database;
  if (withQuietFiles) {
    const databasePath = join(backupDir, `${DATABASE_PREFIX}${date}.tar.gz`);
    await writeAtomically(databasePath, (temporaryPath) =>
      withQuietFiles(async (dataDir) => {
        // The backups folder usually sits inside the data directory: never copy it into itself.
        const inside = relative(resolve(dataDir), resolve(backupDir)).split(sep).join('/');
        const skipped = inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : null;
        // Nor this process's lock: the copy, unpacked, must open as a folder nobody holds.
        await writeTarGzip(dataDir, temporaryPath, (path) => path === skipped || isFolderLockFile(path));
      }),
    );
    written.push(databasePath);
  }

  await writeAtomically(jsonPath, (temporaryPath) => writeSchoolBackupFile(deps, temporaryPath));
  written.push(jsonPath);
  return { written, removed: await pruneBackups(backupDir) };
}
