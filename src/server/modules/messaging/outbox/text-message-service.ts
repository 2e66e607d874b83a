import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseExecutor } from '../../../db/database-client';
import { type Env, missingTextChannelVariables } from '../../../env';
import {
  createTwilioMessaging,
  type TextChannel,
  type TextMessagingProvider,
} from '../../../integrations/twilio-messaging';
import { insertOutboxMessage, type OutboxRow, recordOutboxDelivery } from './outbox-repository';
import type { DeliveryStatus } from './outbox-service';

export interface TextMessage {
  channel: TextChannel;
  /** E.164, e.g. +447700900123. */
  to: string;
  text: string;
  /** What the message is about (lesson_reminder_24h, test_reminder...), kept with it in the outbox. */
  kind: string;
}

export interface TextMessageService {
  /** True when the channel's provider and sender are configured and messages really leave. */
  isConfigured(channel: TextChannel): boolean;
  /** The environment variables still to set before the channel can send (empty when it can). */
  missingConfiguration(channel: TextChannel): string[];
  /** Writes the message to the outbox (inside the caller's transaction if given); returns its row. */
  enqueue(executor: DatabaseExecutor, message: TextMessage): Promise<OutboxRow>;
  /** Delivers an enqueued message, after the caller's transaction has committed; says what happened. */
  deliver(row: OutboxRow): Promise<DeliveryStatus>;
  /** enqueue + deliver, for messages that are not part of a larger transaction. */
  send(message: TextMessage): Promise<OutboxRow & { status: DeliveryStatus }>;
}

/**
 * SMS and WhatsApp through the outbox, like e-mail: every message is written first, then delivered
 * and its provider's message id (or error) recorded. A channel whose provider is not configured
 * keeps its messages readable in the outbox with status not_configured.
 */
export function createTextMessageService(options: {
  db: Database;
  provider: TextMessagingProvider | null;
  /** Per channel, the variables to set when it cannot send (shown to the instructor). */
  missing: Record<TextChannel, string[]>;
  logger: FastifyBaseLogger;
  now: () => Date;
}): TextMessageService {
  const { db, provider, missing, logger, now } = options;
  const isConfigured = (channel: TextChannel) => provider?.channels.includes(channel) ?? false;

  const service: TextMessageService = {
    isConfigured,

    missingConfiguration(channel) {
      return isConfigured(channel) ? [] : missing[channel];
    },

    enqueue(executor, message) {
      return insertOutboxMessage(executor, {
        channel: message.channel,
        recipient: message.to,
        subject: null,
        bodyText: message.text,
        bodyHtml: null,
        kind: message.kind,
        attachments: null,
        status: isConfigured(message.channel) ? 'pending' : 'not_configured',
      });
    },

    async deliver(row) {
      if (row.channel !== 'sms' && row.channel !== 'whatsapp') {
        throw new Error(`Outbox message ${row.id} is ${row.channel}, not a text message`);
      }
      const channel: TextChannel = row.channel;
      if (!provider || !isConfigured(channel)) return 'not_configured';
      if (row.status !== 'pending') return row.status === 'sent' ? 'sent' : 'failed';
      try {
        const { messageId } = await provider.send({ channel, to: row.recipient, body: row.bodyText });
        await recordOutboxDelivery(db, row.id, {
          status: 'sent',
          providerMessageId: messageId,
          sentAt: now(),
        });
        return 'sent';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn({ outboxId: row.id, channel, reason }, 'text message delivery failed');
        await recordOutboxDelivery(db, row.id, { status: 'failed', error: reason });
        return 'failed';
      }
    },

    async send(message) {
      const row = await service.enqueue(db, message);
      return { ...row, status: await service.deliver(row) };
    },
  };
  return service;
}

/** The text-message service the configuration asks for: Twilio when its SID and token are set. */
export function createTextMessageServiceFromEnv(deps: {
  env: Env;
  database: { db: Database };
  logger: FastifyBaseLogger;
  now: () => Date;
}): TextMessageService {
  const { env } = deps;
  const provider =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && (env.TWILIO_SMS_FROM || env.TWILIO_WHATSAPP_FROM)
      ? createTwilioMessaging({
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          smsFrom: env.TWILIO_SMS_FROM,
          whatsappFrom: env.TWILIO_WHATSAPP_FROM,
          apiBase: env.TWILIO_API_BASE,
        })
      : null;
  return createTextMessageService({
    db: deps.database.db,
    provider,
    missing: {
      sms: missingTextChannelVariables(env, 'sms'),
      whatsapp: missingTextChannelVariables(env, 'whatsapp'),
    },
    logger: deps.logger,
    now: deps.now,
  });
}
