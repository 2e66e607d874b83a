import { describe, expect, it } from 'vitest';
import {
  describeLessonTime,
  describePendingRequest,
  describeRescheduleDay,
  describeReschedulesLeft,
  getLessonChangeConfirmLabel,
  getLessonChangeContactMessage,
  getLessonChangeToastTitle,
  getLessonChangeWindowLabel,
  getRescheduleOptionKey,
  getUpcomingLessons,
  groupRescheduleOptionsByDate,
  type LearnerLesson,
} from './lesson-change-display';

function lesson(id: number, date: string, startTime: string, status = 'scheduled'): LearnerLesson {
  return { id, date, startTime, bookedDuration: 120, actualDuration: null, status, change: null };
}

describe('getUpcomingLessons', () => {
  it('keeps scheduled lessons that have not begun (London time), soonest first', () => {
    // 09:30 UTC on 1 July is 10:30 in London (BST).
    const now = new Date('2026-07-01T09:30:00Z');
    const lessons = [
      lesson(1, '2026-07-03', '09:00'),
      lesson(2, '2026-07-01', '10:00'), // began half an hour ago
      lesson(3, '2026-07-01', '11:00'),
      lesson(4, '2026-07-02', '09:00', 'cancelled'),
      lesson(5, '2026-06-30', '09:00', 'completed'),
      lesson(6, '2026-07-02', '18:00'),
    ];
    expect(getUpcomingLessons(lessons, now).map((entry) => entry.id)).toEqual([3, 6, 1]);
  });
});

describe('groupRescheduleOptionsByDate', () => {
  it('groups the free times by day, days and times in order', () => {
    const days = groupRescheduleOptionsByDate([
      { date: '2026-07-10', startTime: '14:00', timeSlotIds: [7] },
      { date: '2026-07-08', startTime: '10:00', timeSlotIds: [3, 4] },
      { date: '2026-07-10', startTime: '09:00', timeSlotIds: [5, 6] },
      { date: '2026-07-08', startTime: '09:00', timeSlotIds: [2, 3] },
    ]);
    expect(days.map((day) => day.date)).toEqual(['2026-07-08', '2026-07-10']);
    expect(days[0]?.options.map((option) => option.startTime)).toEqual(['09:00', '10:00']);
    expect(days[1]?.options.map(getRescheduleOptionKey)).toEqual(['5-6', '7']);
    expect(groupRescheduleOptionsByDate([])).toEqual([]);
  });

  it('labels a day with how many times it has', () => {
    const [day] = groupRescheduleOptionsByDate([
      { date: '2026-03-14', startTime: '09:00', timeSlotIds: [1] },
    ]);
    if (!day) throw new Error('expected one day');
    expect(describeRescheduleDay(day)).toBe('Sat 14 Mar · 1 time');
    expect(describeRescheduleDay({ ...day, options: [...day.options, ...day.options] })).toBe(
      'Sat 14 Mar · 2 times',
    );
  });
});

describe('the words of the lesson-change screens', () => {
  it('describes a lesson in one line', () => {
    expect(describeLessonTime({ date: '2026-03-14', startTime: '09:00', duration: 120 })).toBe(
      'Saturday 14 March 2026, 9:00 AM – 11:00 AM (2hr)',
    );
  });

  it('says how many moves are left', () => {
    expect(describeReschedulesLeft(2)).toBe('You can move this booking 2 more times.');
    expect(describeReschedulesLeft(1)).toBe('You can move this booking 1 more time.');
    expect(describeReschedulesLeft(0)).toBe('This booking has been moved as many times as our terms allow.');
  });

  it("names each window, the late one with the school's share", () => {
    const terms = { freeChangeHours: 72, lateChangeHours: 12, lateChangeForfeitPercent: 25, movesAllowed: 2 };
    expect(getLessonChangeWindowLabel('free', terms)).toBe('Free to change');
    expect(getLessonChangeWindowLabel('half_fee', terms)).toBe('25% fee applies');
    expect(getLessonChangeWindowLabel('instructor_decides', terms)).toBe('Your instructor decides');
  });

  it('asks the instructor under 24 hours, and acts at once otherwise', () => {
    expect(getLessonChangeConfirmLabel('reschedule', 'free')).toBe('Move my lesson');
    expect(getLessonChangeConfirmLabel('reschedule', 'half_fee')).toBe('Move my lesson');
    expect(getLessonChangeConfirmLabel('cancel', 'free')).toBe('Cancel my lesson');
    expect(getLessonChangeConfirmLabel('reschedule', 'instructor_decides')).toBe(
      'Send request to my instructor',
    );
    expect(getLessonChangeConfirmLabel('cancel', 'instructor_decides')).toBe('Send request to my instructor');
  });

  it('titles the toast by what happened', () => {
    expect(getLessonChangeToastTitle({ kind: 'reschedule', status: 'applied' })).toBe('Lesson Moved');
    expect(getLessonChangeToastTitle({ kind: 'cancel', status: 'applied' })).toBe('Lesson Cancelled');
    expect(getLessonChangeToastTitle({ kind: 'cancel', status: 'pending' })).toBe('Request Sent');
  });

  it('says when a waiting request was sent, in London time', () => {
    expect(describePendingRequest({ kind: 'cancel', requestedAt: '2026-07-01T17:05:00.000Z' })).toBe(
      'You asked to cancel this lesson on Wed 1 Jul, 6:05 PM. Your instructor will reply by e-mail.',
    );
  });

  it('prefills the message to the instructor with the lesson', () => {
    expect(getLessonChangeContactMessage('Tom Clarke', { date: '2026-03-14', startTime: '18:00' })).toBe(
      "Hi! This is Tom Clarke. I'd like to change my lesson on Saturday 14 March 2026 at 6:00 PM.",
    );
  });
});
