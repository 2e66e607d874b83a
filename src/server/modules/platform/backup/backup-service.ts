import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { z } from 'zod';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type SchoolBackup,
} from '../../../../core/platform/backup/backup-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import { getSchemaVersion } from '../../../db/schema-version';
import { getSchoolSettings } from '../../school/settings/school-settings-service';
import { readSchoolDataInPages, TABLES_NOT_IN_BACKUP } from './backup-repository';

export const REDACTED = '[redacted]';

/*
 * E-mails in the outbox (and chat messages) can carry links with capability tokens: progress links,
 * checkout and alternative-offer links. A backup must not hand those out, so they are redacted:
 * a token in a query string or a token-bearing path, and any bare 256-bit token (43 base64url
 * characters, what generateToken makes).
 */
const TOKEN_IN_QUERY = /([?&](?:token|t|checkoutToken)=)[^&\s"'<>]+/gi;
const TOKEN_IN_PATH =
  /(\/(?:progress|student-dashboard|booking-alternatives|waiting-list-offer)\/)[A-Za-z0-9_-]{16,}/gi;
const BARE_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

export function redactTokens(text: string): string {
  return text
    .replace(TOKEN_IN_QUERY, `$1${REDACTED}`)
    .replace(TOKEN_IN_PATH, `$1${REDACTED}`)
    .replace(BARE_TOKEN, REDACTED);
}

const attachmentsSchema = z.array(z.looseObject({ content: z.string() }));

/**
 * Calendar files carry the learner's page link too, in lines folded at 75 octets (a token can be
 * split across two lines): each is unfolded, then redacted like an e-mail body.
 */
function redactAttachments(attachments: unknown): unknown {
  const parsed = attachmentsSchema.safeParse(attachments);
  if (!parsed.success) return attachments === null ? null : [];
  return parsed.data.map((file) => ({
    ...file,
    content: redactTokens(file.content.replace(/\r?\n[ \t]/g, '')),
  }));
}

const redactText = (value: unknown) => (typeof value === 'string' ? redactTokens(value) : value);

/** The rows whose text can carry links with tokens, and how each is redacted. */
const REDACT_ROW: Readonly<Record<string, (row: Record<string, unknown>) => Record<string, unknown>>> = {
  outbox: (row) => ({
    ...row,
    subject: redactText(row.subject),
    bodyText: redactText(row.bodyText),
    bodyHtml: redactText(row.bodyHtml),
    attachments: redactAttachments(row.attachments),
  }),
  messages: (row) => ({ ...row, content: redactText(row.content) }),
};

/** Writes `text`, waiting when the stream asks to (a file on a slow disk). */
async function writeText(output: Writable, text: string): Promise<void> {
  if (text.length > 0 && !output.write(text)) await once(output, 'drain');
}

/**
 * Writes the whole school as one JSON document (`SchoolBackup`), without password hashes,
 * sessions or capability tokens, to `output` as it is read: a page of rows at a time, so a school
 * of any size is written without holding it (docs/decisions/0029-restoring-large-backups.md).
 */
export async function writeSchoolBackup(
  deps: Pick<AppDependencies, 'database' | 'env' | 'now'>,
  output: Writable,
): Promise<void> {
  const head: Omit<SchoolBackup, 'tables'> = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    schemaVersion: getSchemaVersion(),
    exportedAt: deps.now().toISOString(),
    school: (await getSchoolSettings(deps)).schoolName,
    notIncluded: { ...TABLES_NOT_IN_BACKUP },
  };
  // The same document JSON.stringify would make of the whole backup, in pieces.
  let pending = `${JSON.stringify(head).slice(0, -1)},"tables":{`;
  let table: string | null = null;
  let firstRow = true;
  await readSchoolDataInPages(deps.database.db, {
    async table(name) {
      pending += `${table === null ? '' : '],'}${JSON.stringify(name)}:[`;
      table = name;
      firstRow = true;
    },
    async rows(rows) {
      const redact = table === null ? undefined : REDACT_ROW[table];
      for (const row of rows) {
        pending += `${firstRow ? '' : ','}${JSON.stringify(redact ? redact(row) : row)}`;
        firstRow = false;
      }
      await writeText(output, pending);
      pending = '';
    },
  });
  await writeText(output, `${pending}${table === null ? '' : ']'}}}`);
}

/** The London date's file name: `school-backup-YYYY-MM-DD.json`. */
export function getSchoolBackupFileName(now: Date): string {
  return `school-backup-${toZonedParts(now, SCHOOL_TIME_ZONE).date}.json`;
}

/** Writes the backup to a new file at `path`; a failure leaves no complete-looking file behind. */
export async function writeSchoolBackupFile(
  deps: Pick<AppDependencies, 'database' | 'env' | 'now'>,
  path: string,
): Promise<void> {
  const file = createWriteStream(path);
  try {
    await writeSchoolBackup(deps, file);
    file.end();
    await finished(file);
  } catch (error) {
    file.destroy();
    await rm(path, { force: true });
    throw error;
  }
}

export interface SchoolBackupDownload {
  filename: string;
  path: string;
  /** Removes the temporary file (once it has been sent). */
  remove(): Promise<void>;
}

/**
 * The backup for a download, written to a temporary file first: the database's snapshot then
 * lasts as long as writing a local file, not as long as the slowest client's download.
 */
export async function createSchoolBackupDownload(
  deps: Pick<AppDependencies, 'database' | 'env' | 'now'>,
): Promise<SchoolBackupDownload> {
  const directory = await mkdtemp(join(tmpdir(), 'school-backup-'));
  const remove = () => rm(directory, { recursive: true, force: true });
  const filename = getSchoolBackupFileName(deps.now());
  const path = join(directory, filename);
  try {
    await writeSchoolBackupFile(deps, path);
  } catch (error) {
    await remove();
    throw error;
  }
  return { filename, path, remove };
}
