import { z } from 'zod';
import { isoDateField, wallTimeField } from '../../api/date-time-schemas';
import { databaseIdField, databaseIdParam } from '../../api/id-schemas';
import { pickupSchema } from '../../learners/pupil-record/pupil-record-schemas';
import { emailDeliveryStatusSchema } from '../../messaging/outbox/outbox-schemas';
import { studentBalanceSchema } from '../../money/ledger/ledger-schemas';
import {
  BOOKING_STATUS_VALUES,
  DRIVING_EXPERIENCE_OPTIONS,
  INSTRUCTOR_PREFERENCE_OPTIONS,
  PAYMENT_STATUS_VALUES,
} from './booking-schemas';
import { IDENTITY_FLAGS } from './learner-identity';
import { timeSlotSchema } from './time-slot-schemas';

export const MAX_ALTERNATIVES = 3;
export const ALTERNATIVE_DURATIONS = [60, 90, 120] as const;

/** A pending request as the bookings tab shows it: the real package and amount (decisions.md). */
export const pendingBookingRequestSchema = z.object({
  id: z.number().int().positive(),
  student: z.object({
    id: z.number().int().positive(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    drivingExperience: z.enum(DRIVING_EXPERIENCE_OPTIONS).nullable(),
  }),
  packageType: z.string(),
  packageName: z.string(),
  totalAmount: z.number().int().nonnegative(),
  paymentStatus: z.enum(PAYMENT_STATUS_VALUES),
  paymentMethod: z.string().nullable(),
  instructorPreference: z.enum(INSTRUCTOR_PREFERENCE_OPTIONS),
  futureBooking: z.boolean(),
  requestedAt: z.iso.datetime(),
  /** The times the booking holds now (empty for a future booking, or once alternatives are offered). */
  timeSlots: z.array(timeSlotSchema),
  /** The latest open offer of alternative times, if the instructor has made one. */
  alternativesOffered: z.object({ offeredAt: z.iso.datetime(), expiresAt: z.iso.datetime() }).nullable(),
  /** The pickup typed on the booking form (null when none was given). */
  pickup: pickupSchema.nullable(),
  /** The learner's hours and money before this request (the ledger): a returning learner's. */
  studentBalance: studentBalanceSchema,
  /**
   * The e-mail belongs to an existing learner but the name typed differs: what was typed, for the
   * instructor to check before approving (approving joins it to that learner).
   */
  identityCheck: z
    .object({
      flag: z.enum(IDENTITY_FLAGS),
      submittedFullName: z.string(),
      submittedPhone: z.string().nullable(),
    })
    .nullable(),
});

export type PendingBookingRequest = z.infer<typeof pendingBookingRequestSchema>;
export const pendingBookingRequestsSchema = z.array(pendingBookingRequestSchema);

export const bookingIdParamsSchema = z.object({ id: databaseIdParam() });

export const REJECTION_REASON_MAX = 500;

/** `PATCH /api/bookings/{id}/status`. The spec's `instructorId` is ignored: the signed-in instructor acts. */
export const updateBookingStatusRequestSchema = z.object({
  status: z.enum(['approved', 'rejected'], 'Choose approve or reject'),
  instructorId: databaseIdField().optional(),
  /**
   * Rejecting: why, in words for the learner (optional). It goes in the rejection e-mail and on
   * their page. Ignored when approving.
   */
  reason: z
    .string()
    .trim()
    .max(REJECTION_REASON_MAX, `Keep the reason to ${REJECTION_REASON_MAX} characters`)
    .optional(),
});

export const updateBookingStatusResponseSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(BOOKING_STATUS_VALUES),
  /** The lessons created on approval (London date and time). */
  lessons: z.array(
    z.object({
      id: z.number().int().positive(),
      date: z.string(),
      startTime: z.string(),
      duration: z.number().int(),
    }),
  ),
});

export const alternativeTimeSchema = z.object({
  date: isoDateField('Please choose a date'),
  time: wallTimeField('Please choose a time'),
  duration: z.literal(ALTERNATIVE_DURATIONS, 'Choose 60, 90 or 120 minutes'),
});

export type AlternativeTime = z.infer<typeof alternativeTimeSchema>;

/** `POST /api/bookings/suggest-alternatives` (spec instructor side, section 5). */
export const suggestAlternativesRequestSchema = z.object({
  bookingId: databaseIdField(),
  alternativeTimes: z
    .array(alternativeTimeSchema)
    .min(1, 'Please provide alternatives')
    .max(MAX_ALTERNATIVES, `You can suggest at most ${MAX_ALTERNATIVES} alternatives`),
  message: z.string().trim().max(1000).optional(),
  reasonForRejection: z.string().trim().min(1, 'Please provide a reason').max(1000),
});

export type SuggestAlternativesRequest = z.input<typeof suggestAlternativesRequestSchema>;

export const suggestAlternativesResponseSchema = z.object({
  bookingId: z.number().int().positive(),
  expiresAt: z.iso.datetime(),
  /** Whether the e-mail really left (SMTP configured), so the dashboard can say so. */
  emailStatus: emailDeliveryStatusSchema,
});

/** `PUT /api/bookings/{id}/payment-status`: one way only (spec: "There is no way back"). */
export const markBookingPaidRequestSchema = z.object({
  paymentStatus: z.literal('paid', 'A booking can only be marked paid'),
});

export const markBookingPaidResponseSchema = z.object({
  id: z.number().int().positive(),
  paymentStatus: z.literal('paid'),
  paidAt: z.iso.datetime(),
});

// --- The learner's side of an offer (public, by one-time link) ---

export const alternativeOfferTokenParamsSchema = z.object({ token: z.string().min(20).max(200) });

export const ALTERNATIVE_OFFER_STATES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;

export const alternativeOfferSchema = z.object({
  state: z.enum(ALTERNATIVE_OFFER_STATES),
  studentFirstName: z.string(),
  packageName: z.string(),
  reasonForRejection: z.string(),
  message: z.string().nullable(),
  alternatives: z.array(alternativeTimeSchema.extend({ index: z.number().int().min(0) })),
  acceptedIndex: z.number().int().nullable(),
  expiresAt: z.iso.datetime(),
});

export type AlternativeOffer = z.infer<typeof alternativeOfferSchema>;

export const acceptAlternativeRequestSchema = z.object({
  index: z
    .number()
    .int()
    .min(0, 'Choose one of the times')
    .max(MAX_ALTERNATIVES - 1, 'Choose one of the times'),
});

const acceptedLessonSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  duration: z.number().int(),
});

export const acceptAlternativeResponseSchema = z.object({
  state: z.literal('accepted'),
  lessons: z.array(acceptedLessonSchema),
});

export const declineAlternativeResponseSchema = z.object({ state: z.literal('declined') });
