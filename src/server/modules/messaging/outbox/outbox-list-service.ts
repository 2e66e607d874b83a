import {
  OUTBOX_OWNER_ONLY_MESSAGE,
  OUTBOX_PAGE_SIZE,
  type OutboxMessage,
  type OutboxPage,
} from '../../../../core/messaging/outbox/outbox-schemas';
import { LEARNER_PUSH_TOPICS, pushPayloadSchema } from '../../../../core/messaging/push/push-schemas';
import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import type { AppDependencies } from '../../../app-types';
import { requireOwner } from '../../platform/auth/owner-guard';
import { listOutboxMessages, type OutboxRow } from './outbox-repository';

const LEARNER_TOPICS: readonly string[] = LEARNER_PUSH_TOPICS;

/**
 * A push is stored as the JSON its service worker receives: shown as what the device displays
 * (title, words and where a tap leads), and to whom, never the device's endpoint.
 */
function describePush(row: OutboxRow, publicUrl: string): Pick<OutboxMessage, 'recipient' | 'text'> {
  const payload = pushPayloadSchema.safeParse(safeJson(row.bodyText));
  if (!payload.success) return { recipient: 'A device', text: row.bodyText };
  const { topic, title, body, url } = payload.data;
  return {
    recipient: LEARNER_TOPICS.includes(topic) ? "A learner's device" : "An instructor's device",
    text: [title, body, `${publicUrl}${url}`].filter((line) => line.length > 0).join('\n'),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toOutboxMessage(row: OutboxRow & { toDemoLearner: boolean }, publicUrl: string): OutboxMessage {
  const shown =
    row.channel === 'push' ? describePush(row, publicUrl) : { recipient: row.recipient, text: row.bodyText };
  return {
    id: row.id,
    channel: row.channel,
    ...shown,
    subject: row.subject,
    kind: row.kind,
    toDemoLearner: row.toDemoLearner,
    status: row.status,
    error: row.status === 'failed' ? (row.error ?? 'The provider gave no reason.') : null,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The Outbox: every message the school queued, newest first, a page at a time, with what became
 * of it. The owner's alone (learners' private links are in these messages); nothing of a message
 * is logged here.
 */
export async function listOutbox(
  deps: AppDependencies,
  instructor: InstructorProfile,
  query: { before?: number | undefined; limit?: number | undefined },
): Promise<OutboxPage> {
  requireOwner(instructor, OUTBOX_OWNER_ONLY_MESSAGE);
  const limit = query.limit ?? OUTBOX_PAGE_SIZE;
  // One more than asked says whether an older page exists.
  const rows = await listOutboxMessages(deps.database.db, { before: query.before, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const publicUrl = deps.env.PUBLIC_URL;
  return {
    emailDeliveryConfigured: deps.mail.deliveryConfigured,
    linkOrigins: [new URL(publicUrl).origin],
    messages: page.map((row) => toOutboxMessage(row, publicUrl)),
    nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
