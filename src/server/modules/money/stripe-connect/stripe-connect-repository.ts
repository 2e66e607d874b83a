import { asc, eq } from 'drizzle-orm';
import type { ConnectedAccountFlags } from '../../../../core/money/payments/stripe-connect';
import type { DatabaseExecutor } from '../../../db/database-client';
import { instructorStripeAccounts } from '../../../db/schema';

export type InstructorStripeAccountRow = typeof instructorStripeAccounts.$inferSelect;

export async function findStripeAccountOfInstructor(
  db: DatabaseExecutor,
  instructorId: number,
): Promise<InstructorStripeAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(instructorStripeAccounts)
    .where(eq(instructorStripeAccounts.instructorId, instructorId));
  return row;
}

/**
 * Keeps the instructor's account, once: a second request that made it at the same moment (the
 * same idempotency key, so the same account) changes nothing. Answers the row kept.
 */
export async function insertStripeAccount(
  db: DatabaseExecutor,
  row: { instructorId: number; stripeAccountId: string; flags: ConnectedAccountFlags; checkedAt: Date },
): Promise<InstructorStripeAccountRow | undefined> {
  await db
    .insert(instructorStripeAccounts)
    .values({
      instructorId: row.instructorId,
      stripeAccountId: row.stripeAccountId,
      ...row.flags,
      createdAt: row.checkedAt,
      statusCheckedAt: row.checkedAt,
    })
    .onConflictDoNothing({ target: instructorStripeAccounts.instructorId });
  return findStripeAccountOfInstructor(db, row.instructorId);
}

/** Stripe's flags of an account as just read; false when no instructor has that account. */
export async function updateStripeAccountFlags(
  db: DatabaseExecutor,
  stripeAccountId: string,
  flags: ConnectedAccountFlags,
  checkedAt: Date,
): Promise<boolean> {
  const updated = await db
    .update(instructorStripeAccounts)
    .set({ ...flags, statusCheckedAt: checkedAt })
    .where(eq(instructorStripeAccounts.stripeAccountId, stripeAccountId))
    .returning({ instructorId: instructorStripeAccounts.instructorId });
  return updated.length > 0;
}

export function listStripeAccounts(db: DatabaseExecutor): Promise<InstructorStripeAccountRow[]> {
  return db.select().from(instructorStripeAccounts).orderBy(asc(instructorStripeAccounts.instructorId));
}
