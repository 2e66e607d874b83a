import { describe, expect, it } from 'vitest';
import { type CancellationTerms, DEFAULT_CANCELLATION_TERMS } from '../../school/settings/school-figures';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../time/london-time';
import {
  describeLessonChangeTerms,
  findRescheduleOptions,
  getForfeitPence,
  getLessonChangeWindow,
  getLessonFeePence,
  getReschedulesLeft,
  isValidRescheduleChoice,
} from './lesson-change-rules';

const HOUR = 3_600_000;
const terms = DEFAULT_CANCELLATION_TERMS;
const london = (date: string, time: string) => zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE);

describe('getLessonChangeWindow', () => {
  const lesson = new Date('2027-02-10T10:00:00Z');
  const startsIn = (ms: number) => new Date(lesson.getTime() - ms);

  it('is free at 48 hours exactly and more', () => {
    expect(getLessonChangeWindow(lesson, startsIn(48 * HOUR), terms)).toBe('free');
    expect(getLessonChangeWindow(lesson, startsIn(200 * HOUR), terms)).toBe('free');
  });

  it('forfeits half from just under 48 hours down to 24 hours exactly', () => {
    expect(getLessonChangeWindow(lesson, startsIn(48 * HOUR - 1), terms)).toBe('half_fee');
    expect(getLessonChangeWindow(lesson, startsIn(24 * HOUR), terms)).toBe('half_fee');
  });

  it('leaves it to the instructor under 24 hours, and closes once the lesson has begun', () => {
    expect(getLessonChangeWindow(lesson, startsIn(24 * HOUR - 1), terms)).toBe('instructor_decides');
    expect(getLessonChangeWindow(lesson, startsIn(1), terms)).toBe('instructor_decides');
    expect(getLessonChangeWindow(lesson, lesson, terms)).toBeNull();
    expect(getLessonChangeWindow(lesson, new Date(lesson.getTime() + HOUR), terms)).toBeNull();
  });

  it('counts real hours across the October clock change (the wall clock shows 47, 25 h day)', () => {
    // Clocks go back at 02:00 BST on Sunday 25 October 2026: that Sunday has 25 hours.
    const mondayLesson = london('2026-10-26', '10:00');
    // Saturday 11:00 BST is 47 wall-clock hours before, but 48 real hours.
    expect(getLessonChangeWindow(mondayLesson, london('2026-10-24', '11:00'), terms)).toBe('free');
    expect(getLessonChangeWindow(mondayLesson, london('2026-10-24', '11:01'), terms)).toBe('half_fee');
    // Sunday 10:00 GMT is 24 real hours before (Saturday to Sunday had 25).
    expect(getLessonChangeWindow(mondayLesson, london('2026-10-25', '10:00'), terms)).toBe('half_fee');
    expect(getLessonChangeWindow(mondayLesson, london('2026-10-25', '10:01'), terms)).toBe(
      'instructor_decides',
    );
  });

  it('counts real hours across the March clock change (the wall clock shows 48, 47 h real)', () => {
    // Clocks go forward at 01:00 GMT on Sunday 28 March 2027: that Sunday has 23 hours.
    const mondayLesson = london('2027-03-29', '10:00');
    expect(getLessonChangeWindow(mondayLesson, london('2027-03-27', '10:00'), terms)).toBe('half_fee');
    expect(getLessonChangeWindow(mondayLesson, london('2027-03-27', '09:00'), terms)).toBe('free');
  });
});

describe('fees and forfeits', () => {
  it("shares a package's price by minutes of driving", () => {
    expect(getLessonFeePence(36_000, 120, 600)).toBe(7_200);
    expect(getLessonFeePence(7_200, 120, 120)).toBe(7_200);
    expect(getLessonFeePence(5_000, 90, 90)).toBe(5_000);
    // Never more than the booking cost, and nothing for a package without minutes.
    expect(getLessonFeePence(3_800, 120, 60)).toBe(3_800);
    expect(getLessonFeePence(3_800, 120, 0)).toBe(0);
  });

  it('forfeits nothing, half rounded down, or all of it', () => {
    expect(getForfeitPence('free', 7_201, terms)).toBe(0);
    expect(getForfeitPence('half_fee', 7_201, terms)).toBe(3_600);
    expect(getForfeitPence('instructor_decides', 7_201, terms)).toBe(7_201);
  });

  it('says what the terms mean for this lesson, with the amount', () => {
    expect(describeLessonChangeTerms('free', 0, terms)).toBe(
      'Your lesson is 48 hours or more away, so moving or cancelling it is free.',
    );
    expect(describeLessonChangeTerms('half_fee', 3_600, terms)).toContain(
      '50% of the lesson fee (£36.00) is forfeited',
    );
    expect(describeLessonChangeTerms('half_fee', 3_600, terms)).toContain('your instructor will be told');
    expect(describeLessonChangeTerms('instructor_decides', 7_200, terms)).toContain(
      'your instructor decides whether it can be moved or cancelled',
    );
  });
});

