import { z } from 'zod';
import { DEFAULT_BANK_REFERENCE_FORMAT, DEFAULT_CANCELLATION_TERMS } from '../settings/school-figures';

/** Public facts about the school, from configuration and school settings; safe for any visitor. */
export const siteInfoSchema = z.object({
  schoolName: z.string(),
  phone: z.string(),
  /** International format digits only, for wa.me links (e.g. 447700900123). */
  whatsappNumber: z.string(),
  email: z.email(),
  passRatePercent: z.number().int().min(0).max(100),
  /** The school returns a late cancellation's forfeit when others take its whole time (issue 21). */
  refundRefilledCancellations: z.boolean().default(true),
  /** The figures of the cancellation terms, as the school set them in Settings (issue 23). */
  cancellationTerms: z
    .object({
      freeChangeHours: z.number().int(),
      lateChangeHours: z.number().int(),
      lateChangeForfeitPercent: z.number().int(),
      movesAllowed: z.number().int(),
    })
    .default(DEFAULT_CANCELLATION_TERMS),
  /** How long an unpaid, unanswered booking request holds its times (hours). */
  bookingHoldHours: z.number().int().positive().default(48),
  /** How a bank-transfer reference is written, `{id}` for the booking number ('BOOKING-{id}'). */
  bankReferenceFormat: z.string().default(DEFAULT_BANK_REFERENCE_FORMAT),
  externalCalendarUrl: z.url().nullable(),
  paymentPortalUrl: z.url().nullable(),
  socialLinks: z.array(z.object({ label: z.string(), url: z.url() })),
  /**
   * The analytics provider, loaded only after the visitor consents in the cookie banner; null when
   * none is configured (then there is no banner and nothing loads).
   */
  analytics: z
    .object({ provider: z.enum(['plausible']), domain: z.string(), scriptUrl: z.url() })
    .nullable()
    .default(null),
  /**
   * Whether e-mail really leaves this site. Without it every e-mail waits in the owner's Outbox,
   * and no page says a message was e-mailed (docs/decisions/0031).
   */
  emailDeliveryConfigured: z.boolean().default(false),
});

export type SiteInfo = z.infer<typeof siteInfoSchema>;
