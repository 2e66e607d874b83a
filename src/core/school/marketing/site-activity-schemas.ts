import { z } from 'zod';

/*
 * `GET /api/site-activity`: the real figures behind the 'Live Activity' card and the home page's
 * traffic widget (decisions.md: real figures from the database, or not shown). Counts only, no
 * personal data.
 */

/** The figures look back, and ahead, this many days. */
export const ACTIVITY_WINDOW_DAYS = 7;

export const siteActivitySchema = z.object({
  windowDays: z.number().int().positive(),
  /** Bookings made in the last 7 days that are still going ahead (pending, approved or completed). */
  bookingsMade: z.number().int().min(0),
  /** Lessons taught in the last 7 days. */
  lessonsCompleted: z.number().int().min(0),
  /** Lesson times still free to book in the next 7 days. */
  freeLessonTimes: z.number().int().min(0),
  /** The earliest free time in the next 7 days (Europe/London), or null when there is none. */
  nextFreeTime: z.object({ date: z.string(), time: z.string() }).nullable(),
});
export type SiteActivity = z.infer<typeof siteActivitySchema>;

export interface ActivityFigure {
  id: 'bookingsMade' | 'lessonsCompleted' | 'freeLessonTimes';
  value: number;
  label: string;
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/**
 * The figures worth showing, with their words; a zero is left out rather than shown, and an empty
 * list means the card is not shown at all.
 */
export function describeActivityFigures(activity: SiteActivity): ActivityFigure[] {
  const days = `${activity.windowDays} days`;
  const figures: ActivityFigure[] = [
    {
      id: 'bookingsMade',
      value: activity.bookingsMade,
      label: `${plural(activity.bookingsMade, 'booking', 'bookings')} made in the last ${days}`,
    },
    {
      id: 'lessonsCompleted',
      value: activity.lessonsCompleted,
      label: `${plural(activity.lessonsCompleted, 'lesson', 'lessons')} taught in the last ${days}`,
    },
    {
      id: 'freeLessonTimes',
      value: activity.freeLessonTimes,
      label: `free lesson ${plural(activity.freeLessonTimes, 'time', 'times')} in the next ${days}`,
    },
  ];
  return figures.filter((figure) => figure.value > 0);
}