describe("the school's own terms", () => {
  const own: CancellationTerms = {
    freeChangeHours: 72,
    lateChangeHours: 12,
    lateChangeForfeitPercent: 25,
    movesAllowed: 1,
  };
  const lesson = new Date('2027-02-10T10:00:00Z');
  const startsIn = (ms: number) => new Date(lesson.getTime() - ms);

  it('draws the windows at its hours', () => {
    expect(getLessonChangeWindow(lesson, startsIn(72 * HOUR), own)).toBe('free');
    expect(getLessonChangeWindow(lesson, startsIn(72 * HOUR - 1), own)).toBe('half_fee');
    expect(getLessonChangeWindow(lesson, startsIn(12 * HOUR), own)).toBe('half_fee');
    expect(getLessonChangeWindow(lesson, startsIn(12 * HOUR - 1), own)).toBe('instructor_decides');
  });

  it('forfeits its share, rounded down, and says its figures', () => {
    expect(getForfeitPence('half_fee', 7_201, own)).toBe(1_800);
    expect(describeLessonChangeTerms('free', 0, own)).toBe(
      'Your lesson is 72 hours or more away, so moving or cancelling it is free.',
    );
    expect(describeLessonChangeTerms('half_fee', 1_800, own)).toBe(
      'Your lesson is less than 72 hours away. Under our terms, 25% of the lesson fee (£18.00) is forfeited if you move or cancel it now, and your instructor will be told.',
    );
    expect(describeLessonChangeTerms('instructor_decides', 7_200, own)).toContain(
      'Your lesson is less than 12 hours away, so your instructor decides',
    );
  });

  it('says nothing is forfeited when the late share is 0%', () => {
    const noForfeit = { ...own, lateChangeForfeitPercent: 0 };
    expect(getForfeitPence('half_fee', 7_200, noForfeit)).toBe(0);
    expect(describeLessonChangeTerms('half_fee', 0, noForfeit)).toContain('nothing is forfeited');
  });

  it('counts the moves it allows', () => {
    expect(getReschedulesLeft(0, own)).toBe(1);
    expect(getReschedulesLeft(1, own)).toBe(0);
    expect(getReschedulesLeft(3, own)).toBe(0);
    expect(getReschedulesLeft(1, DEFAULT_CANCELLATION_TERMS)).toBe(1);
  });
});

describe('findRescheduleOptions', () => {
  const slot = (id: number, time: string, durationMinutes = 60, instructorId = 1) => ({
    id,
    instructorId,
    startsAt: london('2027-02-10', time),
    durationMinutes,
  });

  it('fills a 2-hour lesson with one 2-hour slot or two back-to-back hours, in time order', () => {
    const options = findRescheduleOptions(
      [slot(3, '11:00'), slot(1, '09:00'), slot(2, '10:00'), slot(4, '14:00', 120), slot(5, '17:00')],
      120,
    );
    expect(options.map((option) => option.timeSlotIds)).toEqual([[1, 2], [2, 3], [4]]);
  });

  it('never joins slots with a gap, of two instructors, or past the length', () => {
    const options = findRescheduleOptions(
      [
        slot(1, '09:00'),
        slot(2, '10:30'),
        slot(3, '12:00', 60, 1),
        slot(4, '13:00', 60, 2),
        slot(5, '15:00', 90),
      ],
      120,
    );
    expect(options).toEqual([]);
  });

  it('accepts only a choice that is one of the options', () => {
    const slots = [slot(1, '09:00'), slot(2, '10:00'), slot(3, '12:00')];
    expect(isValidRescheduleChoice(slots, [2, 1], 120)).toBe(true);
    expect(isValidRescheduleChoice(slots, [1, 3], 120)).toBe(false);
    expect(isValidRescheduleChoice(slots, [1], 120)).toBe(false);
    expect(isValidRescheduleChoice(slots, [1, 1], 120)).toBe(false);
    expect(isValidRescheduleChoice(slots, [1, 2, 9], 120)).toBe(false);
  });
});
