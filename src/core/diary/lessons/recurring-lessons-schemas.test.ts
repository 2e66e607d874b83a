import { describe, expect, it } from 'vitest';
import {
  createRecurringLessonsRequestSchema,
  describeRecurringClash,
  describeSeriesNoHoursLeft,
  NOTHING_TO_BOOK_MESSAGE,
  RECURRING_WEEKS_MESSAGE,
  SKIP_DATE_MESSAGE,
} from './recurring-lessons-schemas';

const series = { studentId: 3, firstDate: '2026-12-01', startTime: '17:00', duration: 90, weeks: 3 };

function messagesOf(input: unknown) {
  const result = createRecurringLessonsRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('createRecurringLessonsRequestSchema', () => {
  it('accepts a series with dates of its own weeks to skip', () => {
    expect(createRecurringLessonsRequestSchema.parse({ ...series, skipDates: ['2026-12-08'] })).toMatchObject(
      {
        skipDates: ['2026-12-08'],
        duration: 90,
      },
    );
    expect(createRecurringLessonsRequestSchema.parse(series).skipDates).toEqual([]);
  });

  it('refuses a date that is not one of the weeks, and skipping them all', () => {
    expect(messagesOf({ ...series, skipDates: ['2026-12-09'] })).toEqual([['skipDates', SKIP_DATE_MESSAGE]]);
    expect(messagesOf({ ...series, skipDates: ['2026-12-01', '2026-12-08', '2026-12-15'] })).toEqual([
      ['skipDates', NOTHING_TO_BOOK_MESSAGE],
    ]);
  });

  it.each([1, 53, 2.5, Number.NaN])('refuses %s weeks', (weeks) => {
    expect(messagesOf({ ...series, weeks })).toEqual([['weeks', RECURRING_WEEKS_MESSAGE]]);
  });

  it('refuses a duration the manual form does not offer', () => {
    expect(messagesOf({ ...series, duration: 45 })).toEqual([['duration', 'Please select duration']]);
  });
});

describe('the words of a series', () => {
  it('says who the clashing lesson is with and when', () => {
    expect(
      describeRecurringClash('lesson', { studentName: 'Ann', startTime: '16:30', endTime: '18:00' }),
    ).toBe("Clashes with Ann's lesson (4:30 PM to 6:00 PM).");
    expect(describeRecurringClash('clocks_skip', { startTime: '01:30' })).toBe(
      'The clocks go forward that night: 1:30 AM does not exist.',
    );
  });

  it('says the hours left against the hours needed', () => {
    expect(describeSeriesNoHoursLeft('Sam', 8, 720, 360)).toBe(
      'Sam has 6 hours left, and these 8 lessons need 12 hours. Nothing was booked: sell them hours (Sell Hours on their student card) or book fewer weeks.',
    );
    expect(describeSeriesNoHoursLeft('Sam', 1, 60, -30)).toContain(
      'Sam has 0 hours left, and this lesson needs 1 hour.',
    );
  });
});
