import { z } from 'zod';
import { isoDateField } from '../api/date-time-schemas';
import { databaseIdField } from '../api/id-schemas';
import { INSTRUCTOR_PREFERENCE_OPTIONS } from '../bookings/booking/booking-schemas';
import { isUkPostcode, normaliseUkPostcode } from '../learners/pupil-record/uk-formats';
import { addDaysToIsoDate } from '../time/london-time';
import { addWorkingDays } from '../time/working-days';
import {
  CONFIRMATION_EMAIL_VALUES,
  emailSchema,
  fullNameSchema,
  honeypotSchema,
  instructorRefSchema,
  optionalTextSchema,
  phoneSchema,
} from './contact-fields';

/*
 * The network-partner request (spec instructor side: entities, section 5, section 9), shared by the
 * public form, `POST /api/network-partner-requests` and the dashboard. The values are the same as
 * the database's check constraints (src/server/db/schema.ts; a server test compares them).
 */

export const NETWORK_LESSON_TYPE_VALUES = ['manual', 'earlier_availability'] as const;
export type NetworkLessonType = (typeof NETWORK_LESSON_TYPE_VALUES)[number];

export const URGENCY_LEVEL_VALUES = ['standard', 'urgent'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVEL_VALUES)[number];

export const NETWORK_REQUEST_STATUS_VALUES = ['pending', 'contacted', 'allocated', 'closed'] as const;
export type NetworkRequestStatus = (typeof NETWORK_REQUEST_STATUS_VALUES)[number];

export const networkLessonTypeLabels: Record<NetworkLessonType, string> = {
  manual: 'Manual car lessons',
  earlier_availability: 'Earlier availability',
};

export const networkLessonTypeDescriptions: Record<NetworkLessonType, string> = {
  manual: 'Learn in a manual car with one of our partner instructors.',
  earlier_availability: 'An automatic lesson sooner than our own diary allows.',
};

export const urgencyLevelLabels: Record<UrgencyLevel, string> = {
  standard: 'Standard',
  urgent: 'Urgent',
};

export const networkRequestStatusLabels: Record<NetworkRequestStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  allocated: 'Allocated',
  closed: 'Closed',
};

/** Date choices on the form: the next 14 days (spec section 9). */
export const PREFERRED_DATE_CHOICES = 14;

/**
 * Response times (spec section 9): standard up to 7 working days, urgent 3 to 5; the estimated
 * response date is the latest of these, so the promise is one the school can keep.
 */
export const RESPONSE_WORKING_DAYS: Record<UrgencyLevel, number> = { standard: 7, urgent: 5 };
export const responseTimeTexts: Record<UrgencyLevel, string> = {
  standard: 'Up to 7 working days',
  urgent: '3–5 working days',
};
/** Once a partner instructor is allocated, they contact the learner within this many hours. */
export const INSTRUCTOR_CONTACT_HOURS = 24;

/** The days offered on the form: tomorrow and the 13 days after it (London dates). */
export function getPreferredDateChoices(today: string): string[] {
  return Array.from({ length: PREFERRED_DATE_CHOICES }, (_, index) => addDaysToIsoDate(today, index + 1));
}

/**
 * The dates the server accepts: today (a form opened yesterday evening and sent after midnight)
 * to 14 days ahead.
 */
export function isPreferredDateInRange(date: string, today: string): boolean {
  return date >= today && date <= addDaysToIsoDate(today, PREFERRED_DATE_CHOICES);
}

/** The date the school promises to answer by, and whether the learner's last chosen date set it. */
export interface ResponseDeadline {
  /** YYYY-MM-DD */
  date: string;
  /** The working days would have run past the learner's last chosen date, so that date is the promise. */
  byLastChosenDate: boolean;
}

/**
 * The latest date the school answers by: the 7th (standard) or 5th (urgent) working day after
 * the London date the request arrived, skipping weekends and bank holidays in England and Wales,
 * but never after the learner's last chosen date (issue 34): a reply after every date they can
 * do would be no answer at all (docs/decisions/0032).
 */
export function getResponseDeadline(
  requestDate: string,
  urgencyLevel: UrgencyLevel,
  preferredDates: readonly string[],
): ResponseDeadline {
  const byWorkingDays = addWorkingDays(requestDate, RESPONSE_WORKING_DAYS[urgencyLevel]);
  const lastChosen = [...preferredDates].sort().at(-1);
  return lastChosen !== undefined && lastChosen < byWorkingDays
    ? { date: lastChosen, byLastChosenDate: true }
    : { date: byWorkingDays, byLastChosenDate: false };
}

/** The date of `getResponseDeadline`. */
export function getEstimatedResponseDate(
  requestDate: string,
  urgencyLevel: UrgencyLevel,
  preferredDates: readonly string[] = [],
): string {
  return getResponseDeadline(requestDate, urgencyLevel, preferredDates).date;
}

export const NETWORK_POSTCODE_MESSAGE = 'Enter your postcode, like B23 6AB';

/**
 * The postcode district (the outward code) of a UK postcode: 'b23 6ab' → 'B23'. The request keeps
 * only this (docs/decisions/0054): enough to match an instructor's areas, no more of the address.
 */
export function toPostcodeDistrict(postcode: string): string {
  const compact = normaliseUkPostcode(postcode).replace(' ', '');
  return compact.slice(0, -3);
}

