import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { practicalTests, theoryTests } from '../../../db/schema';

/**
 * Claims the booked practical tests starting in (startsAfter, startsAtOrBefore] that have not been
 * reminded: sets their reminder_sent_at and answers them. A claim made by another process (or
 * before a restart) has set it already, so each test is claimed once; the rows stay locked until
 * the caller's transaction ends, so a cancellation waits for the claim to commit.
 */
export function claimDueDrivingTests(
  tx: DatabaseExecutor,
  window: { startsAfter: Date; startsAtOrBefore: Date },
  claimedAt: Date,
) {
  return tx
    .update(practicalTests)
    .set({ reminderSentAt: claimedAt })
    .where(
      and(
        eq(practicalTests.status, 'booked'),
        isNull(practicalTests.reminderSentAt),
        gt(practicalTests.startsAt, window.startsAfter),
        lte(practicalTests.startsAt, window.startsAtOrBefore),
      ),
    )
    .returning({
      id: practicalTests.id,
      studentId: practicalTests.studentId,
      startsAt: practicalTests.startsAt,
      testCentre: practicalTests.testCentre,
    });
}

/** The test as it is now (to check, just before sending, that it was not moved or cancelled). */
export async function findPracticalTestSchedule(db: DatabaseExecutor, testId: number) {
  const [row] = await db
    .select({ status: practicalTests.status, startsAt: practicalTests.startsAt })
    .from(practicalTests)
    .where(eq(practicalTests.id, testId));
  return row;
}

/**
 * Gives a claim back when the test was moved to another time the moment after it was claimed: the
 * new time is reminded in its turn. Nothing changes when the test was claimed again meanwhile.
 */
export async function releaseDrivingTestClaim(
  db: DatabaseExecutor,
  claim: { testId: number; startsAt: Date; claimedAt: Date },
): Promise<void> {
  await db
    .update(practicalTests)
    .set({ reminderSentAt: null })
    .where(
      and(
        eq(practicalTests.id, claim.testId),
        eq(practicalTests.status, 'booked'),
        ne(practicalTests.startsAt, claim.startsAt),
        eq(practicalTests.reminderSentAt, claim.claimedAt),
      ),
    );
}

/** The learner's theory certificate number, when one is recorded. */
export async function findTheoryCertificateNumber(
  db: DatabaseExecutor,
  studentId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ certificateNumber: theoryTests.certificateNumber })
    .from(theoryTests)
    .where(eq(theoryTests.studentId, studentId));
  return row?.certificateNumber ?? null;
}
