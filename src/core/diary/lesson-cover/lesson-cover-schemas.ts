import { z } from 'zod';
import { databaseIdField, databaseIdParam } from '../../api/id-schemas';

/*
 * Holiday and sickness cover (issue 38, docs/decisions/0061): a lesson inside its instructor's time
 * off is offered to one other instructor's free time, at or near the same time, and the learner
 * opts in through a single-use link. Nothing is cancelled without the learner's word.
 */

export const COVER_OFFER_STATUS_VALUES = [
  'open',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'failed',
] as const;
export type CoverOfferStatus = (typeof COVER_OFFER_STATUS_VALUES)[number];

export const coverOfferStatusLabels: Record<CoverOfferStatus, string> = {
  open: 'Waiting for the learner',
  accepted: 'Covered',
  declined: 'The learner said no',
  expired: 'No answer in time',
  withdrawn: 'Withdrawn',
  failed: 'Could not be taken',
};

export const COVER_LESSON_NOT_FOUND_MESSAGE = 'That lesson is not one of yours to find cover for.';
export const COVER_OFFER_NOT_FOUND_MESSAGE = 'That cover offer no longer exists.';
export const COVER_NOT_IN_TIME_OFF_MESSAGE =
  'This lesson is no longer inside time off, or is no longer booked: there is nothing to cover.';
export const COVER_OFFER_OPEN_CODE = 'COVER_OFFER_OPEN';
export const COVER_OFFER_OPEN_MESSAGE =
  'This lesson is already offered to an instructor. Wait for the learner’s answer, or withdraw that offer first.';
export const COVER_CANDIDATE_MESSAGE = 'Choose one of the instructors who could cover it';
export const COVER_TIME_MESSAGE = 'Choose the time that instructor is free';
export const COVER_LINK_NOT_FOUND_MESSAGE =
  'This is not a link we sent. Please check it, or contact the school.';
export const COVER_TIME_TAKEN_CODE = 'COVER_TIME_TAKEN';
export const COVER_TIME_TAKEN_MESSAGE =
  'Sorry, that time was taken in the meantime, so the cover could not be booked. Your lesson stays as it is, and your instructor will be in touch.';
export const COVER_OFFER_CLOSED_CODE = 'COVER_OFFER_CLOSED';
/** The learner's yes came after the lesson stopped needing cover (time off removed, documents renewed). */
export const COVER_NOT_NEEDED_CODE = 'COVER_NOT_NEEDED';
export const COVER_NOT_NEEDED_MESSAGE =
  'Your lesson no longer needs cover: your own instructor can teach it after all, so it stays as it is and nothing has changed.';

/** `GET /api/lesson-cover/lessons/:lessonId/candidates` and the offer's path. */
export const coverLessonParamsSchema = z.object({ lessonId: databaseIdParam() });
export const coverOfferParamsSchema = z.object({ id: databaseIdParam() });
export const coverTimeOffParamsSchema = z.object({ id: databaseIdParam() });
export const coverLinkParamsSchema = z.object({ token: z.string().min(20).max(200) });

/** One instructor who could cover the lesson, with the time and the reasons. */
export const coverCandidateSchema = z.object({
  instructorId: z.number().int().positive(),
  fullName: z.string(),
  /** The time offered: the lesson's own, or the nearest free one that day. ISO instants. */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  sameTime: z.boolean(),
  activeLearners: z.number().int().nonnegative(),
  reasons: z.array(z.string()),
  /** "automatic car · same time · 6 learners". */
  summary: z.string(),
});
export type CoverCandidate = z.infer<typeof coverCandidateSchema>;

export const coverRefusedSchema = z.object({
  instructorId: z.number().int().positive(),
  fullName: z.string(),
  reason: z.string(),
});
export type CoverRefused = z.infer<typeof coverRefusedSchema>;

export const coverOfferSchema = z.object({
  id: z.number().int().positive(),
  lessonId: z.number().int().positive(),
  toInstructorId: z.number().int().positive(),
  toInstructorName: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** As read now: an open offer past its end reads `expired`. */
  status: z.enum(COVER_OFFER_STATUS_VALUES),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  failureReason: z.string().nullable(),
});
export type CoverOffer = z.infer<typeof coverOfferSchema>;

/** Why a lesson needs cover: it is inside its instructor's time off, or they may not be booked (0057). */
export const COVER_CAUSE_VALUES = ['time_off', 'not_bookable'] as const;
export type CoverCause = (typeof COVER_CAUSE_VALUES)[number];

