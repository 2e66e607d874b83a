import { z } from 'zod';
import { wallTimeField } from '../../api/date-time-schemas';
import { databaseIdParam } from '../../api/id-schemas';

/*
 * Offers of freed times to the waiting list (issue 21): the learner's one-tap page behind the
 * offer's link, the instructor's list of freed times with the offers made, offering by hand, and
 * the school's waiting-list settings. Decisions: docs/decisions/0021-waiting-list.md.
 */

// ---------------------------------------------------------------------------------------------
// The school's settings

export const WAITING_LIST_OFFER_HOURS_DEFAULT = 12;
export const WAITING_LIST_OFFER_HOURS_MIN = 1;
export const WAITING_LIST_OFFER_HOURS_MAX = 72;
export const OFFER_HOURS_MESSAGE = `Enter a whole number of hours from ${WAITING_LIST_OFFER_HOURS_MIN} to ${WAITING_LIST_OFFER_HOURS_MAX}`;

export const waitingListSettingsSchema = z.object({
  /** Freed times are offered by the rule at once; off: they wait for the instructor to choose. */
  autoOffer: z.boolean({ error: 'Please choose how freed times are offered' }),
  /** An offer ends this many waking hours after it is sent (or when the time starts, if sooner). */
  offerHours: z
    .number({ error: OFFER_HOURS_MESSAGE })
    .int(OFFER_HOURS_MESSAGE)
    .min(WAITING_LIST_OFFER_HOURS_MIN, OFFER_HOURS_MESSAGE)
    .max(WAITING_LIST_OFFER_HOURS_MAX, OFFER_HOURS_MESSAGE),
  /** A late cancellation's forfeit is returned when others take the whole of its time. */
  refundRefilledCancellations: z.boolean({ error: 'Please choose whether a refilled cancellation is free' }),
});
export type WaitingListSettings = z.infer<typeof waitingListSettingsSchema>;

/** The waiting list's settings are the school's, set by its owner (docs/decisions/0051): 403 to anyone else. */
export const WAITING_LIST_SETTINGS_OWNER_ONLY_MESSAGE =
  "Only the school's owner can see and change how freed times are offered.";

/** The terms page's sentence while the school returns the forfeit of a refilled late cancellation. */
export const REFILLED_CANCELLATION_TERMS_SENTENCE =
  'If you cancel late and forfeit part of the fee, and another learner then takes the whole of your lesson’s time, we return the forfeited hours to your balance and tell you.';

// ---------------------------------------------------------------------------------------------
// The learner's offer, behind its link

export const waitingListOfferTokenParamsSchema = z.object({ token: z.string().min(16).max(200) });

/** The lesson an offer is for, on the London wall clock. */
export const offeredLessonSchema = z.object({
  date: z.iso.date(),
  startTime: wallTimeField(),
  endTime: wallTimeField(),
  /** Minutes. */
  duration: z.number().int().positive(),
});
export type OfferedLesson = z.infer<typeof offeredLessonSchema>;

/**
 * - open: it can be booked now;
 * - claimed: this learner booked it;
 * - taken: another learner took the time first (this learner stays on the list);
 * - expired: the offer's hours ran out or the time has started;
 * - withdrawn: the learner left the waiting list, or the instructor removed them.
 */
export const WAITING_LIST_OFFER_STATES = ['open', 'claimed', 'taken', 'expired', 'withdrawn'] as const;
export type WaitingListOfferState = (typeof WAITING_LIST_OFFER_STATES)[number];

/** What the booking page needs for a learner without enough hours: the package and the times. */
export const offerBookingStepsSchema = z.object({
  packageType: z.string(),
  packageName: z.string(),
  /** Pence. */
  price: z.number().int().nonnegative(),
  /** The slots that make up the lesson, for the booking page to choose. */
  slotIds: z.array(z.number().int().positive()).min(1),
  /** The learner's details, to fill in the booking form. */
  learner: z.object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    drivingExperience: z.string().nullable(),
  }),
});
export type OfferBookingSteps = z.infer<typeof offerBookingStepsSchema>;

/** The learner's lesson that taking the offer moves (issue 34): its id and its time now. */
export const offerMoveSchema = z.object({
  lessonId: z.number().int().positive(),
  from: offeredLessonSchema,
});
export type OfferMove = z.infer<typeof offerMoveSchema>;

