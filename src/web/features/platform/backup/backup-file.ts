import { formatLongDate, formatTime12h } from '../../../../core/format/display-format';
import type { RestoredBackup } from '../../../../core/platform/backup/backup-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import { getSchoolToday, pluralize } from '../../../lib/school-time-format';

/** 'driving-school-backup-2026-11-22.json' (the London date of the download). */
export function getBackupFileName(now: Date): string {
  return `driving-school-backup-${getSchoolToday(now)}.json`;
}

/** The export as the saved file's text: the server's JSON, indented so a person can read it. */
export function toBackupFileText(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** What a restore put back, in words: the main records, then every row in all. */
export function describeRestoredRows(result: RestoredBackup): string {
  const rowsOf = (table: string) => result.tables.find((entry) => entry.table === table)?.rows ?? 0;
  const total = result.tables.reduce((sum, entry) => sum + entry.rows, 0);
  return (
    `${pluralize(rowsOf('users'), 'learner')}, ${pluralize(rowsOf('bookings'), 'booking')}, ` +
    `${pluralize(rowsOf('lessons'), 'lesson')}, ${pluralize(rowsOf('payments'), 'payment')} and ` +
    `${pluralize(rowsOf('time_slots'), 'available time')} (${pluralize(total, 'record')} in all)`
  );
}

/** When a backup was made: 'Thursday 26 November 2026 at 9:32 AM' (London). */
export function formatBackupMadeAt(isoInstant: string): string {
  const { date, time } = toZonedParts(new Date(isoInstant), SCHOOL_TIME_ZONE);
  return `${formatLongDate(date)} at ${formatTime12h(time)}`;
}

/**
 * A file's bytes in chunks, for reading a backup without holding it as one string (a backup can
 * be hundreds of MB). A reader rather than async iteration of the stream: Safari lacks the latter.
 */
export async function* readBlobChunks(
  blob: Blob,
  /** How much has been read, 0 to 1, after each chunk. */
  onProgress?: (fraction: number) => void,
): AsyncGenerator<Uint8Array> {
  const reader = blob.stream().getReader();
  let read = 0;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      read += part.value.length;
      onProgress?.(blob.size > 0 ? read / blob.size : 1);
      yield part.value;
    }
  } finally {
    reader.releaseLock();
  }
}
