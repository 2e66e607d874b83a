import { z } from 'zod';
import {
  getDueReminderSearchWindow,
  getEnabledReminderKinds,
  isReminderDue,
  type LessonReminderKind,
} from '../../../../core/messaging/reminders/reminder-schedule';
import type { AppDependencies } from '../../../app-types';
import { getSchoolDetails } from '../../../lib/school-details';
import { getSchoolSettings } from '../../school/settings/school-settings-service';
import type { OutboxRow } from '../outbox/outbox-repository';
import { recordDelivery } from '../outbox/outbox-service';
import { lessonReminderPush } from '../push/learner-push-messages';
import { enqueueLearnerPushNotice } from '../push/learner-push-notices';
import {
  deliverReminder,
  type EnqueuedReminder,
  enqueueReminder,
  type ReminderDeliveryPlan,
  withdrawReminder,
} from './reminder-delivery-service';
import { lessonReminderEmail, lessonReminderText } from './reminder-messages';
import { resolveReminderPreference, toReminderDefaults } from './reminder-preferences';
import { deliverReminderPushes } from './reminder-pushes';
import {
  claimLessonReminder,
  findLessonSchedule,
  listScheduledLessonsStarting,
  type ReminderLogRow,
  recordReminderOutcome,
  tryAdvisoryTransactionLock,
} from './reminders-repository';

// Any fixed 64-bit number works; it only has to be the same in every process of this app.
export const REMINDER_SCHEDULER_LOCK_KEY = 7_305_114_227;
const advisoryLockResultSchema = z.object({ rows: z.array(z.object({ locked: z.boolean() })) });

/**
 * Written to a reminder's log row when it is claimed, replaced by the real outcome once the
 * provider answers. Should the server stop in between, it stays: the reminder was not confirmed.
 */
export const UNCONFIRMED_REMINDER_MESSAGE =
  'Not confirmed: sending, or the server stopped before the provider answered';

export interface ReminderRunResult {
  /** False when another scheduler held the lock, so this run did nothing. */
  ran: boolean;
  /** One entry per reminder this run claimed, with what became of it. */
  reminders: {
    lessonId: number;
    kind: LessonReminderKind;
    status: 'sent' | 'failed' | 'withdrawn';
    deliveryMethod: string;
  }[];
}

interface ClaimedReminder {
  log: ReminderLogRow;
  lessonId: number;
  kind: LessonReminderKind;
  lessonStartsAt: Date;
  plan: ReminderDeliveryPlan;
  enqueued: EnqueuedReminder;
  /** The same reminder as a push, one row per device of the learner that hears lesson reminders. */
  pushRows: OutboxRow[];
}

/**
 * One run of the reminder scheduler (every few minutes, and callable with any clock in tests).
 *
 * In one transaction, holding a transaction-scoped advisory lock so one scheduler works at a time:
 * finds scheduled lessons with a reminder due now (src/core/reminders/reminder-schedule.ts), locks
 * them, and claims each reminder by inserting its log row; the unique key on (lesson, kind, start)
 * makes a second claim impossible even without the lock, in any process, across restarts. The
 * messages are written to the outbox in the same transaction, with a push for each of the learner's
 * devices that hears lesson reminders (issue 24). After it commits, each is delivered (with the
 * e-mail fallback) and its log row records the provider's message id or the error.
 */
