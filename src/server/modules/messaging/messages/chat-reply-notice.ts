import { buildProgressLinkUrl } from '../../../../core/learners/students-schemas';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { getSchoolDetails } from '../../../lib/school-details';
import { findOrCreateAccessToken } from '../../learners/learners/learners-service';
import { getSchoolSettings } from '../../school/settings/school-settings-service';
import { deliverOutboxRows } from '../outbox/with-outbox';
import { chatReplyPush } from '../push/learner-push-messages';
import { enqueueLearnerPushNotice } from '../push/learner-push-notices';
import {
  deliverReminder,
  enqueueReminder,
  type ReminderDeliveryPlan,
} from '../reminders/reminder-delivery-service';
import { resolveReminderPreference, toReminderDefaults } from '../reminders/reminder-preferences';
import { findLearnerWithReminderPreference } from '../reminders/reminders-service';
import {
  CHAT_NOTICE_KIND,
  CHAT_NOTICE_QUIET_MINUTES,
  chatReplyNoticeEmail,
  chatReplyNoticeText,
} from './chat-notice-messages';
import { claimChatNotice } from './messages-repository';

/** What became of the notice of one message, for the caller to deliver after its transaction. */
export interface ChatReplyNotice {
  deliver: () => Promise<void>;
}

const NOTHING_TO_SEND: ChatReplyNotice = { deliver: async () => {} };

/**
 * Tells the learner their instructor wrote (issue 24), inside the message's transaction:
 * - a push to each device of theirs that hears chat replies, for every message (the newest replaces
 *   the last on the device); a learner with such a device gets no other notice, or they would hear
 *   of one message twice;
 * - otherwise one notice by their reminder channel (e-mail, SMS or WhatsApp, with the e-mail
 *   fallback when a text cannot go), at most once every 15 minutes (users.chat_notice_sent_at,
 *   claimed by a conditional update); a learner whose reminders are off ('none') is not told.
 */
export async function enqueueChatReplyNotice(
  deps: AppDependencies,
  tx: DatabaseExecutor,
  message: { studentId: number; instructorName: string | null; content: string; now: Date },
): Promise<ChatReplyNotice> {
  const { studentId, now } = message;
  const pushRows = await enqueueLearnerPushNotice(
    deps,
    tx,
    studentId,
    chatReplyPush(message.instructorName, message.content),
    now,
  );
  if (pushRows.length > 0)
    return {
      deliver: async () => {
        await deliverOutboxRows(deps, pushRows);
      },
    };

  const found = await findLearnerWithReminderPreference(tx, studentId);
  if (!found) return NOTHING_TO_SEND;
  const preference = resolveReminderPreference(
    found.preference,
    toReminderDefaults(await getSchoolSettings(deps, tx)),
  );
  if (preference.reminderType === 'none') return NOTHING_TO_SEND;
  const since = new Date(now.getTime() - CHAT_NOTICE_QUIET_MINUTES * 60_000);
  if (!(await claimChatNotice(tx, studentId, now, since))) return NOTHING_TO_SEND;

  const { token } = await findOrCreateAccessToken(tx, studentId, now);
  const notice = {
    student: found.student,
    instructorName: message.instructorName,
    content: message.content,
    pageUrl: buildProgressLinkUrl(deps.env.PUBLIC_URL, token),
  };
  const school = await getSchoolDetails(deps, tx);
  const plan: ReminderDeliveryPlan = {
    student: found.student,
    channel: preference.reminderType,
    text: chatReplyNoticeText(notice, school),
    email: chatReplyNoticeEmail(notice, school),
    kind: CHAT_NOTICE_KIND,
  };
  const enqueued = await enqueueReminder(deps, tx, plan);
  return {
    deliver: async () => {
      await deliverReminder(deps, plan, enqueued);
    },
  };
}
