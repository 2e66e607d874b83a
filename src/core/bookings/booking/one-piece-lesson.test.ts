import { describe, expect, it } from 'vitest';
import { checkBookingSelection, checkSingleLessonLength, isOneContinuousStretch } from './one-piece-lesson';

const LONDON = 'Europe/London';
const single2h = { hours: 2, isSingleLesson: true };
const starter = { hours: 5, isSingleLesson: false };
const at = (id: number, date: string, time: string, duration = 60) => ({ id, date, time, duration });

describe('isOneContinuousStretch', () => {
  it('counts times that start as the one before ends as one stretch, in any order', () => {
    expect(isOneContinuousStretch([at(1, '2026-12-01', '09:00'), at(2, '2026-12-01', '10:00')], LONDON)).toBe(
      true,
    );
    expect(isOneContinuousStretch([at(2, '2026-12-01', '10:00'), at(1, '2026-12-01', '09:00')], LONDON)).toBe(
      true,
    );
    expect(
      isOneContinuousStretch([at(1, '2026-12-01', '12:30', 90), at(2, '2026-12-01', '14:00', 30)], LONDON),
    ).toBe(true);
    expect(isOneContinuousStretch([at(1, '2026-12-01', '14:00', 120)], LONDON)).toBe(true);
    expect(isOneContinuousStretch([], LONDON)).toBe(true);
  });

  it('refuses a gap, an overlap or another day', () => {
    expect(isOneContinuousStretch([at(1, '2026-12-01', '09:00'), at(2, '2026-12-01', '11:00')], LONDON)).toBe(
      false,
    );
    expect(isOneContinuousStretch([at(1, '2026-12-01', '09:00'), at(2, '2026-12-01', '09:30')], LONDON)).toBe(
      false,
    );
    expect(isOneContinuousStretch([at(1, '2026-12-01', '09:00'), at(2, '2026-12-02', '10:00')], LONDON)).toBe(
      false,
    );
  });

  it('reads wall-clock times in the school zone across the spring clock change', () => {
    // 29 March 2026: 01:00 GMT jumps to 02:00 BST, so 00:00 GMT + 1 hour is 02:00 on the clock.
    expect(isOneContinuousStretch([at(1, '2026-03-29', '00:00'), at(2, '2026-03-29', '02:00')], LONDON)).toBe(
      true,
    );
  });
});

describe('checkBookingSelection', () => {
  it('refuses a single lesson as two times hours apart, saying how to choose', () => {
    expect(
      checkBookingSelection(single2h, [at(1, '2026-12-01', '09:00'), at(2, '2026-12-01', '14:00')], LONDON),
    ).toEqual({
      kind: 'not_one_stretch',
      message:
        'Times Not Back to Back: A 2-hour lesson is one lesson driven in one go. Please choose times that follow straight on from each other (such as 9:00 AM then 10:00 AM), or one 2-hour time.',
    });
  });

  it('accepts a single lesson as adjacent times or one time, and a package spread over days', () => {
    expect(
      checkBookingSelection(single2h, [at(1, '2026-12-01', '10:00'), at(2, '2026-12-01', '11:00')], LONDON),
    ).toBeNull();
    expect(checkBookingSelection(single2h, [at(1, '2026-12-01', '14:00', 120)], LONDON)).toBeNull();
    expect(
      checkBookingSelection(
        starter,
        [at(1, '2026-12-01', '09:00'), at(2, '2026-12-03', '16:00', 120)],
        LONDON,
      ),
    ).toBeNull();
  });

  it('reports the Payment Mismatch first: the hours are the first thing to put right', () => {
    expect(checkBookingSelection(single2h, [at(1, '2026-12-01', '09:00')], LONDON)?.kind).toBe(
      'payment_mismatch',
    );
  });
});

describe('checkSingleLessonLength', () => {
  const twoHourLesson = { name: '2 Hour Lesson', totalMinutes: 120, isSingleLesson: true };
  it('asks for the whole length of a single lesson', () => {
    expect(checkSingleLessonLength(twoHourLesson, 60)).toBe(
      'The 2 Hour Lesson is one 2-hour lesson in one go: choose 2 hours.',
    );
    expect(checkSingleLessonLength(twoHourLesson, 120)).toBeNull();
  });

  it('lets a package of several lessons be taken in any length', () => {
    expect(
      checkSingleLessonLength({ name: 'Starter', totalMinutes: 300, isSingleLesson: false }, 60),
    ).toBeNull();
  });
});
