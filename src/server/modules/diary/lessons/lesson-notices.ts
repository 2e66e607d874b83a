import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';
import { deliverOutboxRows } from '../../messaging/outbox/with-outbox';
import { enqueueLearnerPushNotice, type LearnerPushMessage } from '../../messaging/push/learner-push-notices';
import {
  deliverReminder,
  enqueueReminder,
  type ReminderDeliveryOutcome,
  type ReminderDeliveryPlan,
} from '../../messaging/reminders/reminder-delivery-service';
import {
  resolveReminderPreference,
  toReminderDefaults,
} from '../../messaging/reminders/reminder-preferences';
import { findLearnerWithReminderPreference } from '../../messaging/reminders/reminders-service';
import { getSchoolSettings } from '../../school/settings/school-settings-service';

/*
 * What the instructor changes about a lesson reaches the learner the way their reminders do (SMS,
 * WhatsApp or e-mail, with the e-mail fallback when a text cannot go), written to the outbox in
 * the change's own transaction and delivered after it commits. A learner who turned reminders
 * off is still told, by e-mail: a cancelled or moved lesson is not a reminder. A learner's devices
 * that hear the notice's push topic get it as a push too (issue 24), in the same transaction.
 */

export interface LessonNotice {
  /** The SMS or WhatsApp text. */
  text: string;
  email: EmailMessage;
  /** The outbox kind of the text message. */
  kind: string;
  /** The push for the learner's devices that hear its topic, if the notice has one. */
  push?: LearnerPushMessage;
}

/** Writes the notice inside `tx`; the answer delivers it once the transaction has committed. */
export async function enqueueLessonNotice(
  deps: AppDependencies,
  tx: DatabaseExecutor,
  studentId: number,
  notice: LessonNotice,
): Promise<() => Promise<ReminderDeliveryOutcome | null>> {
  const found = await findLearnerWithReminderPreference(tx, studentId);
  if (!found) return async () => null;
  const preference = resolveReminderPreference(
    found.preference,
    toReminderDefaults(await getSchoolSettings(deps, tx)),
  );
  const { push, ...message } = notice;
  const plan: ReminderDeliveryPlan = {
    student: found.student,
    channel: preference.reminderType === 'none' ? 'email' : preference.reminderType,
    ...message,
  };
  const enqueued = await enqueueReminder(deps, tx, plan);
  const pushRows = push ? await enqueueLearnerPushNotice(deps, tx, studentId, push, deps.now()) : [];
  return async () => {
    await deliverOutboxRows(deps, pushRows);
    return deliverReminder(deps, plan, enqueued);
  };
}
