import { describe, expect, it } from 'vitest';
import { describeActivityFigures } from './site-activity-schemas';

describe('describeActivityFigures', () => {
  it('words each real figure, singular and plural', () => {
    expect(
      describeActivityFigures({
        windowDays: 7,
        bookingsMade: 1,
        lessonsCompleted: 12,
        freeLessonTimes: 3,
        nextFreeTime: null,
      }).map((figure) => `${figure.value} ${figure.label}`),
    ).toEqual([
      '1 booking made in the last 7 days',
      '12 lessons taught in the last 7 days',
      '3 free lesson times in the next 7 days',
    ]);
  });

  it('leaves zeros out, and has nothing to show when everything is zero', () => {
    expect(
      describeActivityFigures({
        windowDays: 7,
        bookingsMade: 0,
        lessonsCompleted: 2,
        freeLessonTimes: 0,
        nextFreeTime: null,
      }).map((figure) => figure.id),
    ).toEqual(['lessonsCompleted']);
    expect(
      describeActivityFigures({
        windowDays: 7,
        bookingsMade: 0,
        lessonsCompleted: 0,
        freeLessonTimes: 0,
        nextFreeTime: null,
      }),
    ).toEqual([]);
  });
});