/** The learner's instructor preference, the booking form's values (spec: no_preference, male, female). */
export type NetworkInstructorPreference = (typeof INSTRUCTOR_PREFERENCE_OPTIONS)[number];

export const PREFERRED_DATES_REQUIRED_MESSAGE = 'Please select at least one preferred date';
export const PREFERRED_DATES_RANGE_MESSAGE = 'Please choose dates within the next 14 days';

/** The form and `POST /api/network-partner-requests` (spec section 5, schema rules). */
export const createNetworkPartnerRequestSchema = z.object({
  fullName: fullNameSchema('Full name must be at least 2 characters'),
  email: emailSchema('Please enter a valid email address'),
  phone: phoneSchema('Please enter a valid phone number'),
  lessonType: z.enum(NETWORK_LESSON_TYPE_VALUES, 'Please choose a lesson type'),
  preferredDates: z
    .array(isoDateField(PREFERRED_DATES_RANGE_MESSAGE), PREFERRED_DATES_REQUIRED_MESSAGE)
    .min(1, PREFERRED_DATES_REQUIRED_MESSAGE)
    .max(PREFERRED_DATE_CHOICES, PREFERRED_DATES_RANGE_MESSAGE)
    // A date ticked twice is one date; stored in date order.
    .transform((dates) => [...new Set(dates)].sort()),
  /** Required for new requests (issue 38); the server keeps only its district. */
  postcode: z
    .string(NETWORK_POSTCODE_MESSAGE)
    .trim()
    .refine(isUkPostcode, NETWORK_POSTCODE_MESSAGE)
    .transform(normaliseUkPostcode),
  instructorPreference: z
    .enum(INSTRUCTOR_PREFERENCE_OPTIONS, 'Please choose an instructor preference')
    .default('no_preference'),
  additionalRequirements: optionalTextSchema(2000),
  urgencyLevel: z.enum(URGENCY_LEVEL_VALUES, 'Please choose how urgent this is').default('standard'),
  website: honeypotSchema,
});

export type CreateNetworkPartnerRequest = z.input<typeof createNetworkPartnerRequestSchema>;
export type ValidCreateNetworkPartnerRequest = z.output<typeof createNetworkPartnerRequestSchema>;

/** The answer to the visitor: when to expect a reply, and whether the confirmation e-mail went. */
export const networkPartnerRequestReceiptSchema = z.object({
  urgencyLevel: z.enum(URGENCY_LEVEL_VALUES),
  /** YYYY-MM-DD */
  estimatedResponseDate: z.string(),
  /** The reply date is the learner's last chosen date (the working days would have run past it). */
  byLastChosenDate: z.boolean(),
  confirmationEmail: z.enum(CONFIRMATION_EMAIL_VALUES),
});

export type NetworkPartnerRequestReceipt = z.infer<typeof networkPartnerRequestReceiptSchema>;

/** One request as the dashboard shows it. */
export const networkPartnerRequestSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  lessonType: z.enum(NETWORK_LESSON_TYPE_VALUES),
  preferredDates: z.array(z.string()),
  /** 'B23'; null on requests sent before the form asked for a postcode. */
  postcodeDistrict: z.string().nullable(),
  instructorPreference: z.enum(INSTRUCTOR_PREFERENCE_OPTIONS),
  additionalRequirements: z.string().nullable(),
  urgencyLevel: z.enum(URGENCY_LEVEL_VALUES),
  status: z.enum(NETWORK_REQUEST_STATUS_VALUES),
  allocatedInstructor: instructorRefSchema.nullable(),
  /** YYYY-MM-DD */
  estimatedResponseDate: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type NetworkPartnerRequest = z.infer<typeof networkPartnerRequestSchema>;

export const networkRequestStatusCountsSchema = z.object({
  pending: z.number().int().nonnegative(),
  contacted: z.number().int().nonnegative(),
  allocated: z.number().int().nonnegative(),
  closed: z.number().int().nonnegative(),
});

/** `GET /api/network-partner-requests`: newest first, with the count of every status for the filter. */
export const networkPartnerRequestListSchema = z.object({
  requests: z.array(networkPartnerRequestSchema),
  counts: networkRequestStatusCountsSchema,
});

export type NetworkPartnerRequestList = z.infer<typeof networkPartnerRequestListSchema>;

export const networkRequestListQuerySchema = z.object({
  status: z.enum(NETWORK_REQUEST_STATUS_VALUES, 'Choose a status to filter by').optional(),
});

export const ALLOCATION_ONLY_WHEN_ALLOCATED_MESSAGE = 'Only an allocated request has an instructor';
export const UNKNOWN_INSTRUCTOR_MESSAGE = "That instructor is not one of the school's instructors";

/**
 * `PATCH /api/network-partner-requests/{id}/status`. `allocatedInstructorId` names one of the
 * school's own instructors when they take the learner; null means a partner outside the dashboard.
 */
export const updateNetworkRequestStatusSchema = z.object({
  status: z.enum(NETWORK_REQUEST_STATUS_VALUES, 'Please choose a status'),
  allocatedInstructorId: databaseIdField(UNKNOWN_INSTRUCTOR_MESSAGE).nullable().optional(),
});

export type UpdateNetworkRequestStatus = z.input<typeof updateNetworkRequestStatusSchema>;