export const waitingListOfferResponseSchema = z.object({
  state: z.enum(WAITING_LIST_OFFER_STATES),
  /**
   * Taking it moves this lesson of theirs to the offered time (no hours used, nothing to pay);
   * null: it books a new lesson (from their hours, or with payment).
   */
  move: offerMoveSchema.nullable(),
  firstName: z.string(),
  lesson: offeredLessonSchema,
  /** When the offer ends unless taken first (ISO instant). */
  expiresAt: z.iso.datetime(),
  /** The learner still has an open waiting-list entry. */
  onWaitingList: z.boolean(),
  /** Minutes bought and not yet used or reserved (the ledger). */
  leftMinutes: z.number().int(),
  /** The ledger holds the whole lesson: "Book it" books at once, nothing to pay. */
  canBookFromHours: z.boolean(),
  /** For a learner without enough hours: the normal booking and payment steps, prefilled. */
  bookingSteps: offerBookingStepsSchema.nullable(),
  /** The learner's own page (path and query), where the lesson shows once booked. */
  learnerPagePath: z.string(),
});
export type WaitingListOfferResponse = z.infer<typeof waitingListOfferResponseSchema>;

/**
 * `POST .../claim`: what the learner was shown, so a tap never does something else. `moveLessonId`
 * is the lesson the page said it would move, null for a new lesson; left out by pages from before
 * moves (the server's plan then stands).
 */
export const claimWaitingListOfferRequestSchema = z
  .object({ moveLessonId: z.number().int().positive().nullable().optional() })
  // Fastify reads a POST without a body as null.
  .nullish();
export type ClaimWaitingListOfferRequest = z.infer<typeof claimWaitingListOfferRequestSchema>;

export const claimWaitingListOfferResponseSchema = z.object({
  lesson: offeredLessonSchema,
  /** The time the lesson had before, when the offer moved it; null for a new lesson. */
  movedFrom: offeredLessonSchema.nullable(),
  learnerPagePath: z.string(),
  message: z.string(),
});
export type ClaimWaitingListOfferResponse = z.infer<typeof claimWaitingListOfferResponseSchema>;

export const leaveFromOfferResponseSchema = z.object({ message: z.string() });
export type LeaveFromOfferResponse = z.infer<typeof leaveFromOfferResponseSchema>;

export const OFFER_NOT_FOUND_MESSAGE =
  "This offer link doesn't work. Please use the latest message we sent you.";
export const OFFER_TAKEN_CODE = 'OFFER_TAKEN';
export const OFFER_TAKEN_MESSAGE =
  'Sorry, this time has gone: another learner booked it first. You are still on the waiting list, and we will tell you when another time frees up.';
export const OFFER_EXPIRED_CODE = 'OFFER_EXPIRED';
export const OFFER_EXPIRED_MESSAGE =
  'This offer has ended. You are still on the waiting list, and we will tell you when another time frees up.';
export const OFFER_WITHDRAWN_CODE = 'OFFER_WITHDRAWN';
export const OFFER_WITHDRAWN_MESSAGE = 'You are no longer on the waiting list, so this offer has closed.';
export const OFFER_CLAIMED_CODE = 'OFFER_CLAIMED';
export const OFFER_CLAIMED_MESSAGE = 'You have already booked this time.';
export const OFFER_NO_HOURS_CODE = 'OFFER_NO_HOURS';
export const OFFER_NO_HOURS_MESSAGE =
  "You don't have enough hours left for this lesson. Book it with payment instead.";
export const OFFER_CHANGED_CODE = 'OFFER_CHANGED';
export const OFFER_CHANGED_MESSAGE =
  'Your lessons have changed since you opened this offer, so nothing was done. Please look at it again.';
export const OFFER_MOVED_MESSAGE =
  'Moved. Your lesson is now at the earlier time and you have left the waiting list. Your old time has been freed for another learner. No hours were used.';
export const OFFER_BOOKED_MESSAGE =
  'Booked. The lesson is on your My Progress page, and you have left the waiting list. Join it again from there if you would like an even earlier time.';
export const LEFT_FROM_OFFER_MESSAGE =
  'You have left the waiting list. We will not send you any more offers.';

// ---------------------------------------------------------------------------------------------
// The instructor: freed times and their offers

/**
 * - waiting: freed while offers are made by hand, nobody offered it yet;
 * - offered: offers are out and the time is still free;
 * - taken: a learner took it (from an offer, or the booking page);
 * - ended: it started, or every offer ran out, with nobody taking it.
 */
