import { z } from 'zod';
import { isoDateField } from '../../api/date-time-schemas';
import { LESSON_STATUS_VALUES } from '../lessons/lessons-schemas';
import { TIME_OFF_REASON_VALUES } from '../time-off/time-off-schemas';

/*
 * The calendar endpoints' requests and answers, shared by the server and the dashboard: the Google
 * Calendar connection (spec instructor side: 'calendar connection' states, /api/google-calendar/*),
 * the private iCalendar feed, the read-only week view, and the learners' 'Calendar Sync Issue' flag.
 */

/** Spec section 8, error catalogue: the calendar toasts' titles, quoted exactly. */
export const CALENDAR_TOAST_TITLES = {
  connectionFailed: 'Connection Failed',
  connectionTimeout: 'Connection Timeout',
  connectionError: 'Connection Error',
  testFailed: 'Test Failed',
} as const;

/** Spec section 9: the connect popup gives up after 5 minutes. */
export const CALENDAR_POPUP_TIMEOUT_MS = 5 * 60_000;

/** The variables that switch Google Calendar on (the status card names the missing ones). */
export const GOOGLE_CALENDAR_VARIABLES = [
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_TOKEN_ENCRYPTION_KEY',
] as const;

export const CALENDAR_CONNECTION_STATUS_VALUES = ['connected', 'error'] as const;

export const calendarConnectionSchema = z.object({
  status: z.enum(CALENDAR_CONNECTION_STATUS_VALUES),
  /** The Google account, when Google told us. */
  accountEmail: z.string().nullable(),
  connectedAt: z.iso.datetime(),
  /** The last sync that worked, and how many busy periods it found in the next 3 months. */
  lastSyncAt: z.iso.datetime().nullable(),
  lastSyncBusyCount: z.number().int().nullable(),
  /** Why the last attempt failed (status error: why the instructor must reconnect). */
  lastError: z.string().nullable(),
});

export type CalendarConnection = z.infer<typeof calendarConnectionSchema>;

/** `GET /api/google-calendar/status` (and the answer of a sync run on demand). */
export const googleCalendarStatusSchema = z.object({
  /** False when GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is not set on the server. */
  configured: z.boolean(),
  missingVariables: z.array(z.string()),
  syncEveryMinutes: z.number().int().positive(),
  /** Null: not connected. */
  connection: calendarConnectionSchema.nullable(),
});

export type GoogleCalendarStatus = z.infer<typeof googleCalendarStatusSchema>;

/** `GET /api/google-calendar/auth-url`: Google's consent page for a popup, bound to this session. */
export const googleAuthUrlResponseSchema = z.object({
  authUrl: z.url(),
  /** The link stops working then (a little after the popup's 5 minutes). */
  expiresAt: z.iso.datetime(),
});

/**
 * `POST /api/google-calendar/create-event`: nothing to send. The old site's `lessonData` and
 * `accessToken` are dropped: the event goes in the connected calendar with the stored permission.
 */
export const createTestEventRequestSchema = z.object({}).nullish();

export const createTestEventResponseSchema = z.object({
  eventId: z.string(),
  htmlLink: z.string().nullable(),
  /** London date and times of the test event. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

export type CreatedTestEvent = z.infer<typeof createTestEventResponseSchema>;

/** `DELETE /api/google-calendar/connection`. */
export const disconnectCalendarResponseSchema = z.object({
  /** Google confirmed the permission is withdrawn (false: it could not be reached). */
  revoked: z.boolean(),
  /** Lesson events still to come that were taken out of the calendar. */
  removedEvents: z.number().int().min(0),
});

export type DisconnectCalendarResult = z.infer<typeof disconnectCalendarResponseSchema>;

/** What the OAuth popup posts to the dashboard that opened it. */
export const CALENDAR_POPUP_MESSAGE_SOURCE = 'google-calendar-connect';
export const calendarPopupMessageSchema = z.object({
  source: z.literal(CALENDAR_POPUP_MESSAGE_SOURCE),
  status: z.enum(['connected', 'error']),
  message: z.string(),
});

export type CalendarPopupMessage = z.infer<typeof calendarPopupMessageSchema>;

/** `GET /api/google-calendar/callback` query (Google adds either a code or an error). */
export const googleCallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  scope: z.string().max(2000).optional(),
});

/** `GET /api/calendar-feed` and `POST /api/calendar-feed/regenerate`. */
export const calendarFeedSchema = z.object({
  url: z.url(),
  createdAt: z.iso.datetime(),
});

export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedParamsSchema = z.object({ token: z.string().min(1).max(200) });

// --- The read-only week view ---

export const calendarWeekQuerySchema = z.object({
  /** Any date of the week wanted (YYYY-MM-DD, London); the week runs Monday to Sunday. Default: this week. */
  week: isoDateField('Please choose a date').optional(),
});

const wallTimeRange = { startTime: z.string(), endTime: z.string() };

export const SLOT_WEEK_STATES = ['free', 'held', 'busy'] as const;

export const calendarWeekItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('slot'),
    id: z.number().int(),
    ...wallTimeRange,
    /** free: learners can book it; held: a request holds it; busy: hidden, it clashes with your calendar. */
    state: z.enum(SLOT_WEEK_STATES),
    studentName: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('lesson'),
    id: z.number().int(),
    ...wallTimeRange,
    studentId: z.number().int().positive(),
    studentName: z.string(),
    packageName: z.string().nullable(),
    status: z.enum(['scheduled', 'completed', 'no_show']),
    /** The lesson's event is in the connected Google Calendar. */
    inGoogleCalendar: z.boolean(),
    /** The whole lesson (not this day's piece of it), for its actions: done, no-show, move, cancel, notes. */
    lesson: z.object({
      id: z.number().int(),
      /** YYYY-MM-DD and HH:MM of its start, Europe/London. */
      date: z.string(),
      startTime: z.string(),
      bookedDuration: z.number().int(),
      actualDuration: z.number().int().nullable(),
      status: z.enum(LESSON_STATUS_VALUES),
      notes: z.string().nullable(),
    }),
  }),
  z.object({
    kind: z.literal('busy'),
    ...wallTimeRange,
    allDay: z.boolean(),
  }),
  /** A whole day the instructor blocked as time off (learners see no times then). */
  z.object({
    kind: z.literal('time_off'),
    ...wallTimeRange,
    reason: z.enum(TIME_OFF_REASON_VALUES),
    note: z.string(),
  }),
]);

export type CalendarWeekItem = z.infer<typeof calendarWeekItemSchema>;

export const calendarWeekResponseSchema = z.object({
  /** Monday and Sunday of the week, London dates. */
  weekStart: z.string(),
  weekEnd: z.string(),
  today: z.string(),
  calendar: z.object({
    status: z.enum(['none', 'connected', 'error']),
    lastSyncAt: z.iso.datetime().nullable(),
  }),
  days: z.array(z.object({ date: z.string(), items: z.array(calendarWeekItemSchema) })),
});

export type CalendarWeek = z.infer<typeof calendarWeekResponseSchema>;
