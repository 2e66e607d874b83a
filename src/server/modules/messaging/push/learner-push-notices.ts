import type { LearnerPushTopic, PushPayload } from '../../../../core/messaging/push/push-schemas';
import { buildLearnerHomePath } from '../../../../core/progress/learner-page-data-schemas';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { findOrCreateAccessToken } from '../../learners/learners/learners-service';
import type { OutboxRow } from '../outbox/outbox-repository';
import { listLearnerSubscriptionsForTopic } from './push-repository';
import { enqueueLearnerPush } from './push-service';

/** A learner's push without its address: the learner's home, or a page of its own (an offer). */
export type LearnerPushMessage = Omit<PushPayload, 'url' | 'topic'> & {
  topic: LearnerPushTopic;
  /** Where a tap opens; the learner's home behind their link when not given. */
  url?: string;
};

/**
 * Writes the learner's push, one outbox row per device of theirs that hears its topic, in the
 * caller's transaction (none, and no link made, when no device hears it). A tap opens their home
 * behind their progress link: the payload is encrypted end to end (RFC 8291), so the push service
 * never reads the token, and the device is the learner's own, where the link already opened.
 */
export async function enqueueLearnerPushNotice(
  deps: Pick<AppDependencies, 'pushSender'>,
  tx: DatabaseExecutor,
  studentId: number,
  message: LearnerPushMessage,
  now: Date,
): Promise<OutboxRow[]> {
  const devices = await listLearnerSubscriptionsForTopic(tx, studentId, message.topic);
  if (devices.length === 0) return [];
  const { url, ...rest } = message;
  const home = url ?? buildLearnerHomePath((await findOrCreateAccessToken(tx, studentId, now)).token);
  return enqueueLearnerPush(deps, tx, studentId, { ...rest, url: home });
}
