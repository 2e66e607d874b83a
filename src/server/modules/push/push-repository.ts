import { and, arrayContains, eq, isNotNull, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database-client';
import { pushSubscriptions } from '../../db/schema';

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