export async function sendDueReminders(deps: AppDependencies): Promise<ReminderRunResult> {
  const now = deps.now();
  const school = await getSchoolDetails(deps);

  const claimed = await deps.database.db.transaction(async (tx) => {
    const lock = advisoryLockResultSchema.parse(
      await tryAdvisoryTransactionLock(tx, REMINDER_SCHEDULER_LOCK_KEY),
    );
    if (lock.rows[0]?.locked !== true) return null;

    const defaults = toReminderDefaults(await getSchoolSettings(deps, tx));
    const lessons = await listScheduledLessonsStarting(tx, getDueReminderSearchWindow(now), { lock: true });
    const claims: ClaimedReminder[] = [];
    for (const lesson of lessons) {
      const preference = resolveReminderPreference(lesson.preference, defaults);
      if (preference.reminderType === 'none') continue;
      const timing = { lessonStartsAt: lesson.startsAt, lessonCreatedAt: lesson.createdAt };
      for (const kind of getEnabledReminderKinds(preference)) {
        if (!isReminderDue(kind, timing, now)) continue;
        const log = await claimLessonReminder(tx, {
          lessonId: lesson.lessonId,
          studentId: lesson.student.id,
          reminderKind: kind,
          lessonStartsAt: lesson.startsAt,
          reminderType: preference.reminderType,
          deliveryMethod: preference.reminderType,
          status: 'failed',
          errorMessage: UNCONFIRMED_REMINDER_MESSAGE,
          sentAt: now,
        });
        if (!log) continue;
        const remindedLesson = {
          startsAt: lesson.startsAt,
          durationMinutes: lesson.bookedDurationMinutes,
          instructorName: lesson.instructorName,
        };
        const plan: ReminderDeliveryPlan = {
          student: lesson.student,
          channel: preference.reminderType,
          text: lessonReminderText(lesson.student, remindedLesson, now, school),
          email: lessonReminderEmail(lesson.student, remindedLesson, kind, now, school),
          kind: `lesson_reminder_${kind}`,
        };
        claims.push({
          log,
          lessonId: lesson.lessonId,
          kind,
          lessonStartsAt: lesson.startsAt,
          plan,
          enqueued: await enqueueReminder(deps, tx, plan),
          pushRows: await enqueueLearnerPushNotice(
            deps,
            tx,
            lesson.student.id,
            lessonReminderPush(
              {
                id: lesson.lessonId,
                startsAt: lesson.startsAt,
                durationMinutes: lesson.bookedDurationMinutes,
              },
              now,
            ),
            now,
          ),
        });
      }
    }
    return claims;
  });
  if (claimed === null) return { ran: false, reminders: [] };

  const reminders: ReminderRunResult['reminders'] = [];
  for (const claim of claimed) {
    reminders.push(await deliverClaimedReminder(deps, claim));
  }
  return { ran: true, reminders };
}

async function deliverClaimedReminder(
  deps: AppDependencies,
  claim: ClaimedReminder,
): Promise<ReminderRunResult['reminders'][number]> {
  const { db } = deps.database;
  // The lesson was locked while the reminder was claimed; a move or cancellation that came in the
  // moment after must not be followed by a reminder for the old time.
  const current = await findLessonSchedule(db, claim.lessonId);
  if (current?.status !== 'scheduled' || current.startsAt.getTime() !== claim.lessonStartsAt.getTime()) {
    const reason = current?.status === 'cancelled' ? 'the lesson was cancelled' : 'the lesson was moved';
    const message = `Not sent: ${reason} just before the reminder went.`;
    await withdrawReminder(deps, claim.enqueued, message);
    for (const row of claim.pushRows) {
      if (row.status === 'pending') await recordDelivery(db, row.id, { status: 'failed', error: message });
    }
    await recordReminderOutcome(db, claim.log.id, {
      deliveryMethod: claim.log.deliveryMethod,
      status: 'failed',
      providerMessageId: null,
      errorMessage: message,
      sentAt: deps.now(),
    });
    return {
      lessonId: claim.lessonId,
      kind: claim.kind,
      status: 'withdrawn',
      deliveryMethod: claim.log.deliveryMethod,
    };
  }

  // The push is an extra way of hearing it (its outcome is on its outbox rows); the log records
  // the learner's own channel, which goes whatever became of the push, and how many devices it reached.
  const pushedDevices = await deliverReminderPushes(deps, claim.pushRows);
  let outcome: Awaited<ReturnType<typeof deliverReminder>>;
  try {
    outcome = await deliverReminder(deps, claim.plan, claim.enqueued);
  } catch (error) {
    // A database or programming error, not a provider's answer: recorded, never retried (sent once).
    const reason = error instanceof Error ? error.message : String(error);
    deps.logger.error({ err: error, lessonId: claim.lessonId, kind: claim.kind }, 'reminder delivery failed');
    await recordReminderOutcome(db, claim.log.id, {
      deliveryMethod: claim.log.deliveryMethod,
      status: 'failed',
      providerMessageId: null,
      errorMessage: `Not sent: ${reason}`,
      pushedDevices,
      sentAt: deps.now(),
    });
    return {
      lessonId: claim.lessonId,
      kind: claim.kind,
      status: 'failed',
      deliveryMethod: claim.log.deliveryMethod,
    };
  }
  const status = outcome.status === 'sent' ? 'sent' : 'failed';
  await recordReminderOutcome(db, claim.log.id, {
    deliveryMethod: outcome.deliveryMethod,
    status,
    providerMessageId: outcome.providerMessageId,
    errorMessage: outcome.problem,
    pushedDevices,
    sentAt: deps.now(),
  });
  return { lessonId: claim.lessonId, kind: claim.kind, status, deliveryMethod: outcome.deliveryMethod };
}
