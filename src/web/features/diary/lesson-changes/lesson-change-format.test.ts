import { describe, expect, it } from 'vitest';
import type { LessonChange } from '../../../../core/diary/lesson-changes/lesson-change-schemas';
import { DEFAULT_CANCELLATION_TERMS } from '../../../../core/school/settings/school-figures';
import {
  describeApproval,
  describeDecline,
  describeLessonChangeWindow,
  filterLessonChangeHistory,
  formatForfeit,
  formatWallTime,
  getHistoryStatusQuery,
} from './lesson-change-format';

function change(overrides: Partial<LessonChange> = {}): LessonChange {
  return {
    id: 1,
    kind: 'reschedule',
    window: 'instructor_decides',
    status: 'pending',
    reason: 'Work shift changed',
    requestedBy: 'student',
    requestedAt: '2026-03-13T10:00:00.000Z',
    decidedAt: null,
    instructorNote: null,
    forfeit: 7200,
    student: { id: 3, fullName: 'Amira Khan', email: 'amira@example.com', phone: null },
    bookingId: 9,
    lessonId: 12,
    from: { date: '2026-03-14', startTime: '09:00', duration: 120 },
    to: { date: '2026-03-17', startTime: '14:00', duration: 120 },
    ...overrides,
  };
}

describe('describeLessonChangeWindow', () => {
  it("says when the learner asked in the school's figures", () => {
    expect(describeLessonChangeWindow('free', DEFAULT_CANCELLATION_TERMS)).toBe(
      '48 hours or more before: free',
    );
    expect(describeLessonChangeWindow('half_fee', DEFAULT_CANCELLATION_TERMS)).toBe(
      '24 to 48 hours before: 50% of the fee forfeited',
    );
    expect(describeLessonChangeWindow('instructor_decides', DEFAULT_CANCELLATION_TERMS)).toBe(
      'Under 24 hours before: your decision',
    );
    const terms = { freeChangeHours: 72, lateChangeHours: 12, lateChangeForfeitPercent: 25, movesAllowed: 2 };
    expect(describeLessonChangeWindow('half_fee', terms)).toBe(
      '12 to 72 hours before: 25% of the fee forfeited',
    );
  });
});

describe('formatWallTime and formatForfeit', () => {
  it('shows a lesson as a short date and a 12-hour range', () => {
    expect(formatWallTime({ date: '2026-03-14', startTime: '09:00', duration: 90 })).toBe(
      'Sat 14 Mar, 9:00 AM – 10:30 AM',
    );
  });

  it('says None when nothing is forfeited', () => {
    expect(formatForfeit(0)).toBe('None');
    expect(formatForfeit(3600)).toBe('£36.00');
  });
});

describe('the history filter', () => {
  const changes = [
    change({ id: 1, status: 'pending' }),
    change({ id: 2, status: 'applied' }),
    change({ id: 3, status: 'declined' }),
    change({ id: 4, status: 'withdrawn' }),
  ];

  it('shows every decided change under All (the waiting ones are listed above it)', () => {
    expect(getHistoryStatusQuery('decided')).toBeUndefined();
    expect(filterLessonChangeHistory(changes, 'decided').map((entry) => entry.id)).toEqual([2, 3, 4]);
  });

  it('shows one status when one is chosen', () => {
    expect(getHistoryStatusQuery('declined')).toBe('declined');
    expect(filterLessonChangeHistory(changes, 'declined').map((entry) => entry.id)).toEqual([3]);
  });
});

describe('the decision dialog', () => {
  it('says where an approved move goes and what is forfeited', () => {
    expect(describeApproval(change(), true)).toBe(
      "Amira Khan's lesson moves from Sat 14 Mar, 9:00 AM – 11:00 AM to Tue 17 Mar, 2:00 PM – 4:00 PM, if that time is still free. Under the terms £72.00 of the fee is forfeited. Amira Khan is e-mailed.",
    );
  });

  it('says an approved cancellation frees the time', () => {
    expect(describeApproval(change({ kind: 'cancel', to: null, forfeit: 0 }), true)).toBe(
      "Amira Khan's lesson on Sat 14 Mar, 9:00 AM – 11:00 AM is cancelled and its time freed. Amira Khan is e-mailed.",
    );
  });

  it('says a declined request leaves the lesson where it is', () => {
    expect(describeDecline(change(), true)).toBe(
      "Amira Khan's lesson stays on Sat 14 Mar, 9:00 AM – 11:00 AM. Amira Khan is e-mailed, with your note if you add one.",
    );
  });

  it('never says the learner is e-mailed when this site sends no e-mail', () => {
    expect(describeDecline(change(), false)).toBe(
      "Amira Khan's lesson stays on Sat 14 Mar, 9:00 AM – 11:00 AM. E-mail is not set up on this site, so Amira Khan is not e-mailed the answer: please tell them yourself.",
    );
    expect(describeApproval(change(), false)).not.toContain('is e-mailed.');
  });
});
