import { z } from 'zod';
import { databaseIdField } from '../api/id-schemas';
import { INSTRUCTOR_PREFERENCE_OPTIONS } from '../bookings/booking/booking-schemas';
import { instructorRefSchema } from './contact-fields';
import { NETWORK_LESSON_TYPE_VALUES, URGENCY_LEVEL_VALUES } from './network-request-schemas';

/*
 * Offering a network-partner request to the school's instructors (issue 38, docs/decisions/0056):
 * the owner offers it to one, or after a decline or silence to everyone who matches; the first to
 * accept takes it. The value lists type the database's columns and check constraints.
 */

/**
 * open: waiting for the instructor's answer (until its reply-by); accepted, declined: answered;
 * expired: no answer by the reply-by; withdrawn: closed without their answer (another instructor
 * took the request, or the owner moved it on).
 */
export const NETWORK_OFFER_STATUS_VALUES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type NetworkOfferStatus = (typeof NETWORK_OFFER_STATUS_VALUES)[number];

/** direct: the owner chose this instructor; broadcast: one of everyone who matched. */
export const NETWORK_OFFER_KIND_VALUES = ['direct', 'broadcast'] as const;
export type NetworkOfferKind = (typeof NETWORK_OFFER_KIND_VALUES)[number];

/** The steps of a request's history, shown on its card. */
export const NETWORK_REQUEST_EVENT_VALUES = [
  'offered',
  'broadcast',
  'declined',
  'expired',
  'accepted',
  'learner_emailed',
  'learner_not_linked',
  'reply_notice_emailed',
  'status_changed',
] as const;
export type NetworkRequestEventKind = (typeof NETWORK_REQUEST_EVENT_VALUES)[number];

export const EMAIL_OUTCOME_VALUES = ['sent', 'failed', 'not_configured'] as const;
export type EmailOutcome = (typeof EMAIL_OUTCOME_VALUES)[number];

export const OFFER_UNKNOWN_INSTRUCTOR_MESSAGE = 'Choose one of the instructors who could take it';

/** `POST /api/network-partner-requests/{id}/offers`: offer the request to one instructor. */
export const offerNetworkRequestSchema = z.object({
  instructorId: databaseIdField(OFFER_UNKNOWN_INSTRUCTOR_MESSAGE),
});
export type OfferNetworkRequest = z.input<typeof offerNetworkRequestSchema>;

/**
 * What an instructor sees of a request before taking it: what they need to decide, not who the
 * learner is. Their name and contact details are shared only with the one who accepts.
 */
export const offeredRequestSchema = z.object({
  reference: z.string(),
  lessonType: z.enum(NETWORK_LESSON_TYPE_VALUES),
  /** 'B23'; null on requests sent before the form asked for a postcode. */
  postcodeDistrict: z.string().nullable(),
  instructorPreference: z.enum(INSTRUCTOR_PREFERENCE_OPTIONS),
  /** YYYY-MM-DD, in order. */
  preferredDates: z.array(z.string()),
  additionalRequirements: z.string().nullable(),
  urgencyLevel: z.enum(URGENCY_LEVEL_VALUES),
});
export type OfferedRequest = z.infer<typeof offeredRequestSchema>;

/** One offer addressed to the signed-in instructor, still open. */
export const myNetworkOfferSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(NETWORK_OFFER_KIND_VALUES),
  offeredAt: z.iso.datetime(),
  replyBy: z.iso.datetime(),
  request: offeredRequestSchema,
});
export type MyNetworkOffer = z.infer<typeof myNetworkOfferSchema>;

/** `GET /api/network-offers`: the signed-in instructor's open offers, the soonest reply-by first. */
export const myNetworkOffersResponseSchema = z.object({ offers: z.array(myNetworkOfferSchema) });
export type MyNetworkOffersResponse = z.infer<typeof myNetworkOffersResponseSchema>;

/** The learner the accepting instructor now teaches: their record and how to reach them. */
export const takenLearnerSchema = z.object({
  /** Their learner record; null when the e-mail belongs to a learner of another name (the owner checks). */
  studentId: z.number().int().positive().nullable(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** The answer to accepting or declining, from the dashboard or the e-mailed link. */
export const answerNetworkOfferResponseSchema = z.object({
  outcome: z.enum(['accepted', 'declined']),
  /** On acceptance: the learner; null after a decline. */
  learner: takenLearnerSchema.nullable(),
  /** What became of the e-mail telling the learner who will teach them; null after a decline. */
  learnerEmail: z.enum(EMAIL_OUTCOME_VALUES).nullable(),
  /** The instructor contacts the learner within this many hours (the form's promise). */
  contactWithinHours: z.number().int().positive(),
});
export type AnswerNetworkOfferResponse = z.infer<typeof answerNetworkOfferResponseSchema>;

export const OFFER_LINK_STATE_VALUES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;

/** `GET /api/network-offer-links/{token}`: the e-mailed link's page, no sign-in needed. */
export const offerLinkResponseSchema = z.object({
  state: z.enum(OFFER_LINK_STATE_VALUES),
  instructorName: z.string().nullable(),
  replyBy: z.iso.datetime(),
  request: offeredRequestSchema,
});
export type OfferLinkResponse = z.infer<typeof offerLinkResponseSchema>;

export const networkOfferTokenParamsSchema = z.object({ token: z.string().min(20).max(200) });

/** One offer as the owner sees it on the request's card. */
export const requestOfferSchema = z.object({
  id: z.number().int().positive(),
  instructor: instructorRefSchema,
  kind: z.enum(NETWORK_OFFER_KIND_VALUES),
  /** Where it stands now: an open offer past its reply-by reads as expired. */
  status: z.enum(NETWORK_OFFER_STATUS_VALUES),
  offeredAt: z.iso.datetime(),
  replyBy: z.iso.datetime(),
});
export type RequestOffer = z.infer<typeof requestOfferSchema>;

export const requestEventSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(NETWORK_REQUEST_EVENT_VALUES),
  at: z.iso.datetime(),
  /** Whom the step concerns (offered to, declined by, accepted by). */
  instructor: instructorRefSchema.nullable(),
  /** Who took the step (the owner who offered, broadcast or changed the status). */
  by: instructorRefSchema.nullable(),
  /** Broadcast: to how many. */
  instructorCount: z.number().int().nonnegative().nullable(),
  emailStatus: z.enum(EMAIL_OUTCOME_VALUES).nullable(),
  /** status_changed: the status it was moved to. */
  status: z.string().nullable(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** `GET /api/network-partner-requests/{id}/allocation`: offers, history, and what the owner may do next. */
export const requestAllocationSchema = z.object({
  requestId: z.number().int().positive(),
  offers: z.array(requestOfferSchema),
  history: z.array(requestEventSchema),
  canOffer: z.boolean(),
  canBroadcast: z.boolean(),
  /** Why the owner cannot offer or broadcast now, in plain words; null when they can. */
  waitingFor: z.string().nullable(),
});
export type RequestAllocation = z.infer<typeof requestAllocationSchema>;

/** The answer to offering or broadcasting: the request's allocation now, and the e-mails sent. */
export const offerSentResponseSchema = z.object({
  allocation: requestAllocationSchema,
  offered: z.number().int().nonnegative(),
  emails: z.object({
    sent: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    not_configured: z.number().int().nonnegative(),
  }),
});
export type OfferSentResponse = z.infer<typeof offerSentResponseSchema>;