export const FREED_TIME_STATES = ['waiting', 'offered', 'taken', 'ended'] as const;
export type FreedTimeState = (typeof FREED_TIME_STATES)[number];

export const freedTimeOfferSchema = z.object({
  id: z.number().int().positive(),
  studentId: z.number().int().positive(),
  fullName: z.string(),
  lesson: offeredLessonSchema,
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** Offered by the instructor's own choice rather than by the rule. */
  byHand: z.boolean(),
  state: z.enum(WAITING_LIST_OFFER_STATES),
});
export type FreedTimeOffer = z.infer<typeof freedTimeOfferSchema>;

export const freedTimeSchema = z.object({
  id: z.number().int().positive(),
  date: z.iso.date(),
  startTime: wallTimeField(),
  endTime: wallTimeField(),
  /** Minutes. */
  duration: z.number().int().positive(),
  freedAt: z.iso.datetime(),
  state: z.enum(FREED_TIME_STATES),
  offers: z.array(freedTimeOfferSchema),
  /** Who took it, when taken from an offer. */
  takenBy: z.object({ studentId: z.number().int().positive(), fullName: z.string() }).nullable(),
});
export type FreedTime = z.infer<typeof freedTimeSchema>;

export const freedTimesResponseSchema = z.object({ freedTimes: z.array(freedTimeSchema) });
export type FreedTimesResponse = z.infer<typeof freedTimesResponseSchema>;

export const freedTimeIdParamsSchema = z.object({ id: databaseIdParam() });

/** A waiting learner for a freed time, in offer order, with whether the rule finds it suits. */
export const freedTimeCandidateSchema = z.object({
  entryId: z.number().int().positive(),
  studentId: z.number().int().positive(),
  fullName: z.string(),
  wishesSummary: z.string(),
  /** The rule's order and reason ("Test on Fri 12 Dec, within 4 weeks"). */
  reasonText: z.string(),
  suits: z.boolean(),
  /** Why the rule would not offer it, in words; null when it suits. */
  mismatchText: z.string().nullable(),
  /** The lesson they would be offered; null when their lesson length does not fit the time. */
  lesson: offeredLessonSchema.nullable(),
  /** Their lesson the offer would move to that time (issue 34); null: a new lesson. */
  movesLesson: offeredLessonSchema.nullable(),
  alreadyOffered: z.boolean(),
});
export type FreedTimeCandidate = z.infer<typeof freedTimeCandidateSchema>;

export const freedTimeCandidatesResponseSchema = z.object({
  freedTime: freedTimeSchema,
  candidates: z.array(freedTimeCandidateSchema),
});
export type FreedTimeCandidatesResponse = z.infer<typeof freedTimeCandidatesResponseSchema>;

export const CHOOSE_LEARNERS_MESSAGE = 'Please choose at least one learner';
export const offerFreedTimeRequestSchema = z.object({
  entryIds: z
    .array(z.number().int().positive())
    .min(1, CHOOSE_LEARNERS_MESSAGE)
    .max(50, 'Choose at most 50 learners at once')
    .refine((ids) => new Set(ids).size === ids.length, 'Each learner can be chosen once'),
});
export type OfferFreedTimeRequest = z.infer<typeof offerFreedTimeRequestSchema>;

export const offerFreedTimeResponseSchema = z.object({
  freedTime: freedTimeSchema,
  /** How many offers were sent now (learners already offered this time are not sent another). */
  sent: z.number().int().nonnegative(),
  message: z.string(),
});
export type OfferFreedTimeResponse = z.infer<typeof offerFreedTimeResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The learner's own page: their open offers

export const learnerOpenOfferSchema = waitingListOfferResponseSchema.extend({
  id: z.number().int().positive(),
});
export type LearnerOpenOffer = z.infer<typeof learnerOpenOfferSchema>;

/** `GET /api/progress/{token}/waiting-list-offers`: the offers they can still take, soonest end first. */
export const learnerOpenOffersResponseSchema = z.object({ offers: z.array(learnerOpenOfferSchema) });
export type LearnerOpenOffersResponse = z.infer<typeof learnerOpenOffersResponseSchema>;

export const learnerOfferParamsSchema = z.object({
  token: z.string().min(1).max(200),
  id: databaseIdParam(),
});

export const FREED_TIME_NOT_FOUND_MESSAGE = 'That freed time is no longer listed.';
