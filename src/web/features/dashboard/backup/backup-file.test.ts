import { describe, expect, it } from 'vitest';
import { getBackupFileName, toBackupFileText } from './backup-file';

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
