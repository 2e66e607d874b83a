import { z } from 'zod';
import { databaseIdParam } from '../../api/id-schemas';

/** How a message leaves: e-mail, text (SMS, WhatsApp) or a push to a device. */
export const DELIVERY_CHANNEL_VALUES = ['email', 'sms', 'whatsapp', 'push'] as const;

/**
 * What became of a message in the outbox: waiting to go, sent, refused by the provider (with the
 * reason), or kept because its channel is not set up on this site (docs/decisions/0031).
 */
export const OUTBOX_STATUS_VALUES = ['pending', 'sent', 'failed', 'not_configured'] as const;

export type OutboxStatus = (typeof OUTBOX_STATUS_VALUES)[number];

/** What sending an e-mail really did: never 'sent' unless the mail server accepted it. */
export const EMAIL_DELIVERY_STATUSES = ['sent', 'failed', 'not_configured'] as const;
export const emailDeliveryStatusSchema = z.enum(EMAIL_DELIVERY_STATUSES);

export const OUTBOX_PAGE_SIZE = 20;
export const OUTBOX_MAX_PAGE_SIZE = 50;

/** GET /api/outbox: newest first, a page at a time; `before` is the last id of the page shown. */
export const outboxListQuerySchema = z.object({
  before: databaseIdParam().optional(),
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,1}$/, 'That is not a valid page size')
    .transform(Number)
    .pipe(z.number().int().min(1).max(OUTBOX_MAX_PAGE_SIZE, 'That is not a valid page size'))
    .optional(),
});

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(DELIVERY_CHANNEL_VALUES),
  /** An address or phone number; for a push, the device's words ('A device that opted in'). */
  recipient: z.string(),
  subject: z.string().nullable(),
  /** The message as its reader gets it, as plain text (never HTML). */
  text: z.string(),
  kind: z.string(),
  /** Addressed to a learner the first start made up (removed with the demo data). */
  toDemoLearner: z.boolean(),
  status: z.enum(OUTBOX_STATUS_VALUES),
  /** Why it failed, as the provider said it; null unless failed. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxPageSchema = z.object({
  /** Whether e-mail really leaves this site; without it every e-mail stays here, not sent. */
  emailDeliveryConfigured: z.boolean(),
  /** The origins whose links the page may make clickable: this site's own address. */
  linkOrigins: z.array(z.string()),
  messages: z.array(outboxMessageSchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: z.number().int().nullable(),
});

export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const OUTBOX_OWNER_ONLY_MESSAGE = "Only the school's owner can read the Outbox.";
