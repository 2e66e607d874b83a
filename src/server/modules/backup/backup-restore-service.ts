import {
  damagedBackupMessage,
  type RestorableBackup,
  type RestoreBackupResponse,
  readBackup,
  readBackupText,
} from '../../../core/dashboard/backup-schemas';
import type { AppDependencies } from '../../app-types';
import { getSchemaVersion } from '../../db/schema-version';
import { badRequest, conflict } from '../../lib/app-error';
import { readDatabaseError } from '../../lib/database-errors';
import { hashPassword } from '../../lib/password-hashing';
import { generateToken, hashToken } from '../../lib/random-tokens';
import { announceSchoolSettingsReplaced } from '../settings/school-settings-service';
import {
  RESTORABLE_TABLES,
  replaceSchoolData,
  SECRET_COLUMNS,
  TABLES_NOT_IN_BACKUP,
  type TableRowsToRestore,
} from './backup-repository';

type RestoreDependencies = Pick<AppDependencies, 'database' | 'env'>;

/** Refuses a file with a 400: restore never starts, nothing is changed. */
function refuse(message: string): never {
  throw badRequest(message);
}

/**
 * The file's rows keyed by database column names, every table a backup holds (an older file's
 * missing table is restored empty). A table or column this app does not know means the file is
 * damaged (a newer app's file was refused before, by its version).
 */
/**
 * Package hours by type, from the file's own packages: a booking in a file made before bookings
 * kept their package's hours (migration 0013) gets the hours its package had when the file was made.
 */
function readPackageMinutes(backup: RestorableBackup): Map<string, number> {
  const minutes = new Map<string, number>();
  for (const row of backup.tables.packages ?? []) {
    const { packageType, totalMinutes } = row;
    if (typeof packageType === 'string' && typeof totalMinutes === 'number')
      minutes.set(packageType, totalMinutes);
  }
  return minutes;
}

function toRowsToRestore(backup: RestorableBackup, passwordHash: string): TableRowsToRestore[] {
  const known = new Set(RESTORABLE_TABLES.map((table) => table.name));
  const packageMinutes = readPackageMinutes(backup);
  for (const name of Object.keys(backup.tables)) {
    if (name in TABLES_NOT_IN_BACKUP)
      refuse(damagedBackupMessage(`it holds ${name}, which a backup never holds`));
    if (!known.has(name)) refuse(damagedBackupMessage(`unknown table ${name}`));
  }
  return RESTORABLE_TABLES.map(({ name, columns }) => {
    const secret = SECRET_COLUMNS[name];
    const rows = (backup.tables[name] ?? []).map((row, index) => {
      const restored: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) {
        const column = columns.get(key);
        if (!column) refuse(damagedBackupMessage(`${name} row ${index + 1} has an unknown column ${key}`));
        restored[column] = value;
      }
      if (name === 'bookings' && (row.packageMinutes === undefined || row.packageMinutes === null)) {
        const minutes = typeof row.packageType === 'string' ? packageMinutes.get(row.packageType) : undefined;
        // Left empty when the file lacks the package too: the database refuses it as damaged.
        if (minutes !== undefined) restored[columns.get('packageMinutes') ?? 'package_minutes'] = minutes;
      }
      if (secret) {
        const column = columns.get(secret);
        if (!column) throw new Error(`Secret column ${secret} is not a column of ${name}`);
        // The instructor signs in with the configured password; links made before the backup
        // (checkout, alternative times, waiting-list offers) get hashes of tokens nobody holds.
        restored[column] = name === 'instructors' ? passwordHash : hashToken(generateToken());
      }
      return restored;
    });
    return { name, rows };
  });
}

/**
 * Replaces all school data with a backup's, in one transaction: a file from a newer app or a
 * damaged one is refused (400) before anything changes, and rows the database refuses roll the
 * whole restore back. Sessions, progress links and calendar grants are not in a backup, so none
 * survive: the instructor signs in again (with INSTRUCTOR_PASSWORD).
 */
export async function restoreSchoolBackup(
  deps: RestoreDependencies,
  file: { text: string } | { value: unknown },
): Promise<RestoreBackupResponse> {
  const schemaVersion = getSchemaVersion();
  const reading =
    'text' in file ? readBackupText(file.text, schemaVersion) : readBackup(file.value, schemaVersion);
  if (!reading.ok) refuse(reading.message);
  const { backup } = reading;
  const tables = toRowsToRestore(backup, await hashPassword(deps.env.INSTRUCTOR_PASSWORD));
  try {
    // A file made before migration 0016 has no skill_levels at all (a newer file's may be empty).
    const counts = await replaceSchoolData(deps.database.db, tables, {
      deriveSkillLevels: backup.tables.skill_levels === undefined,
    });
    await announceSchoolSettingsReplaced(deps);
    return { school: backup.school, exportedAt: backup.exportedAt, tables: counts };
  } catch (error) {
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
