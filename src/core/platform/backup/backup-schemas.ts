import { z } from 'zod';
import { joinWithAnd } from '../../format/join-with-and';
import { emailDeliveryStatusSchema } from '../../messaging/outbox/outbox-schemas';

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

/** A row of a table: its columns by the names the export writes (Drizzle's keys). */
export const backupRowSchema = z.record(z.string(), z.unknown());

export type BackupRow = z.infer<typeof backupRowSchema>;

export const backupTablesSchema = z.record(z.string(), z.array(backupRowSchema));

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

/** What a backup file says about itself: everything but its rows. */
export type BackupEnvelope = Omit<RestorableBackup, 'tables'>;

const backupEnvelopeSchema = z.looseObject({
  format: z.unknown(),
  version: z.unknown(),
  schemaVersion: z.unknown().optional(),
});

export type BackupEnvelopeReading = { ok: true; envelope: BackupEnvelope } | { ok: false; message: string };

/**
 * Reads a backup file's own members (`backup-file-reader.ts` gives them, with `tables` as `{}` when
 * it held tables: their rows are checked as they stream). `currentSchemaVersion` is the server's
 * (the browser does not know it, so only the server refuses a file from a newer schema). The order
 * matters: a file from a newer app may look damaged to this one, and must be called newer.
 */
export function readBackupEnvelope(
  members: Record<string, unknown>,
  currentSchemaVersion?: number,
): BackupEnvelopeReading {
  const envelope = backupEnvelopeSchema.safeParse(members);
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
  const parsed = restorableBackupSchema.safeParse(members);
  if (!parsed.success)
    return { ok: false, message: damagedBackupMessage(describeIssue(parsed.error.issues)) };
  const { tables: _tables, ...rest } = parsed.data;
  return { ok: true, envelope: rest };
}

/** The first of zod's issues as a damage's detail: `tables.users.3: Invalid input: …`. */
export function describeIssue(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[] = [],
): string {
  const issue = issues[0];
  const path = [...prefix, ...(issue?.path ?? [])].map(String);
  return `${path.length > 0 ? `${path.join('.')}: ` : ''}${issue?.message ?? 'unreadable'}`;
}

/**
 * The most a restore through the server takes (the dashboard checks it before uploading). A
 * restore streams the file, so memory does not grow with it; time does (docs/decisions/0029).
 */
export const RESTORE_MAX_BYTES = 256 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;

/** Refusing a file over RESTORE_MAX_BYTES (`bytes` when its size is known), in plain words. */
export function backupTooLargeMessage(bytes: number | null): string {
  const size = bytes === null ? 'larger than that' : megabytes(bytes);
  return (
    `This backup file is too large to restore here: the dashboard restores files of up to ${megabytes(RESTORE_MAX_BYTES)}, ` +
    `and this one is ${size}. Nothing was changed. Whoever runs your website can restore it on the server ` +
    '(npm run restore), which takes a file of any size.'
  );
}

/** What a restore put back: rows per table, in the order they were written. */
export const restoredBackupSchema = z.object({
  school: z.string(),
  exportedAt: z.iso.datetime(),
  tables: z.array(z.object({ table: z.string(), rows: z.int().nonnegative() })),
});

export type RestoredBackup = z.infer<typeof restoredBackupSchema>;

/**
 * An instructor other than the owners, after a restore: a backup holds no passwords, so each is
 * e-mailed a link to set one (none is made when this site cannot send e-mail).
 */
export const restorePasswordLinkSchema = z.object({
  fullName: z.string(),
  email: z.email(),
  emailStatus: emailDeliveryStatusSchema,
});

export type RestorePasswordLink = z.infer<typeof restorePasswordLinkSchema>;

export const restoreBackupResponseSchema = restoredBackupSchema.extend({
  passwordLinks: z.array(restorePasswordLinkSchema),
});

export type RestoreBackupResponse = z.infer<typeof restoreBackupResponseSchema>;

/**
 * What the owner is told about the other instructors' passwords after a restore (the dashboard's
 * toast and `npm run restore`); null when there are no other instructors.
 */
export function describeRestorePasswordLinks(links: readonly RestorePasswordLink[]): string | null {
  const namesWith = (status: RestorePasswordLink['emailStatus']) =>
    links.filter((link) => link.emailStatus === status).map((link) => link.fullName);
  const sent = namesWith('sent');
  const failed = namesWith('failed');
  const notConfigured = namesWith('not_configured');
  const sentences: string[] = [];
  if (sent.length > 0)
    sentences.push(
      `${joinWithAnd(sent)} ${sent.length === 1 ? 'was' : 'were'} e-mailed a link to set a new password.`,
    );
  if (failed.length > 0)
    sentences.push(
      `The e-mail with a link to set a new password could not be sent to ${joinWithAnd(failed)}: they can ask for another with "Forgot your password?" on the sign-in page.`,
    );
  if (notConfigured.length > 0)
    sentences.push(
      `This site cannot send e-mail, so ${joinWithAnd(notConfigured)} could not be sent a link to set a new password: once e-mail is set up, they can use "Forgot your password?" on the sign-in page.`,
    );
  return sentences.length > 0 ? sentences.join(' ') : null;
}
