import { z } from 'zod';
import { isoDateField } from '../../api/date-time-schemas';
import { databaseIdField, databaseIdParam } from '../../api/id-schemas';
import { createBookingRequestSchema, INSTRUCTOR_PREFERENCE_OPTIONS } from '../booking/booking-schemas';

/*
 * The waiting list (issue 21): a learner says which parts of the week suit them, from which date,
 * how long a lesson, and the date of their test when they have one. Offers of freed times (a later
 * slice) match against these wishes.
 */

/** Parts of a London day: morning 07:00-12:00, afternoon 12:00-17:00, evening 17:00-21:00. */
export const WAITING_LIST_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type WaitingListPeriod = (typeof WAITING_LIST_PERIODS)[number];

export const waitingListPeriodLabels: Record<WaitingListPeriod, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};
export const waitingListPeriodHours: Record<WaitingListPeriod, string> = {
  morning: '7am-12pm',
  afternoon: '12pm-5pm',
  evening: '5pm-9pm',
};

/** ISO weekdays, 1 = Monday. */
export const WAITING_LIST_WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const waitingListWindowSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  period: z.enum(WAITING_LIST_PERIODS),
});
export type WaitingListWindow = z.infer<typeof waitingListWindowSchema>;

export const WAITING_LIST_LESSON_MINUTES = [60, 90, 120] as const;
export const MAX_WAITING_LIST_WINDOWS = 21;

export const WINDOWS_REQUIRED_MESSAGE = 'Please tick at least one day and time that suits you';
export const FROM_DATE_PAST_MESSAGE = 'Please choose today or a later date';
export const TEST_DATE_PAST_MESSAGE = 'Your test date cannot be in the past';
export const LESSON_MINUTES_MESSAGE = 'Please choose a lesson length';

/**
 * Whom the learner waits for (issue 38, docs/decisions/0058): "mine" hears only of their own
 * instructor's freed times; "any" of every instructor who matches their preference, which uses the
 * booking form's values and labels (`no_preference`, `male`, `female`). The preference means
 * something only with "any"; the server keeps `no_preference` with "mine".
 */
export const WAITING_LIST_INSTRUCTOR_CHOICES = ['mine', 'any'] as const;
export type WaitingListInstructorChoice = (typeof WAITING_LIST_INSTRUCTOR_CHOICES)[number];
export type WaitingListInstructorPreference = (typeof INSTRUCTOR_PREFERENCE_OPTIONS)[number];

export const waitingListInstructorChoiceLabels: Record<WaitingListInstructorChoice, string> = {
  mine: 'My instructor',
  any: 'Any instructor',
};

export const INSTRUCTOR_CHOICE_MESSAGE = 'Please choose which instructor you will wait for';
export const INSTRUCTOR_PREFERENCE_MESSAGE = 'Please choose an instructor preference';

function windowKey(window: WaitingListWindow): string {
  return `${window.weekday}-${window.period}`;
}

/**
 * The wishes as stored and read back: windows (1..21, each once), the first date that suits,
 * the lesson length and the test date. "Not in the past" depends on today, so it lives in
 * `waitingListWishesInputSchema(today)`, which the form and the server both use.
 */
export const waitingListWishesSchema = z.object({
  windows: z
    .array(waitingListWindowSchema)
    .min(1, WINDOWS_REQUIRED_MESSAGE)
    .max(MAX_WAITING_LIST_WINDOWS, 'Too many times chosen')
    .refine(
      (windows) => new Set(windows.map(windowKey)).size === windows.length,
      'Each time can be chosen once',
    ),
  fromDate: isoDateField(),
  lessonMinutes: z.union([z.literal(60), z.literal(90), z.literal(120)], { error: LESSON_MINUTES_MESSAGE }),
  testDate: isoDateField('Please choose a valid test date').nullable(),
  // Defaults: a client from before issue 38 (and every entry from before it) waits for their own.
  instructorChoice: z.enum(WAITING_LIST_INSTRUCTOR_CHOICES, INSTRUCTOR_CHOICE_MESSAGE).default('mine'),
  instructorPreference: z
    .enum(INSTRUCTOR_PREFERENCE_OPTIONS, INSTRUCTOR_PREFERENCE_MESSAGE)
    .default('no_preference'),
});
export type WaitingListWishes = z.infer<typeof waitingListWishesSchema>;
/** The wishes as sent: the instructor choice may be left out (it is then "my instructor"). */
export type WaitingListWishesInput = z.input<typeof waitingListWishesSchema>;

