import {
  type AGENDA_PUSH_TOPIC,
  type InstructorPushTopic,
  type LearnerPushTopic,
  type PushPayload,
  pushPayloadSchema,
} from '../../../../core/messaging/push/push-schemas';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { OutboxRow } from '../outbox/outbox-repository';
import type { DeliveryStatus } from '../outbox/outbox-service';
import { enqueueOutboxMessage, recordDelivery } from '../outbox/outbox-service';
import {
  deletePushSubscription,
  findPushSubscription,
  listInstructorDevicesHearingAnything,
  listInstructorSubscriptionsForTopic,
  listLearnerSubscriptionsForTopic,
  markPushSubscriptionUsed,
  type PushSubscriptionRow,
} from './push-repository';

/*
 * Web push through the outbox (issue 24), like e-mail and text messages: one outbox row per device
 * that hears the topic, written in the caller's transaction, delivered after it commits
 * (withOutbox), its outcome recorded. The recipient is `push-subscription:<id>`; the body is the
 * JSON payload the service worker shows.
 */

const RECIPIENT_PREFIX = 'push-subscription:';

/** What the push service answered for one delivery. */
export type PushSendResult =
  | { outcome: 'sent'; messageId: string | null }
  | { outcome: 'gone' }
  | { outcome: 'failed'; error: string };

/** Sends one encrypted, VAPID-signed push (integrations/web-push-sender.ts). */
export interface PushSender {
  send(subscription: PushSubscriptionRow, payloadJson: string): Promise<PushSendResult>;
}

async function enqueueForSubscriptions(
  deps: Pick<AppDependencies, 'pushSender'>,
  tx: DatabaseExecutor,
  subscriptions: readonly PushSubscriptionRow[],
  payload: PushPayload,
): Promise<OutboxRow[]> {
  const checked = pushPayloadSchema.parse(payload);
  const status = deps.pushSender ? 'pending' : 'not_configured';
  const rows: OutboxRow[] = [];
  for (const subscription of subscriptions) {
    rows.push(
      await enqueueOutboxMessage(tx, {
        channel: 'push',
        recipient: `${RECIPIENT_PREFIX}${subscription.id}`,
        subject: checked.title,
        bodyText: JSON.stringify(checked),
        bodyHtml: null,
        kind: `push_${checked.topic}`,
        attachments: null,
        status,
      }),
    );
  }
  return rows;
}

/** One outbox row per instructor device that hears `payload.topic`. */
export async function enqueueInstructorPush(
  deps: Pick<AppDependencies, 'pushSender'>,
  tx: DatabaseExecutor,
  payload: PushPayload & { topic: InstructorPushTopic },
): Promise<OutboxRow[]> {
  return enqueueForSubscriptions(
    deps,
    tx,
    await listInstructorSubscriptionsForTopic(tx, payload.topic),
    payload,
  );
}

/** One outbox row per device of this learner that hears `payload.topic`. */
export async function enqueueLearnerPush(
  deps: Pick<AppDependencies, 'pushSender'>,
  tx: DatabaseExecutor,
  studentId: number,
  payload: PushPayload & { topic: LearnerPushTopic },
): Promise<OutboxRow[]> {
  return enqueueForSubscriptions(
    deps,
    tx,
    await listLearnerSubscriptionsForTopic(tx, studentId, payload.topic),
    payload,
  );
}

/** The daily agenda: one outbox row per device of this instructor that hears anything. */
export async function enqueueInstructorAgendaPush(
  deps: Pick<AppDependencies, 'pushSender'>,
  tx: DatabaseExecutor,
  instructorId: number,
  payload: PushPayload & { topic: typeof AGENDA_PUSH_TOPIC },
): Promise<OutboxRow[]> {
  return enqueueForSubscriptions(
    deps,
    tx,
    await listInstructorDevicesHearingAnything(tx, instructorId),
    payload,
  );
}

/** Delivers one push row after its transaction committed; a device the service says is gone is removed. */
export async function deliverPush(
  deps: Pick<AppDependencies, 'database' | 'logger' | 'now' | 'pushSender'>,
  row: OutboxRow,
): Promise<DeliveryStatus> {
  if (row.channel !== 'push') throw new Error(`Outbox message ${row.id} is ${row.channel}, not a push`);
  const sender = deps.pushSender;
  if (!sender) return 'not_configured';
  if (row.status !== 'pending') return row.status === 'sent' ? 'sent' : 'failed';
  const { db } = deps.database;
  const subscriptionId = Number(row.recipient.slice(RECIPIENT_PREFIX.length));
  const subscription = Number.isInteger(subscriptionId)
    ? await findPushSubscription(db, subscriptionId)
    : undefined;
  if (!subscription) {
    await recordDelivery(db, row.id, {
      status: 'failed',
      error: 'The device stopped receiving notifications',
    });
    return 'failed';
  }
  const result = await sender.send(subscription, row.bodyText);
  if (result.outcome === 'sent') {
    const sentAt = deps.now();
    await recordDelivery(db, row.id, { status: 'sent', providerMessageId: result.messageId, sentAt });
    await markPushSubscriptionUsed(db, subscription.id, sentAt);
    return 'sent';
  }
  if (result.outcome === 'gone') {
    await deletePushSubscription(db, subscription.id);
    await recordDelivery(db, row.id, {
      status: 'failed',
      error: 'The push service says this device is gone (404/410): its subscription was removed',
    });
    return 'failed';
  }
  deps.logger.warn({ outboxId: row.id, reason: result.error }, 'push delivery failed');
  await recordDelivery(db, row.id, { status: 'failed', error: result.error });
  return 'failed';
}

/** One instructor's devices that hear anything (the daily agenda goes to each of them). */
export function listInstructorDevicesWithPushOn(
  db: DatabaseExecutor,
  instructorId: number,
): Promise<PushSubscriptionRow[]> {
  return listInstructorDevicesHearingAnything(db, instructorId);
}
