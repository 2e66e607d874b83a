import { toE164PhoneNumber } from '../../../../core/messaging/reminders/phone-number';
import {
  type DeliveryMethod,
  deliveryMethodLabels,
} from '../../../../core/messaging/reminders/reminder-schemas';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { OutboxRow } from '../outbox/outbox-repository';
import type { DeliveryStatus, EmailMessage } from '../outbox/outbox-service';
import { getOutboxMessage, recordDelivery } from '../outbox/outbox-service';

/*
 * How a reminder (a lesson's or a test) reaches a learner: by the channel asked for, and when that
 * channel is not configured, cannot reach them or fails, by e-mail instead, saying why. Every
 * message goes through the outbox: written first (inside the caller's transaction), then delivered.
 */

export interface ReminderDeliveryPlan {
  student: { fullName: string; email: string; phone: string | null };
  channel: DeliveryMethod;
  /** The SMS or WhatsApp text (used when the channel is sms or whatsapp). */
  text: string;
  /** The e-mail: the message itself for the email channel, otherwise the fallback. */
  email: EmailMessage;
  /** The outbox kind of the text message (lesson_reminder_24h, test_reminder...). */
  kind: string;
}

/** The first message written for a plan: its outbox row, or why no text message could be written. */
export type EnqueuedReminder = { outboxRow: OutboxRow; problem: null } | { outboxRow: null; problem: string };

export interface ReminderDeliveryOutcome {
  /** The channel it finally went by (or was kept for). */
  deliveryMethod: DeliveryMethod;
  /** What became of the message on that channel. */
  status: DeliveryStatus;
  /** The provider's id (Twilio's SM..., the SMTP message id) when it was sent. */
  providerMessageId: string | null;
  /** Where it went, for the instructor: a phone number or an e-mail address. */
  recipient: string;
  /** Why it did not go as asked; null when it did. */
  problem: string | null;
}

/** Writes the plan's first message to the outbox, inside the caller's transaction. */
export async function enqueueReminder(
  deps: AppDependencies,
  executor: DatabaseExecutor,
  plan: ReminderDeliveryPlan,
): Promise<EnqueuedReminder> {
  if (plan.channel === 'email')
    return { outboxRow: await deps.mail.enqueue(executor, plan.email), problem: null };
  const to = plan.student.phone === null ? null : toE164PhoneNumber(plan.student.phone);
  if (to === null) {
    const label = deliveryMethodLabels[plan.channel];
    const onRecord = plan.student.phone === null ? 'none on record' : `'${plan.student.phone}' on record`;
    return { outboxRow: null, problem: `No phone number ${label} can reach (${onRecord})` };
  }
  return {
    outboxRow: await deps.texts.enqueue(executor, {
      channel: plan.channel,
      to,
      text: plan.text,
      kind: plan.kind,
    }),
    problem: null,
  };
}

/**
 * Delivers what `enqueueReminder` wrote, after the caller's transaction committed; falls back to
 * e-mail when the text message did not go. Never throws for a delivery problem: it reports it.
 */
export async function deliverReminder(
  deps: AppDependencies,
  plan: ReminderDeliveryPlan,
  enqueued: EnqueuedReminder,
): Promise<ReminderDeliveryOutcome> {
  const { db } = deps.database;
  let problem: string;
  if (enqueued.outboxRow === null) {
    problem = enqueued.problem;
  } else if (enqueued.outboxRow.channel === 'email') {
    const status = await deps.mail.deliver(enqueued.outboxRow);
    const stored = await getOutboxMessage(db, enqueued.outboxRow.id);
    return {
      deliveryMethod: 'email',
      status,
      providerMessageId: stored?.providerMessageId ?? null,
      recipient: enqueued.outboxRow.recipient,
      problem: status === 'sent' ? null : capitalise(describeEmailProblem(status, stored?.error ?? null)),
    };
  } else {
    const row = enqueued.outboxRow;
    const status = await deps.texts.deliver(row);
    const stored = await getOutboxMessage(db, row.id);
    if (status === 'sent') {
      return {
        deliveryMethod: plan.channel,
        status,
        providerMessageId: stored?.providerMessageId ?? null,
        recipient: row.recipient,
        problem: null,
      };
    }
    const label = deliveryMethodLabels[plan.channel];
    problem =
      status === 'not_configured' && (plan.channel === 'sms' || plan.channel === 'whatsapp')
        ? `${label} is not set up on this site`
        : `${label} failed: ${stored?.error ?? 'no reason given'}`;
  }

  // The e-mail fallback: the learner is reminded all the same, and the log says why it was e-mail.
  const fallback = await deps.mail.send(plan.email);
  const stored = await getOutboxMessage(db, fallback.id);
  return {
    deliveryMethod: 'email',
    status: fallback.status,
    providerMessageId: stored?.providerMessageId ?? null,
    recipient: plan.student.email,
    problem:
      fallback.status === 'sent'
        ? `${problem}, so it went by e-mail instead.`
        : `${problem}, and ${describeEmailProblem(fallback.status, stored?.error ?? null, 'either')}`,
  };
}

/** Marks a written but undelivered message as never sent (its lesson was moved or cancelled meanwhile). */
export async function withdrawReminder(
  deps: AppDependencies,
  enqueued: EnqueuedReminder,
  reason: string,
): Promise<void> {
  if (enqueued.outboxRow && enqueued.outboxRow.status === 'pending') {
    await recordDelivery(deps.database.db, enqueued.outboxRow.id, { status: 'failed', error: reason });
  }
}

function describeEmailProblem(status: DeliveryStatus, error: string | null, either?: 'either'): string {
  if (status === 'not_configured') {
    return `e-mail is not set up on this site${either ? ' either' : ''}: nothing reached the learner (the message is kept in the Outbox).`;
  }
  return `the e-mail failed${either ? ' too' : ''}: ${error ?? 'no reason given'}`;
}

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
