import { describe, expect, it } from 'vitest';
import { getFirstName } from '../../../../core/format/display-format';
import { getNewLinkRequestMessage, getNoteDate, sortNotesNewestFirst } from './progress-display';

describe('getFirstName and getNewLinkRequestMessage', () => {
  it('greets by the first name and names the learner in the request', () => {
    expect(getFirstName('  Tom   Clarke ')).toBe('Tom');
    expect(getNewLinkRequestMessage('Tom Clarke')).toContain('This is Tom Clarke.');
    expect(getNewLinkRequestMessage(null)).not.toContain('This is');
  });
});

describe('getNoteDate and sortNotesNewestFirst', () => {
  it("uses the lesson's date, else the London date the note was written", () => {
    expect(getNoteDate({ createdAt: '2026-06-01T23:30:00.000Z', lesson: null })).toBe('2026-06-02');
    expect(getNoteDate({ createdAt: '2026-06-01T23:30:00.000Z', lesson: { date: '2026-05-30' } })).toBe(
      '2026-05-30',
    );
  });

  it('puts the newest first', () => {
    const notes = [
      { id: 1, createdAt: '2026-03-01T10:00:00.000Z', lesson: null },
      { id: 2, createdAt: '2026-03-09T10:00:00.000Z', lesson: null },
      { id: 3, createdAt: '2026-03-02T10:00:00.000Z', lesson: { date: '2026-03-20' } },
    ];
    expect(sortNotesNewestFirst(notes).map((note) => note.id)).toEqual([3, 2, 1]);
  });
});
