import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, DatabaseExecutor } from '../../../db/database-client';
import type { MailTransport } from '../../../integrations/smtp-mail-transport';
import {
  deleteOutboxMessagesToDemoLearners,
  findOutboxMessage,
  insertOutboxMessage,
  type NewOutboxRow,
  type OutboxRow,
  recordOutboxDelivery,
} from './outbox-repository';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is about (booking_received, access_link...), kept with it in the outbox. */
  kind: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** What became of a message: really sent, refused by the provider, or kept because SMTP is not set up. */
export type DeliveryStatus = 'sent' | 'failed' | 'not_configured';

export interface MailService {
  /** True when SMTP is configured and messages really leave the building. */
  readonly deliveryConfigured: boolean;
  /** Writes the message to the outbox (inside the caller's transaction if given); returns its row. */
  enqueue(executor: DatabaseExecutor, message: EmailMessage): Promise<OutboxRow>;
  /** Delivers an enqueued message, after the caller's transaction has committed; says what happened. */
  deliver(row: OutboxRow): Promise<DeliveryStatus>;
  /** enqueue + deliver, for messages that are not part of a larger transaction; `status` is the outcome. */
  send(message: EmailMessage): Promise<OutboxRow & { status: DeliveryStatus }>;
  close(): void;
}

/**
 * The one mail module every feature uses. Every message is written to the outbox first; with an
 * SMTP transport it is then delivered and its status recorded, without one it stays readable
 * in the outbox with status not_configured.
 */
export function createMailService(options: {
  db: Database;
  transport: MailTransport | null;
  from: string;
  logger: FastifyBaseLogger;
  now: () => Date;
}): MailService {
  const { db, transport, from, logger, now } = options;

  const service: MailService = {
    deliveryConfigured: transport !== null,

    enqueue(executor, message) {
      return insertOutboxMessage(executor, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        bodyText: message.text,
        bodyHtml: message.html ?? null,
        kind: message.kind,
        attachments: message.attachments ?? null,
        status: transport ? 'pending' : 'not_configured',
      });
    },

    async deliver(row) {
      if (!transport) return 'not_configured';
      if (row.status !== 'pending') return row.status === 'sent' ? 'sent' : 'failed';
      try {
        const { messageId } = await transport.send({
          from,
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.bodyText,
          html: row.bodyHtml ?? undefined,
          attachments: readAttachments(row),
        });
        await recordOutboxDelivery(db, row.id, {
          status: 'sent',
          providerMessageId: messageId,
          sentAt: now(),
        });
        return 'sent';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn({ outboxId: row.id, reason }, 'e-mail delivery failed');
        await recordOutboxDelivery(db, row.id, { status: 'failed', error: reason });
        return 'failed';
      }
    },

    async send(message) {
      const row = await service.enqueue(db, message);
      return { ...row, status: await service.deliver(row) };
    },

    close() {
      transport?.close();
    },
  };
  return service;
}

const attachmentsSchema = z.array(
  z.object({ filename: z.string(), content: z.string(), contentType: z.string() }),
);

function readAttachments(row: OutboxRow): z.infer<typeof attachmentsSchema> | undefined {
  const parsed = attachmentsSchema.safeParse(row.attachments);
  return parsed.success && parsed.data.length > 0 ? parsed.data : undefined;
}

/** Puts a message in the outbox, in the caller's transaction (sent after it commits). */
export function enqueueOutboxMessage(executor: DatabaseExecutor, message: NewOutboxRow): Promise<OutboxRow> {
  return insertOutboxMessage(executor, message);
}

/** Records how sending an outbox message went. */
export function recordDelivery(
  db: Database,
  id: number,
  result:
    | { status: 'sent'; providerMessageId: string | null; sentAt: Date }
    | { status: 'failed'; error: string },
): Promise<void> {
  return recordOutboxDelivery(db, id, result);
}

/**
 * Removes, in the caller's transaction, the messages sent to the demo learners: made-up people's
 * mail is demo data too, and once they are gone nothing would tell those rows apart from real ones.
 */
export function removeOutboxMessagesToDemoLearners(executor: DatabaseExecutor): Promise<number> {
  return deleteOutboxMessagesToDemoLearners(executor);
}

/** The outbox message with this id. */
export function getOutboxMessage(db: Database, id: number): Promise<OutboxRow | undefined> {
  return findOutboxMessage(db, id);
}
