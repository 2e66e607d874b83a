import { createReadStream } from 'node:fs';
import {
  BackupFileScanner,
  BackupShapeError,
  BackupSyntaxError,
  type BackupTableInFile,
  readBackupFile,
} from '../../../../core/platform/backup/backup-file-reader';
import {
  type BackupRow,
  damagedBackupMessage,
  type RestoredBackup,
} from '../../../../core/platform/backup/backup-schemas';
import type { AppDependencies } from '../../../app-types';
import { getSchemaVersion } from '../../../db/schema-version';
import { badRequest, conflict } from '../../../lib/app-error';
import { readDatabaseError } from '../../../lib/database-errors';
import { hashPassword } from '../../../lib/password-hashing';
import { generateToken, hashToken } from '../../../lib/random-tokens';
import { deriveSkillLevelsFromNotes } from '../../progress/skill-levels/skill-levels-service';
import { announceSchoolSettingsReplaced } from '../../school/settings/school-settings-service';
import { giveGraceToInstructorsWithoutRecord } from '../auth/instructor-compliance-service';
import {
  RESTORABLE_TABLES,
  type RestorableTable,
  replaceSchoolData,
  SECRET_COLUMNS,
  TABLES_NOT_IN_BACKUP,
  type TableRowsToRestore,
} from './backup-repository';

type RestoreDependencies = Pick<AppDependencies, 'database' | 'env'>;

/**
 * A backup to restore: a file on disk (an upload the route saved, or the command line's file), or
 * one in memory (tests). Read twice, in chunks: once to check it all, then each table's rows as
 * they are written, so the file is never held whole (docs/decisions/0029-restoring-large-backups.md).
 */
export type BackupFileSource = { path: string } | { text: string } | { value: unknown };

const READ_CHUNK_BYTES = 256 * 1024;

/** The source's bytes from `start` up to (not including) `end`, in chunks. */
async function* readSource(
  source: BackupFileSource,
  range?: { start: number; end: number },
): AsyncGenerator<Uint8Array> {
  if ('path' in source) {
    if (range && range.end <= range.start) return;
    // createReadStream's `end` is inclusive.
    yield* createReadStream(source.path, {
      highWaterMark: READ_CHUNK_BYTES,
      ...(range ? { start: range.start, end: range.end - 1 } : {}),
    });
    return;
  }
  const text = 'text' in source ? source.text : JSON.stringify(source.value);
  const bytes = Buffer.from(text ?? '');
  const { start, end } = range ?? { start: 0, end: bytes.length };
  for (let at = start; at < end; at += READ_CHUNK_BYTES)
    yield bytes.subarray(at, Math.min(at + READ_CHUNK_BYTES, end));
}

/** Refuses a file with a 400: restore never starts, nothing is changed. */
function refuse(message: string): never {
  throw badRequest(message);
}

const restorableByName = new Map(RESTORABLE_TABLES.map((table) => [table.name, table]));

/** Where the file's problem lies for a table: one a backup never holds, or one this app does not know. */
function checkTable(name: string): string | null {
  if (name in TABLES_NOT_IN_BACKUP) return `it holds ${name}, which a backup never holds`;
  if (!restorableByName.has(name)) return `unknown table ${name}`;
  return null;
}

/**
 * Checks every row before anything changes (a column this app does not know means the file is
 * damaged; a newer app's file was refused before, by its version), and keeps what the rows of
 * other tables need: package hours by type, from the file's own packages, for bookings made
 * before bookings kept their package's hours (migration 0013).
 */
function createRowChecks() {
  const packageMinutes = new Map<string, number>();
  const checkRow = (name: string, row: BackupRow, index: number): string | null => {
    const columns = restorableByName.get(name)?.columns;
    if (!columns) return null;
    for (const key of Object.keys(row)) {
      if (!columns.has(key)) return `${name} row ${index + 1} has an unknown column ${key}`;
    }
    const { packageType, totalMinutes } = row;
    if (name === 'packages' && typeof packageType === 'string' && typeof totalMinutes === 'number')
      packageMinutes.set(packageType, totalMinutes);
    return null;
  };
  return { checkRow, packageMinutes };
}

interface RowContext {
  packageMinutes: ReadonlyMap<string, number>;
  /** INSTRUCTOR_PASSWORD's hash: what the school's owners sign in with after a restore. */
  passwordHash: string;
  /**
   * The hash of a secret nobody holds, for every other instructor: a backup holds no passwords,
   * and the owner's configured one must not open their accounts. They set their own from a reset
   * link (e-mailed after the restore, or "Forgot your password?" on the sign-in page).
   */
  lockedPasswordHash: string;
}

