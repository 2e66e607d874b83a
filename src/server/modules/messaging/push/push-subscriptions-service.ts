import {
  type BrowserPushSubscription,
  INSTRUCTOR_PUSH_TOPICS,
  LEARNER_PUSH_TOPICS,
  type PushSubscriptionStatus,
  type PushTopic,
} from '../../../../core/messaging/push/push-schemas';
import type { AppDependencies } from '../../../app-types';
import { badRequest } from '../../../lib/app-error';
import { requireTokenOwner } from '../../learners/learners/learners-service';
import {
  deleteOwnedPushSubscription,
  findOwnedPushSubscription,
  type PushSubscriptionOwner,
  upsertPushSubscription,
} from './push-repository';
import { getVapidKeys } from './vapid-keys-service';

/*
 * The devices that opted in (issue 24). The instructor's session or a learner's progress link is
 * the permission; a device is found by its endpoint and only ever read or removed by its owner
 * (someone else's looks the same as no device at all).
 */

export const PUSH_KEY_MESSAGE = 'This browser gave a notification key we cannot use. Please try again.';

const USER_AGENT_CHARS = 300;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The browser's keys as RFC 8291 needs them: a P-256 point (65 bytes) and a 16-byte secret. */
function checkSubscriptionKeys(subscription: BrowserPushSubscription): void {
  const { p256dh, auth } = subscription.keys;
  const fields: Record<string, string> = {};
  const publicKey = Buffer.from(p256dh, 'base64url');
  if (!BASE64URL.test(p256dh) || publicKey.length !== 65 || publicKey[0] !== 4) {
    fields['subscription.keys.p256dh'] = PUSH_KEY_MESSAGE;
  }
  if (!BASE64URL.test(auth) || Buffer.from(auth, 'base64url').length < 16) {
    fields['subscription.keys.auth'] = PUSH_KEY_MESSAGE;
  }
  if (Object.keys(fields).length > 0) throw badRequest(PUSH_KEY_MESSAGE, fields);
}

/** Each chosen topic once, in the order the pages list them. */
function normaliseTopics<T extends PushTopic>(all: readonly T[], chosen: readonly T[]): T[] {
  return all.filter((topic) => chosen.includes(topic));
}

async function saveSubscription(
  deps: AppDependencies,
  owner: PushSubscriptionOwner,
  subscription: BrowserPushSubscription,
  topics: PushTopic[],
  userAgent: string | undefined,
): Promise<PushSubscriptionStatus> {
  checkSubscriptionKeys(subscription);
  const row = await upsertPushSubscription(
    deps.database.db,
    owner,
    {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      topics,
      userAgent: userAgent?.slice(0, USER_AGENT_CHARS) ?? null,
    },
    deps.now(),
  );
  return { topics: parseStoredTopics(row.topics) };
}

/** Topics as stored (text[]), kept to the known ones. */
function parseStoredTopics(stored: readonly string[]): PushTopic[] {
  const known: readonly string[] = [...INSTRUCTOR_PUSH_TOPICS, ...LEARNER_PUSH_TOPICS];
  return stored.filter((topic): topic is PushTopic => known.includes(topic));
}

async function lookUp(
  deps: AppDependencies,
  owner: PushSubscriptionOwner,
  endpoint: string,
): Promise<PushSubscriptionStatus> {
  const row = await findOwnedPushSubscription(deps.database.db, owner, endpoint);
  return { topics: row ? parseStoredTopics(row.topics) : null };
}

/** The public key browsers subscribe with. */
export async function getPushPublicKey(deps: AppDependencies): Promise<{ publicKey: string }> {
  return { publicKey: (await getVapidKeys(deps)).publicKey };
}

export function saveInstructorSubscription(
  deps: AppDependencies,
  instructorId: number,
  request: { subscription: BrowserPushSubscription; topics: (typeof INSTRUCTOR_PUSH_TOPICS)[number][] },
  userAgent: string | undefined,
): Promise<PushSubscriptionStatus> {
  return saveSubscription(
    deps,
    { instructorId },
    request.subscription,
    normaliseTopics(INSTRUCTOR_PUSH_TOPICS, request.topics),
    userAgent,
  );
}

export function lookUpInstructorSubscription(
  deps: AppDependencies,
  instructorId: number,
  endpoint: string,
): Promise<PushSubscriptionStatus> {
  return lookUp(deps, { instructorId }, endpoint);
}

export async function removeInstructorSubscription(
  deps: AppDependencies,
  instructorId: number,
  endpoint: string,
): Promise<void> {
  await deleteOwnedPushSubscription(deps.database.db, { instructorId }, endpoint);
}

export async function saveLearnerSubscription(
  deps: AppDependencies,
  token: string,
  request: { subscription: BrowserPushSubscription; topics: (typeof LEARNER_PUSH_TOPICS)[number][] },
  userAgent: string | undefined,
): Promise<PushSubscriptionStatus> {
  const owner = await requireTokenOwner(deps, token);
  return saveSubscription(
    deps,
    { studentId: owner.studentId },
    request.subscription,
    normaliseTopics(LEARNER_PUSH_TOPICS, request.topics),
    userAgent,
  );
}

export async function lookUpLearnerSubscription(
  deps: AppDependencies,
  token: string,
  endpoint: string,
): Promise<PushSubscriptionStatus> {
  const owner = await requireTokenOwner(deps, token);
  return lookUp(deps, { studentId: owner.studentId }, endpoint);
}

/** Stops this learner's device; an endpoint that is not theirs is left alone, with the same answer. */
export async function removeLearnerSubscription(
  deps: AppDependencies,
  token: string,
  endpoint: string,
): Promise<void> {
  const owner = await requireTokenOwner(deps, token);
  await deleteOwnedPushSubscription(deps.database.db, { studentId: owner.studentId }, endpoint);
}
