import { describe, expect, it } from 'vitest';
import {
  describeRestoredRows,
  formatBackupMadeAt,
  getBackupFileName,
  readBlobChunks,
  toBackupFileText,
} from './backup-file';

describe('getBackupFileName', () => {
  it('names the file by the London date', () => {
    expect(getBackupFileName(new Date('2027-06-30T23:30:00Z'))).toBe('driving-school-backup-2027-07-01.json');
  });
});

describe('toBackupFileText', () => {
  it('writes indented JSON that reads back the same', () => {
    const data = { students: [{ id: 1, fullName: 'Aisha Khan' }], exportedAt: '2026-11-22T06:00:00Z' };
    const text = toBackupFileText(data);
    expect(text).toContain('\n  "students": [');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('describeRestoredRows', () => {
  it('names the main records and counts every row', () => {
    const result = {
      school: 'Test School',
      exportedAt: '2027-01-01T00:00:00Z',
      tables: [
        { table: 'users', rows: 1 },
        { table: 'bookings', rows: 3 },
        { table: 'lessons', rows: 0 },
        { table: 'time_slots', rows: 12 },
        { table: 'outbox', rows: 4 },
      ],
    };
    expect(describeRestoredRows(result)).toBe(
      '1 learner, 3 bookings, 0 lessons, 0 payments and 12 available times (20 records in all)',
    );
  });
});

describe('formatBackupMadeAt', () => {
  it('says the London date and time', () => {
    expect(formatBackupMadeAt('2027-06-30T23:30:00.000Z')).toBe('Thursday 1 July 2027 at 12:30 AM');
  });
});

describe('readBlobChunks', () => {
  it("gives a file's bytes in order (the chunks' sizes are the browser's)", async () => {
    const text = `{"school":"Zoë's 🚗 school","rows":[${'1,'.repeat(100_000)}1]}`;
    const chunks: Uint8Array[] = [];
    const progress: number[] = [];
    const blob = new Blob([text.slice(0, 7), text.slice(7)]);
    for await (const chunk of readBlobChunks(blob, (fraction) => progress.push(fraction))) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(text);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});