/** The wishes a learner sends, checked against London's `today` (YYYY-MM-DD). */
export function waitingListWishesInputSchema(today: string) {
  return waitingListWishesSchema.superRefine((wishes, context) => {
    if (wishes.fromDate < today) {
      context.addIssue({ code: 'custom', path: ['fromDate'], message: FROM_DATE_PAST_MESSAGE });
    }
    if (wishes.testDate !== null && wishes.testDate < today) {
      context.addIssue({ code: 'custom', path: ['testDate'], message: TEST_DATE_PAST_MESSAGE });
    }
  });
}

export const CHOSEN_WAITING_INSTRUCTOR_MESSAGE = 'Please choose an instructor from the list';

/**
 * Someone with no booking yet: the booking form's contact and consent fields plus the wishes.
 * `instructorId`: the instructor they chose on the booking page, whom "My instructor" means for
 * them (without it, the instructor of their latest booking, else the school's lead instructor).
 */
export const joinWaitingListRequestSchema = createBookingRequestSchema
  .pick({ fullName: true, email: true, phone: true, drivingExperience: true, acceptTerms: true })
  .extend({
    wishes: waitingListWishesSchema,
    instructorId: databaseIdField(CHOSEN_WAITING_INSTRUCTOR_MESSAGE).optional(),
  });
export type JoinWaitingListRequest = z.input<typeof joinWaitingListRequestSchema>;

export const joinWaitingListResponseSchema = z.object({ message: z.string() });
export type JoinWaitingListResponse = z.infer<typeof joinWaitingListResponseSchema>;

export const WAITING_LIST_STATUSES = ['waiting', 'left', 'removed', 'fulfilled'] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/** The learner's own entry, as their page shows it. */
export const learnerWaitingListEntrySchema = z.object({
  id: z.number().int().positive(),
  wishes: waitingListWishesSchema,
  joinedAt: z.iso.datetime(),
});
export type LearnerWaitingListEntry = z.infer<typeof learnerWaitingListEntrySchema>;

export const learnerWaitingListResponseSchema = z.object({
  entry: learnerWaitingListEntrySchema.nullable(),
});
export type LearnerWaitingListResponse = z.infer<typeof learnerWaitingListResponseSchema>;

export const waitingListTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const WAITING_LIST_REASON_KINDS = ['test_soon', 'hours_bought', 'waiting'] as const;
export type WaitingListReasonKind = (typeof WAITING_LIST_REASON_KINDS)[number];

/** One entry of the instructor's list, in order. */
export const instructorWaitingListEntrySchema = z.object({
  id: z.number().int().positive(),
  studentId: z.number().int().positive(),
  /** The full name, or "Amira K." when `detailsShown` is false. */
  fullName: z.string(),
  /** Null when `detailsShown` is false. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The test date is null when `detailsShown` is false. */
  wishes: waitingListWishesSchema,
  /** The wishes in words, e.g. "Mon-Fri evenings, Saturday morning". */
  wishesSummary: z.string(),
  /** Whom they wait for, in words: "My instructor", "Any instructor · female". */
  instructorChoiceText: z.string(),
  joinedAt: z.iso.datetime(),
  /** Null when `detailsShown` is false. */
  leftMinutes: z.number().int().nullable(),
  reason: z.enum(WAITING_LIST_REASON_KINDS),
  /** Why the entry sits where it is, in words. */
  reasonText: z.string(),
  /** The instructor set the order by hand (a move); the rule only places learners who join later. */
  placedByHand: z.boolean(),
  /**
   * False for an "any instructor" learner of another instructor whom the viewer does not teach
   * (decision 0058): first name and initial, what suits them and whom they wait for, no contact,
   * test date or hours.
   */
  detailsShown: z.boolean(),
  /** Up / Down: the viewer's own entries only (the hand order is each instructor's). */
  canMove: z.boolean(),
  /** Remove: the viewer's own entries, or any for the owner. */
  canRemove: z.boolean(),
});
export type InstructorWaitingListEntry = z.infer<typeof instructorWaitingListEntrySchema>;

export const instructorWaitingListResponseSchema = z.object({
  entries: z.array(instructorWaitingListEntrySchema),
});
export type InstructorWaitingListResponse = z.infer<typeof instructorWaitingListResponseSchema>;

export const waitingListIdParamsSchema = z.object({ id: databaseIdParam() });
export const moveWaitingListEntryRequestSchema = z.object({
  direction: z.enum(['up', 'down'], 'Please choose up or down'),
});
export type MoveWaitingListEntryRequest = z.infer<typeof moveWaitingListEntryRequestSchema>;