/** A file's row as the database stores it: database column names, secrets filled. */
function toRestoredRow(table: RestorableTable, row: BackupRow, context: RowContext): Record<string, unknown> {
  const { name, columns } = table;
  const restored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = columns.get(key);
    // Checked before the restore began (createRowChecks): a file that changed since is damaged.
    if (!column) throw new BackupShapeError(`${name} has an unknown column ${key}`);
    restored[column] = value;
  }
  if (name === 'bookings' && (row.packageMinutes === undefined || row.packageMinutes === null)) {
    const minutes =
      typeof row.packageType === 'string' ? context.packageMinutes.get(row.packageType) : undefined;
    // Left empty when the file lacks the package too: the database refuses it as damaged.
    if (minutes !== undefined) restored[columns.get('packageMinutes') ?? 'package_minutes'] = minutes;
  }
  if (name === 'instructors' && row.role === undefined) {
    // A backup from before roles (migration 0018) held the school's one account, its owner.
    restored[columns.get('role') ?? 'role'] = 'owner';
  }
  const secret = SECRET_COLUMNS[name];
  if (secret) {
    const column = columns.get(secret);
    if (!column) throw new Error(`Secret column ${secret} is not a column of ${name}`);
    // An owner signs in with the configured password, another instructor after a reset link;
    // links made before the backup (checkout, alternative times, waiting-list offers) get hashes
    // of tokens nobody holds.
    restored[column] =
      name !== 'instructors'
        ? hashToken(generateToken())
        : restored[columns.get('role') ?? 'role'] === 'owner'
          ? context.passwordHash
          : context.lockedPasswordHash;
  }
  return restored;
}

/** One table's rows read again from its place in the file, a chunk at a time. */
async function* readTableRows(
  source: BackupFileSource,
  table: RestorableTable,
  place: BackupTableInFile,
  context: RowContext,
): AsyncGenerator<Record<string, unknown>> {
  let rows: Record<string, unknown>[] = [];
  const scanner = new BackupFileScanner(
    {
      onRow(_name, row) {
        if (!isBackupRow(row)) throw new BackupShapeError(`a row of ${table.name} is not an object`);
        rows.push(toRestoredRow(table, row, context));
      },
    },
    { rowsOf: table.name },
  );
  for await (const chunk of readSource(source, place)) {
    scanner.write(chunk);
    yield* rows;
    rows = [];
  }
  scanner.end();
  yield* rows;
}

/** What JSON.parse made of a row the first reading accepted: a plain object. */
function isBackupRow(row: unknown): row is BackupRow {
  return typeof row === 'object' && row !== null && !Array.isArray(row);
}

/**
 * Replaces all school data with a backup's, in one transaction: a file from a newer app or a
 * damaged one is refused (400) before anything changes, and rows the database refuses roll the
 * whole restore back. Sessions, progress links and calendar grants are not in a backup, so none
 * survive: the owners sign in again with INSTRUCTOR_PASSWORD, every other instructor after setting
 * a password from the link the caller then e-mails (a backup holds no password hashes).
 */
export async function restoreSchoolBackup(
  deps: RestoreDependencies,
  source: BackupFileSource,
): Promise<RestoredBackup> {
  const { checkRow, packageMinutes } = createRowChecks();
  const reading = await readBackupFile(readSource(source), {
    currentSchemaVersion: getSchemaVersion(),
    checkTable,
    checkRow,
  });
  if (!reading.ok) refuse(reading.message);
  const { backup, tables: places } = reading;
  const context: RowContext = {
    packageMinutes,
    passwordHash: await hashPassword(deps.env.INSTRUCTOR_PASSWORD),
    lockedPasswordHash: await hashPassword(generateToken()),
  };
  const placeOf = new Map(places.map((place) => [place.name, place]));
  // Parents first, whatever the file's order; a table missing from an older file is restored empty.
  const tables: TableRowsToRestore[] = RESTORABLE_TABLES.map((table) => {
    const place = placeOf.get(table.name);
    return { name: table.name, rows: place ? readTableRows(source, table, place, context) : [] };
  });
  try {
    // A file made before migration 0016 has no skill_levels at all (a newer file's may be empty).
    const counts = await replaceSchoolData(deps.database.db, tables, {
      deriveSkillLevels: placeOf.has('skill_levels') ? undefined : deriveSkillLevelsFromNotes,
    });
    // A file from before migration 0032 has no compliance records: its instructors get the grace.
    if (!placeOf.has('instructor_compliance')) await giveGraceToInstructorsWithoutRecord(deps.database.db);
    await announceSchoolSettingsReplaced(deps);
    return { school: backup.school, exportedAt: backup.exportedAt, tables: counts };
  } catch (error) {
    // The file changed between its check and its restore (the command line's file, edited meanwhile).
    if (error instanceof BackupSyntaxError) throw badRequest(damagedBackupMessage('it is not complete JSON'));
    if (error instanceof BackupShapeError) throw badRequest(damagedBackupMessage(error.detail));
    const code = readDatabaseError(error)?.code ?? '';
    // Data exceptions (22) and constraint violations (23): the database refused the file's rows.
    if (code.startsWith('22') || code.startsWith('23')) {
      const detail = error instanceof Error && error.cause instanceof Error ? error.cause.message : code;
      throw badRequest(damagedBackupMessage(`the database refused its rows: ${detail}`));
    }
    // A deadlock or serialization failure with requests running meanwhile: rolled back, try again.
    if (code.startsWith('40')) {
      throw conflict(
        'RESTORE_BUSY',
        'The school was busy with other changes, so nothing was restored or changed. Please try again.',
      );
    }
    // Anything else (a lost connection: the error handler's 503) is not the file's fault.
    throw error;
  }
}
