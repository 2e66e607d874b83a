import { z } from 'zod';
import { isoDateField } from '../../api/date-time-schemas';
import { databaseIdField, databaseIdParam } from '../../api/id-schemas';
import { emailDeliveryStatusSchema } from '../../messaging/outbox/outbox-schemas';
import { addDaysToIsoDate, daysBetweenIsoDates } from '../../time/london-time';

/*
 * Handing a learner over to another instructor (issue 38, docs/decisions/0060): as cover for some
 * dates (the learner comes back after) or as a transfer for good. The learner agrees through a
 * single-use link; nothing moves before. The value lists type the columns and check constraints.
 */

export const HAND_OVER_KIND_VALUES = ['cover', 'transfer'] as const;
export type HandOverKind = (typeof HAND_OVER_KIND_VALUES)[number];

/**
 * pending: waiting for the learner (until its link expires); declined, cancelled, expired: closed
 * with nothing moved; agreed: a cover the learner agreed to that starts on a later date;
 * in_force: a cover running; ended: a cover over, the learner back; completed: a transfer done.
 */
export const HAND_OVER_STATUS_VALUES = [
  'pending',
  'declined',
  'cancelled',
  'expired',
  'agreed',
  'in_force',
  'ended',
  'completed',
] as const;
export type HandOverStatus = (typeof HAND_OVER_STATUS_VALUES)[number];

/** The statuses that hold a learner: one at a time (a partial unique index holds it). */
export const OPEN_HAND_OVER_STATUSES = ['pending', 'agreed', 'in_force'] as const;
/** The statuses under which the previous instructor keeps read-only history only. */
export const HANDED_OVER_STATUSES = ['in_force', 'completed'] as const;

export const HAND_OVER_EVENT_VALUES = [
  'requested',
  'emailed',
  'agreed',
  'declined',
  'cancelled',
  'expired',
  'started',
  'lesson_moved',
  'lesson_not_moved',
  'waiting_list_moved',
  'ended',
] as const;
export type HandOverEventKind = (typeof HAND_OVER_EVENT_VALUES)[number];

/** The learner's link works for 7 days: a week covers a learner who reads e-mail at weekends. */
export const HAND_OVER_LINK_DAYS = 7;
/** A cover longer than this is a transfer in all but name. */
export const MAX_COVER_DAYS = 183;
export const HAND_OVER_NOTE_MAX = 500;

export const HAND_OVER_INSTRUCTOR_MESSAGE = 'Choose the instructor to hand over to';
export const COVER_DATES_MESSAGE = 'Choose the first and last day of the cover';
export const COVER_END_BEFORE_START_MESSAGE = 'The last day of cover cannot be before the first';
export const COVER_TOO_LONG_MESSAGE = `Cover lasts at most ${MAX_COVER_DAYS} days; hand the learner over for good instead`;

export const handOverKindLabels: Record<HandOverKind, string> = {
  cover: 'Cover for some dates',
  transfer: 'Transfer for good',
};

/** `POST /api/students/{id}/hand-overs`, the dialog's form and the route alike. */
export const createHandOverRequestSchema = z
  .object({
    toInstructorId: databaseIdField(HAND_OVER_INSTRUCTOR_MESSAGE),
    kind: z.enum(HAND_OVER_KIND_VALUES, 'Choose cover or transfer'),
    fromDate: isoDateField(COVER_DATES_MESSAGE).optional(),
    toDate: isoDateField(COVER_DATES_MESSAGE).optional(),
    note: z
      .string('Write the note as text')
      .trim()
      .max(HAND_OVER_NOTE_MAX, `Keep the note under ${HAND_OVER_NOTE_MAX} characters`)
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.kind !== 'cover') return;
    if (!value.fromDate)
      context.addIssue({ code: 'custom', path: ['fromDate'], message: COVER_DATES_MESSAGE });
    if (!value.toDate) context.addIssue({ code: 'custom', path: ['toDate'], message: COVER_DATES_MESSAGE });
    if (!value.fromDate || !value.toDate) return;
    if (value.toDate < value.fromDate) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: COVER_END_BEFORE_START_MESSAGE });
    } else if (daysBetweenIsoDates(value.fromDate, value.toDate) + 1 > MAX_COVER_DAYS) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: COVER_TOO_LONG_MESSAGE });
    }
  });
export type CreateHandOverRequest = z.input<typeof createHandOverRequestSchema>;
export type ValidCreateHandOverRequest = z.output<typeof createHandOverRequestSchema>;

export const handOverIdParamsSchema = z.object({ id: databaseIdParam('That is not a valid hand-over') });
export const handOverTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'That is not a hand-over link'),
});

const instructorNameSchema = z.object({ id: z.number().int().positive(), fullName: z.string().nullable() });

/** A lesson the hand-over moved, or could not move (the new instructor was not free then). */
export const handOverLessonSchema = z.object({
  lessonId: z.number().int().positive().nullable(),
  startsAt: z.iso.datetime(),
  moved: z.boolean(),
  reason: z.string().nullable(),
});
export type HandOverLesson = z.infer<typeof handOverLessonSchema>;

