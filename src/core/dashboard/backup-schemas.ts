import { z } from 'zod';

/*
 * The school backup file: what `GET /api/backup/export` downloads, the nightly job writes and
 * restore accepts. Read by the dashboard (to show what a file holds before restoring it) and by
 * the server (to restore it), with the same rules and messages.
 */

export const BACKUP_FORMAT = 'driving-school-backup';
/**
 * 2 added `schemaVersion`. Restore still reads version 1 files (made before it): they come from
 * this app's schema or an older one, and columns they lack get their defaults.
 */
export const BACKUP_VERSION = 2;
const READABLE_BACKUP_VERSIONS = [1, 2] as const;

export const NEWER_BACKUP_MESSAGE =
  'This backup comes from a newer version of the app. Update the app first, then restore it.';
export const NOT_A_BACKUP_MESSAGE =
  "This file is not a backup of this app's data. Choose a file the dashboard's 'Download Backup' or the nightly backup made.";

/** The message for a file that is a backup but cannot be read as one (cut short, edited). */
export function damagedBackupMessage(detail: string): string {
  return `This backup file is damaged (${detail}). Nothing was changed.`;
}

const backupTablesSchema = z.record(z.string(), z.array(z.record(z.string(), z.unknown())));

export const schoolBackupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  /** How many database migrations the app that made it had applied. */
  schemaVersion: z.int().positive(),
  exportedAt: z.iso.datetime(),
  school: z.string(),
  /** Tables deliberately left out, with the reason. */
  notIncluded: z.record(z.string(), z.string()),
  /** Rows of each table, keyed by the table's name in the database. */
  tables: backupTablesSchema,
});

export type SchoolBackup = z.infer<typeof schoolBackupSchema>;

/** Any backup restore reads: this version, or an older one. */
const restorableBackupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.union(READABLE_BACKUP_VERSIONS.map((version) => z.literal(version))),
  schemaVersion: z.int().positive().optional(),
  exportedAt: z.iso.datetime(),
  school: z.string(),
  notIncluded: z.record(z.string(), z.string()).optional(),
  tables: backupTablesSchema,
});

export type RestorableBackup = z.infer<typeof restorableBackupSchema>;

const backupEnvelopeSchema = z.looseObject({
  format: z.unknown(),
  version: z.unknown(),
  schemaVersion: z.unknown().optional(),
});

export type BackupReading = { ok: true; backup: RestorableBackup } | { ok: false; message: string };

/**
 * Reads a parsed backup file. `currentSchemaVersion` is the server's (the browser does not know
 * it, so only the server refuses a file from a newer schema). The order matters: a file from a
 * newer app may look damaged to this one, and must be called newer.
 */
export function readBackup(value: unknown, currentSchemaVersion?: number): BackupReading {
  const envelope = backupEnvelopeSchema.safeParse(value);
  if (!envelope.success || envelope.data.format !== BACKUP_FORMAT) {
    return { ok: false, message: NOT_A_BACKUP_MESSAGE };
  }
  const { version, schemaVersion } = envelope.data;
  const isNewer =
    (typeof version === 'number' && version > BACKUP_VERSION) ||
    (currentSchemaVersion !== undefined &&
      typeof schemaVersion === 'number' &&
      schemaVersion > currentSchemaVersion);
  if (isNewer) return { ok: false, message: NEWER_BACKUP_MESSAGE };
  const parsed = restorableBackupSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { ok: false, message: damagedBackupMessage(`${where}${issue?.message ?? 'unreadable'}`) };
  }
  return { ok: true, backup: parsed.data };
}

/** Reads a backup file's text: not JSON at all is damaged too (a download cut short). */
export function readBackupText(text: string, currentSchemaVersion?: number): BackupReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: damagedBackupMessage('it is not complete JSON') };
  }
  return readBackup(value, currentSchemaVersion);
}

/** What a restore put back: rows per table, in the order they were written. */
export const restoreBackupResponseSchema = z.object({
  school: z.string(),
  exportedAt: z.iso.datetime(),
  tables: z.array(z.object({ table: z.string(), rows: z.int().nonnegative() })),
});

export type RestoreBackupResponse = z.infer<typeof restoreBackupResponseSchema>;
