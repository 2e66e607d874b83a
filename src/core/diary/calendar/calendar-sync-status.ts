import { z } from 'zod';

/*
 * What the booking page knows of the instructor's calendar: whether its sync fails, and the
 * notice it shows then. Apart from calendar-schemas.ts, whose dashboard schemas (lessons,
 * students, progress) the booking page would otherwise download with these few lines.
 */

/** Learner side, section 8 ('Empty slot list'), quoted exactly; shown only while the sync really fails. */
export const CALENDAR_SYNC_ISSUE_TITLE = 'Calendar Sync Issue';
export const CALENDAR_SYNC_ISSUE_MESSAGE =
  'Unable to load real-time availability due to Google Calendar API configuration. The instructor needs to update the calendar API settings to show live availability.';

/** `GET /api/calendar-status`: public, only whether the learners' notice should show. */
export const publicCalendarStatusSchema = z.object({ syncIssue: z.boolean() });