export const handOverEventSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(HAND_OVER_EVENT_VALUES),
  at: z.iso.datetime(),
  by: instructorNameSchema.nullable(),
  /** 'learner' when the learner's own answer. */
  byLearner: z.boolean(),
  emailStatus: emailDeliveryStatusSchema.nullable(),
  lessonStartsAt: z.iso.datetime().nullable(),
  detail: z.string().nullable(),
});
export type HandOverEvent = z.infer<typeof handOverEventSchema>;

export const handOverSchema = z.object({
  id: z.number().int().positive(),
  studentId: z.number().int().positive(),
  kind: z.enum(HAND_OVER_KIND_VALUES),
  status: z.enum(HAND_OVER_STATUS_VALUES),
  from: instructorNameSchema,
  to: instructorNameSchema,
  fromDate: z.iso.date().nullable(),
  toDate: z.iso.date().nullable(),
  note: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  requestedBy: instructorNameSchema.nullable(),
  linkExpiresAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  consentText: z.string().nullable(),
  history: z.array(handOverEventSchema),
});
export type HandOver = z.infer<typeof handOverSchema>;

/** An instructor the learner could be handed to, and why not when they cannot. */
export const handOverCandidateSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string().nullable(),
  available: z.boolean(),
  reason: z.string().nullable(),
});

/** `GET /api/students/{id}/hand-overs`. */
export const studentHandOversResponseSchema = z.object({
  /** Whether the viewer may hand this learner over now (and if not, why). */
  canHandOver: z.boolean(),
  cannotReason: z.string().nullable(),
  /** The learner's instructor now. */
  currentInstructor: instructorNameSchema.nullable(),
  candidates: z.array(handOverCandidateSchema),
  handOvers: z.array(handOverSchema),
});
export type StudentHandOversResponse = z.infer<typeof studentHandOversResponseSchema>;

/** `POST /api/students/{id}/hand-overs`: the link only when it did not go by e-mail (a credential). */
export const handOverCreatedResponseSchema = z.object({
  handOver: handOverSchema,
  emailStatus: emailDeliveryStatusSchema,
  link: z.string().nullable(),
  message: z.string(),
});
export type HandOverCreatedResponse = z.infer<typeof handOverCreatedResponseSchema>;

/** What the learner's link shows: who, what, when, and whether it can still be answered. */
export const handOverLinkResponseSchema = z.object({
  state: z.enum(['open', 'agreed', 'declined', 'cancelled', 'expired']),
  learnerFirstName: z.string(),
  kind: z.enum(HAND_OVER_KIND_VALUES),
  fromInstructor: z.string(),
  toInstructor: z.string(),
  toInstructorPhone: z.string().nullable(),
  fromDate: z.iso.date().nullable(),
  toDate: z.iso.date().nullable(),
  note: z.string().nullable(),
  linkExpiresAt: z.iso.datetime(),
  /** The words the learner agrees (or declines) to; recorded with the answer. */
  consentText: z.string(),
  schoolName: z.string(),
});
export type HandOverLinkResponse = z.infer<typeof handOverLinkResponseSchema>;

export const handOverAnswerResponseSchema = z.object({
  state: z.enum(['agreed', 'declined']),
  message: z.string(),
  lessons: z.array(handOverLessonSchema),
});
export type HandOverAnswerResponse = z.infer<typeof handOverAnswerResponseSchema>;

/** The instant a link stops working. */
export function getHandOverLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + HAND_OVER_LINK_DAYS * 24 * 60 * 60_000);
}

/** A pending hand-over past its link's expiry reads as expired wherever it is read (the job records it later). */
export function getHandOverStatusAt(
  handOver: { status: HandOverStatus; expiresAt: Date },
  now: Date,
): HandOverStatus {
  return handOver.status === 'pending' && handOver.expiresAt <= now ? 'expired' : handOver.status;
}

/** The London dates a cover holds the learner: from its first day through its last. */
export function isCoverRunningOn(cover: { fromDate: string; toDate: string }, today: string): boolean {
  return cover.fromDate <= today && today <= cover.toDate;
}

/** The first London date after a cover: the learner is back with their instructor that day. */
export function getCoverReturnDate(cover: { toDate: string }): string {
  return addDaysToIsoDate(cover.toDate, 1);
}

/**
 * The words the learner agrees to, kept with their answer: who, what and when, and what moves. The
 * page shows exactly these, and the record keeps exactly what was shown.
 */
export function buildHandOverConsentText(input: {
  learnerName: string;
  kind: HandOverKind;
  fromInstructor: string;
  toInstructor: string;
  fromDateLabel: string | null;
  toDateLabel: string | null;
  schoolName: string;
}): string {
  const period =
    input.kind === 'cover'
      ? `from ${input.fromDateLabel} to ${input.toDateLabel}, after which I go back to ${input.fromInstructor}`
      : 'from now on, for good';
  return [
    `I, ${input.learnerName}, agree that ${input.toInstructor} teaches me instead of ${input.fromInstructor} ${period}.`,
    `${input.toInstructor} will see my progress notes, skill levels, test records and contact details. My hours and money with ${input.schoolName} stay exactly as they are.`,
    `My future lessons in that time move to ${input.toInstructor} where they are free at the same time; any that cannot move stay as they are until I agree a new time.`,
  ].join(' ');
}
