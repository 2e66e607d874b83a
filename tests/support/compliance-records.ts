import { eq, inArray, sql } from 'drizzle-orm';
import type { ComplianceDocument } from '../../src/core/platform/auth/instructor-compliance';
import type { DatabaseExecutor } from '../../src/server/db/database-client';
import { instructorCompliance, instructors } from '../../src/server/db/schema';

/*
 * Test instructors' compliance records (docs/decisions/0057), in one place: every instructor the
 * test factories make is bookable, whatever a test's clock says, unless a test lapses them.
 */

/** Valid for any clock a test sets: expiries far ahead, the DBS check long ago. */
export const VALID_COMPLIANCE_RECORD = {
  adiNumber: 'ADI123456',
  badgeType: 'adi',
  badgeExpiresOn: '2099-12-31',
  insuranceCoversTuition: true,
  insuranceExpiresOn: '2099-12-31',
  dbsCheckedOn: '2020-01-01',
} as const;

/** Gives these instructors (default: every one) the valid record, replacing whatever they had. */
export async function giveValidComplianceRecords(
  db: DatabaseExecutor,
  instructorIds?: readonly number[],
): Promise<void> {
  const ids =
    instructorIds ?? (await db.select({ id: instructors.id }).from(instructors)).map((row) => row.id);
  if (ids.length === 0) return;
  const values = { ...VALID_COMPLIANCE_RECORD, recordDueOn: null };
  await db
    .insert(instructorCompliance)
    .values(ids.map((instructorId) => ({ instructorId, ...values })))
    .onConflictDoUpdate({
      target: instructorCompliance.instructorId,
      set: {
        adiNumber: sql`excluded.adi_number`,
        badgeType: sql`excluded.badge_type`,
        badgeExpiresOn: sql`excluded.badge_expires_on`,
        insuranceCoversTuition: sql`excluded.insurance_covers_tuition`,
        insuranceExpiresOn: sql`excluded.insurance_expires_on`,
        dbsCheckedOn: sql`excluded.dbs_checked_on`,
        recordDueOn: null,
      },
    });
}

/** Makes an instructor lapsed: one document's expiry set to `expiresOn` (a London date before today). */
export async function setComplianceExpiry(
  db: DatabaseExecutor,
  instructorId: number,
  document: ComplianceDocument,
  expiresOn: string,
): Promise<void> {
  await giveValidComplianceRecords(db, [instructorId]);
  await db
    .update(instructorCompliance)
    .set(document === 'badge' ? { badgeExpiresOn: expiresOn } : { insuranceExpiresOn: expiresOn })
    .where(eq(instructorCompliance.instructorId, instructorId));
}

/** Takes the record away: the instructor has none and no grace (an account made since the record). */
export async function removeComplianceRecords(
  db: DatabaseExecutor,
  instructorIds: readonly number[],
): Promise<void> {
  await db.delete(instructorCompliance).where(inArray(instructorCompliance.instructorId, [...instructorIds]));
}
