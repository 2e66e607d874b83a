import { z } from 'zod';
import { pickupSchema } from '../../learners/pupil-record/pupil-record-schemas';
import { DELIVERY_METHOD_VALUES, DELIVERY_OUTCOME_VALUES } from '../../messaging/reminders/reminder-schemas';
import { studentBalanceSchema } from '../../money/ledger/ledger-schemas';
import { LESSON_STATUS_VALUES } from '../lessons/lessons-schemas';

/*
 * The instructor's "Today" screen (issue 20): the lessons of the school's day in Europe/London,
 * those that ended without an outcome, tomorrow's first lesson and what waits for an answer; and
 * the running-late notice sent from it.
 */

/** How far back a lesson still waiting for Done or No-show is listed (older ones stay on the student card). */
export const NEEDS_OUTCOME_DAYS = 60;

/** One lesson on the Today screen, with its learner and their balance from the ledger. */
export const todayLessonSchema = z.object({
  id: z.number().int().positive(),
  /** YYYY-MM-DD, Europe/London. */
  date: z.string(),
  /** HH:MM, Europe/London. */
  startTime: z.string(),
  /** HH:MM, Europe/London. */
  endTime: z.string(),
  /** The instants, for the screen to tell whether the lesson has started or ended by its own clock. */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** Minutes booked. */
  bookedDuration: z.number().int(),
  /** Minutes really driven, once recorded. */
  actualDuration: z.number().int().nullable(),
  status: z.enum(LESSON_STATUS_VALUES),
  /** The pickup notes (where to meet). */
  notes: z.string().nullable(),
  learner: z.object({
    id: z.number().int().positive(),
    fullName: z.string(),
    phone: z.string().nullable(),
    email: z.string(),
    /** The pupil record's pickup address and postcode (decision 0036). */
    pickup: pickupSchema,
  }),
  /** The learner's hours and money, from the ledger. */
  balance: studentBalanceSchema,
});

export type TodayLesson = z.infer<typeof todayLessonSchema>;

/**
 * What waits for the instructor, counted by the server (one count query each). A count added
 * after a browser kept its offline copy of Today reads 0 in that copy, not a failed parse.
 */
export const waitingCountsSchema = z.object({
  /** Booking requests waiting for Approve or Reject (the Pending Bookings tab). */
  bookings: z.number().int().nonnegative(),
  /** Learners' requests to move or cancel a lesson, waiting for a decision. */
  lessonChanges: z.number().int().nonnegative(),
  /** Network-partner requests not yet answered (status pending). */
  networkRequests: z.number().int().nonnegative().default(0),
  /** Instructor applications not yet reviewed (status pending). */
  applications: z.number().int().nonnegative().default(0),
  /** Leads from the site's pop-ups not yet marked contacted. */
  leads: z.number().int().nonnegative().default(0),
  /** Learners on this instructor's waiting list (open entries). */
  waitingList: z.number().int().nonnegative().default(0),
  /** Learners' chat messages to this instructor not yet read. */
  unreadMessages: z.number().int().nonnegative().default(0),
});

export type WaitingCounts = z.infer<typeof waitingCountsSchema>;

/** `GET /api/dashboard/today` */
export const todayResponseSchema = z.object({
  /** The school's today (YYYY-MM-DD, Europe/London). */
  date: z.string(),
  /**
   * Lessons that have ended and still have no outcome (neither Done nor No-show), oldest first,
   * from the last NEEDS_OUTCOME_DAYS days. A lesson listed here is not listed again in `today`.
   */
  needsOutcome: z.array(todayLessonSchema),
  /** Today's other lessons (not cancelled), in time order, with their status. */
  today: z.array(todayLessonSchema),
  /** Tomorrow's first lesson (not cancelled), or null. */
  tomorrowFirst: todayLessonSchema.nullable(),
  /** What waits for the instructor: the Today screen's list and the dashboard's badges. */
  pending: waitingCountsSchema,
});

export type TodayOverview = z.infer<typeof todayResponseSchema>;

/** The minutes the instructor can say they are late by (one tap each). */
export const RUNNING_LATE_MINUTES = [5, 10, 15, 20, 30, 45] as const;
export type RunningLateMinutes = (typeof RUNNING_LATE_MINUTES)[number];
export const RUNNING_LATE_MINUTES_MESSAGE = 'Choose how many minutes late: 5, 10, 15, 20, 30 or 45';

/** `POST /api/lessons/{id}/running-late`, shared by the dialog and the server. */
export const runningLateRequestSchema = z.object({
  minutes: z.literal(RUNNING_LATE_MINUTES, RUNNING_LATE_MINUTES_MESSAGE),
});

export type RunningLateRequest = z.input<typeof runningLateRequestSchema>;

export const LESSON_ENDED_MESSAGE =
  'This lesson has already ended: record it as done or as a no-show instead.';
export const LESSON_HAS_OUTCOME_MESSAGE =
  'This lesson is no longer scheduled (it is done, a no-show or cancelled), so there is no one to tell.';

/** What became of the running-late notice: truthfully, whether it reached the learner and how. */
export const runningLateResponseSchema = z.object({
  lessonId: z.number().int().positive(),
  minutes: z.number().int().positive(),
  /** The channel it finally went by (or was kept for), after any fallback to e-mail. */
  deliveryMethod: z.enum(DELIVERY_METHOD_VALUES),
  /** sent: the provider accepted it; not_configured: kept in the outbox, nothing sent; failed. */
  status: z.enum(DELIVERY_OUTCOME_VALUES),
  /** A phone number or an e-mail address. */
  recipient: z.string(),
  /** Why it did not go as asked (not configured, fell back to e-mail...); null when it did. */
  problem: z.string().nullable(),
});

export type RunningLateResponse = z.infer<typeof runningLateResponseSchema>;
