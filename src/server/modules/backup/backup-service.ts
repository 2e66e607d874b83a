import { z } from 'zod';
import { BACKUP_FORMAT, BACKUP_VERSION, type SchoolBackup } from '../../../core/dashboard/backup-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../core/time/london-time';
import type { AppDependencies } from '../../app-types';
import { getSchemaVersion } from '../../db/schema-version';
import { getSchoolSettings } from '../settings/school-settings-service';
import { readSchoolData, type SchoolData, TABLES_NOT_IN_BACKUP } from './backup-repository';

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

const redactNullable = (text: string | null) => (text === null ? null : redactTokens(text));

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

function redactSecrets(data: SchoolData): SchoolData {
  return {
    ...data,
    outbox: data.outbox.map((row) => ({
      ...row,
      subject: redactNullable(row.subject),
      bodyText: redactTokens(row.bodyText),
      bodyHtml: redactNullable(row.bodyHtml),
      attachments: redactAttachments(row.attachments),
    })),
    messages: data.messages.map((row) => ({ ...row, content: redactTokens(row.content) })),
  };
}

/** The whole school as one JSON document, without password hashes, sessions or capability tokens. */
export async function createSchoolBackup(
  deps: Pick<AppDependencies, 'database' | 'env' | 'now'>,
): Promise<{ filename: string; backup: SchoolBackup }> {
  const now = deps.now();
  const data = redactSecrets(await readSchoolData(deps.database.db));
  const date = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  return {
    filename: `school-backup-${date}.json`,
    backup: {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      schemaVersion: getSchemaVersion(),
      exportedAt: now.toISOString(),
      school: (await getSchoolSettings(deps)).schoolName,
      notIncluded: { ...TABLES_NOT_IN_BACKUP },
      tables: data,
    },
  };
}
