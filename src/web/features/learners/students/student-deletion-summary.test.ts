import { describe, expect, it } from 'vitest';
import type { StudentDataCounts } from '../../../../core/learners/students-schemas';
import { describeStudentDeletion, listStudentDeletionItems } from './student-deletion-summary';

const none: StudentDataCounts = {
  bookings: 0,
  lessons: 0,
  progressNotes: 0,
  accessTokens: 0,
  messages: 0,
  reminderPreferences: 0,
  reminderLog: 0,
};

describe('listStudentDeletionItems', () => {
  it('lists each kind that has something, with singular and plural words', () => {
    expect(
      listStudentDeletionItems({
        ...none,
        bookings: 2,
        lessons: 1,
        progressNotes: 3,
        accessTokens: 1,
        messages: 4,
      }),
    ).toEqual(['2 bookings', '1 lesson', '3 progress notes', '1 progress link', '4 messages']);
  });

  it('mentions reminder settings or history once', () => {
    expect(listStudentDeletionItems({ ...none, reminderPreferences: 1, reminderLog: 6 })).toEqual([
      'their reminder settings and history',
    ]);
  });

  it('is empty when the learner has nothing', () => {
    expect(listStudentDeletionItems(none)).toEqual([]);
  });
});

describe('describeStudentDeletion', () => {
  it('says what goes with the learner', () => {
    expect(describeStudentDeletion('Aisha Khan', { ...none, bookings: 1, lessons: 2, messages: 1 })).toBe(
      'Deleted Aisha Khan with 1 booking, 2 lessons and 1 message.',
    );
    expect(describeStudentDeletion('Ben Jones', { ...none, progressNotes: 1 })).toBe(
      'Deleted Ben Jones with 1 progress note.',
    );
  });

  it('says so when there is nothing else', () => {
    expect(describeStudentDeletion('Priya Patel', none)).toBe(
      'Deleted Priya Patel. They had no bookings, lessons, notes or messages.',
    );
  });
});
