/*
 * A read-only link a learner makes for whoever pays for their lessons (a parent or guardian,
 * issue 25): their progress, upcoming lessons, balance and a way to pay; no chat, no moves. The
 * same capability-URL rules as the learner's own link: a long random token, 30 days, renewed as
 * theirs is, revocable, private pages.
 */
import { z } from 'zod';
import { databaseIdParam } from '../api/id-schemas';
import { BOOKING_PAYMENT_METHODS, BOOKING_STATUS_VALUES } from '../bookings/booking/booking-schemas';
import { studentBalanceSchema } from '../money/ledger/ledger-schemas';
import { tokenWarningSchema } from '../progress/progress-schemas';
import { skillLevelEntrySchema } from '../progress/skill-levels';
import { learnerTestRecordSchema } from '../progress/test-record-schemas';

/** How many live links a learner may have at once (unrevoked and unexpired). */
export const MAX_LIVE_GUARDIAN_LINKS = 5;
export const GUARDIAN_LINK_LABEL_MAX = 60;

export const GUARDIAN_LINK_LABEL_REQUIRED_MESSAGE = 'Please say who the link is for';
export const GUARDIAN_LINK_LABEL_TOO_LONG_MESSAGE = `Please keep it to ${GUARDIAN_LINK_LABEL_MAX} characters or fewer`;
export const TOO_MANY_GUARDIAN_LINKS_MESSAGE = `You can have up to ${MAX_LIVE_GUARDIAN_LINKS} links at a time. Turn off one you no longer need, then make a new one.`;
export const GUARDIAN_LINK_NOT_FOUND_MESSAGE =
  'We could not find that link. It may have been turned off already.';
/** The guardian's answer for an unknown, expired or turned-off link: the three look the same. */
export const GUARDIAN_LINK_EXPIRED_MESSAGE =
  'This link has expired or has been turned off. Please ask the learner who shared it for a new one.';

/** The learner's form, and `POST /api/progress/{token}/guardian-links`. */
export const createGuardianLinkRequestSchema = z.object({
  label: z
    .string(GUARDIAN_LINK_LABEL_REQUIRED_MESSAGE)
    .trim()
    .min(1, GUARDIAN_LINK_LABEL_REQUIRED_MESSAGE)
    .max(GUARDIAN_LINK_LABEL_MAX, GUARDIAN_LINK_LABEL_TOO_LONG_MESSAGE),
});

export type CreateGuardianLinkRequest = z.input<typeof createGuardianLinkRequestSchema>;

export const guardianLinkParamsSchema = z.object({
  token: z.string().min(20).max(200),
  id: databaseIdParam(),
});

export const guardianTokenParamsSchema = z.object({ token: z.string().min(20).max(200) });

/** One of the learner's live links, as their card lists it. */
export const guardianLinkSchema = z.object({
  id: z.number().int().positive(),
  label: z.string(),
  url: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** When the guardian last opened it (null: never yet). */
  lastUsedAt: z.iso.datetime().nullable(),
});

export type GuardianLink = z.infer<typeof guardianLinkSchema>;

/** `GET /api/progress/{token}/guardian-links`: live links, newest first. */
export const guardianLinkListSchema = z.object({
  links: z.array(guardianLinkSchema),
  maxLinks: z.number().int().positive(),
});

export type GuardianLinkList = z.infer<typeof guardianLinkListSchema>;

export const GUARDIAN_PAGE_PATH = '/guardian';

export function buildGuardianPagePath(token: string): string {
  return `${GUARDIAN_PAGE_PATH}?${new URLSearchParams({ token }).toString()}`;
}

/** The address the learner copies: `https://school.example/guardian?token=...` */
export function buildGuardianLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${buildGuardianPagePath(token)}`;
}

export const guardianUpcomingLessonSchema = z.object({
  id: z.number().int().positive(),
  /** Europe/London date (YYYY-MM-DD) and start time (HH:MM). */
  date: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int().positive(),
});

/** An open, unpaid booking the guardian can pay; its checkout opens with the guardian's token. */
export const guardianBookingToPaySchema = z.object({
  id: z.number().int().positive(),
  packageName: z.string(),
  status: z.enum(BOOKING_STATUS_VALUES),
  paymentMethod: z.enum(BOOKING_PAYMENT_METHODS),
  totalAmount: z.number().int(),
});

export type GuardianBookingToPay = z.infer<typeof guardianBookingToPaySchema>;

/**
 * `GET /api/guardian/{token}`: what whoever pays may see of one learner: their first name (no
 * e-mail, phone or notes), lessons to come, their levels and tests, hours and money, and what is
 * still to pay. Nothing of the chat and nothing that changes anything.
 */
export const guardianViewSchema = z.object({
  learnerFirstName: z.string(),
  upcomingLessons: z.array(guardianUpcomingLessonSchema),
  skillLevels: z.array(skillLevelEntrySchema),
  testRecord: learnerTestRecordSchema,
  balance: studentBalanceSchema,
  bookingsToPay: z.array(guardianBookingToPaySchema),
  tokenWarning: tokenWarningSchema.nullable(),
});

export type GuardianView = z.infer<typeof guardianViewSchema>;
