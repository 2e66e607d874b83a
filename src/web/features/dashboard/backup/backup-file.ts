import { getSchoolToday } from '../dashboard-format';

/** 'driving-school-backup-2026-11-22.json' (the London date of the download). */
export function getBackupFileName(now: Date): string {
  return `driving-school-backup-${getSchoolToday(now)}.json`;
}

/** The export as the saved file's text: the server's JSON, indented so a person can read it. */
export function toBackupFileText(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
