import { and, arrayContains, eq, isNotNull, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { pushSubscriptions, vapidKeys } from '../../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The instructor's devices that hear `topic`. */
export function listInstructorSubscriptionsForTopic(
  db: DatabaseExecutor,
  topic: string,
): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(isNotNull(pushSubscriptions.instructorId), arrayContains(pushSubscriptions.topics, [topic])));
}

/** One learner's devices that hear `topic`. */
export function listLearnerSubscriptionsForTopic(
  db: DatabaseExecutor,
  studentId: number,
  topic: string,
): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.studentId, studentId), arrayContains(pushSubscriptions.topics, [topic])));
}

export async function findPushSubscription(
  db: DatabaseExecutor,
  id: number,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** The push service said the subscription is gone (404/410): it never hears anything again. */
export async function deletePushSubscription(db: DatabaseExecutor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markPushSubscriptionUsed(db: DatabaseExecutor, id: number, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastPushedAt: at }).where(eq(pushSubscriptions.id, id));
}

/** Whose device: the instructor's or one learner's (never both: the table's check). */
export type PushSubscriptionOwner = { instructorId: number } | { studentId: number };

function ownerColumns(owner: PushSubscriptionOwner) {
  return 'instructorId' in owner
    ? { instructorId: owner.instructorId, studentId: null }
    : { instructorId: null, studentId: owner.studentId };
}

function ownedBy(owner: PushSubscriptionOwner) {
  return 'instructorId' in owner
    ? eq(pushSubscriptions.instructorId, owner.instructorId)
    : eq(pushSubscriptions.studentId, owner.studentId);
}

/**
 * Saves a device by its endpoint: new, or updated (keys, topics) and owned by `owner` from now on
 * (one browser has one endpoint: whoever subscribed on it last hears it).
 */
export async function upsertPushSubscription(
  db: DatabaseExecutor,
  owner: PushSubscriptionOwner,
  values: { endpoint: string; p256dh: string; auth: string; topics: string[]; userAgent: string | null },
  now: Date,
): Promise<PushSubscriptionRow> {
  const changes = { ...ownerColumns(owner), ...values, updatedAt: now };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...changes, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: changes })
    .returning();
  if (!row) throw new Error('Saving a push subscription returned no row');
  return row;
}

/** The device with this endpoint, only if `owner` owns it. */
export async function findOwnedPushSubscription(
  db: DatabaseExecutor,
  owner: PushSubscriptionOwner,
  endpoint: string,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(owner)));
  return row;
}

/** Removes the device with this endpoint if `owner` owns it; someone else's is left alone. */
export async function deleteOwnedPushSubscription(
  db: DatabaseExecutor,
  owner: PushSubscriptionOwner,
  endpoint: string,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(owner)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export type VapidKeyPair = { publicKey: string; privateKey: string };

export async function findVapidKeys(db: DatabaseExecutor): Promise<VapidKeyPair | undefined> {
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .where(eq(vapidKeys.id, 1));
  return row;
}

/**
 * Keeps this pair unless one is already kept (servers starting together: the first insert wins),
 * and returns the pair that is kept.
 */
export async function insertVapidKeysIfMissing(
  db: DatabaseExecutor,
  keys: VapidKeyPair,
  now: Date,
): Promise<VapidKeyPair> {
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...keys, createdAt: now })
    .onConflictDoNothing({ target: vapidKeys.id });
  const kept = await findVapidKeys(db);
  if (!kept) throw new Error('The VAPID key pair was not kept');
  return kept;
}

/** One instructor's devices that hear anything (the daily agenda goes to each of them). */
export function listInstructorDevicesHearingAnything(
  db: DatabaseExecutor,
  instructorId: number,
): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.instructorId, instructorId),
        sql`cardinality(${pushSubscriptions.topics}) > 0`,
      ),
    );
}