/**
 * A lesson to cover, still its instructor's, with its latest cover offer: inside their time off,
 * or theirs while they may not be booked (a lapsed badge or insurance).
 */
export const uncoveredLessonSchema = z.object({
  lessonId: z.number().int().positive(),
  /** The time off it is inside; null when only the instructor's lapse makes it need cover. */
  timeOffId: z.number().int().positive().nullable(),
  cause: z.enum(COVER_CAUSE_VALUES),
  /** In the owner's words: "Sarah Khan's insurance expired on 3 Dec 2026", "Sarah Khan: holiday". */
  reason: z.string(),
  instructorId: z.number().int().positive(),
  instructorName: z.string(),
  studentName: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** YYYY-MM-DD and HH:MM, London. */
  date: z.string(),
  startTime: z.string(),
  duration: z.number().int().positive(),
  latestOffer: coverOfferSchema.nullable(),
});
export type UncoveredLesson = z.infer<typeof uncoveredLessonSchema>;

/** A lesson of the period another instructor now teaches (the learner said yes). */
export const coveredLessonSchema = z.object({
  lessonId: z.number().int().positive(),
  studentName: z.string(),
  coverInstructorName: z.string(),
  startsAt: z.iso.datetime(),
});

/** `GET /api/time-off/:id/cover`. */
export const timeOffCoverResponseSchema = z.object({
  timeOffId: z.number().int().positive(),
  uncovered: z.array(uncoveredLessonSchema),
  covered: z.array(coveredLessonSchema),
});
export type TimeOffCoverResponse = z.infer<typeof timeOffCoverResponseSchema>;

/** `GET /api/lesson-cover/uncovered`: lessons to cover in the next 7 days (time off or a lapse). */
export const uncoveredLessonsResponseSchema = z.object({ lessons: z.array(uncoveredLessonSchema) });
export type UncoveredLessonsResponse = z.infer<typeof uncoveredLessonsResponseSchema>;

export const coverCandidatesResponseSchema = z.object({
  lesson: uncoveredLessonSchema,
  candidates: z.array(coverCandidateSchema),
  refused: z.array(coverRefusedSchema),
  /** The learner's gearbox and preference the candidates were matched on, in words. */
  matchedOn: z.string(),
});
export type CoverCandidatesResponse = z.infer<typeof coverCandidatesResponseSchema>;

/** `POST /api/lesson-cover/lessons/:lessonId/offers`: the candidate and the time they were listed with. */
export const offerCoverRequestSchema = z.object({
  instructorId: databaseIdField(COVER_CANDIDATE_MESSAGE),
  startsAt: z.iso.datetime(COVER_TIME_MESSAGE),
});
export type OfferCoverRequest = z.infer<typeof offerCoverRequestSchema>;

export const EMAIL_OUTCOME_VALUES = ['sent', 'failed', 'not_configured', 'no_address'] as const;

export const offerCoverResponseSchema = z.object({
  offer: coverOfferSchema,
  emailStatus: z.enum(EMAIL_OUTCOME_VALUES),
  /** Only when the e-mail did not go: the link to pass on by hand (a sent link is a credential). */
  link: z.string().nullable(),
});
export type OfferCoverResponse = z.infer<typeof offerCoverResponseSchema>;

/** `GET /api/lesson-cover-links/:token`: what the learner is asked, no sign-in needed. */
export const coverLinkResponseSchema = z.object({
  status: z.enum(COVER_OFFER_STATUS_VALUES),
  studentFirstName: z.string(),
  instructorName: z.string(),
  coverInstructorName: z.string(),
  coverInstructorCar: z.string().nullable(),
  /** The lesson as it is, and as it would be (ISO instants). */
  lessonStartsAt: z.iso.datetime(),
  lessonEndsAt: z.iso.datetime(),
  coverStartsAt: z.iso.datetime(),
  coverEndsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  schoolName: z.string(),
  schoolPhone: z.string(),
});
export type CoverLinkResponse = z.infer<typeof coverLinkResponseSchema>;

export const coverLinkAnswerResponseSchema = z.object({
  status: z.enum(COVER_OFFER_STATUS_VALUES),
  message: z.string(),
});
export type CoverLinkAnswerResponse = z.infer<typeof coverLinkAnswerResponseSchema>;
