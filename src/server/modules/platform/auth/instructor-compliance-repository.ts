import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { ComplianceRecord } from '../../../../core/platform/auth/instructor-compliance';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  bookings,
  complianceNotices,
  instructorApplications,
  instructorCompliance,
  instructors,
  lessons,
  users,
} from '../../../db/schema';

const complianceColumns = {
  instructorId: instructors.id,
  fullName: instructors.fullName,
  email: instructors.email,
  role: instructors.role,
  status: instructors.status,
  adiNumber: instructorCompliance.adiNumber,
  badgeType: instructorCompliance.badgeType,
  badgeExpiresOn: instructorCompliance.badgeExpiresOn,
  insuranceCoversTuition: instructorCompliance.insuranceCoversTuition,
  insuranceExpiresOn: instructorCompliance.insuranceExpiresOn,
  dbsCheckedOn: instructorCompliance.dbsCheckedOn,
  recordDueOn: instructorCompliance.recordDueOn,
  updatedAt: instructorCompliance.updatedAt,
};

export type ComplianceRow = Awaited<ReturnType<typeof listComplianceRows>>[number];

/** Every instructor account with its record (null columns when none), owner first, then by name. */
export function listComplianceRows(db: DatabaseExecutor) {
  return db
    .select(complianceColumns)
    .from(instructors)
    .leftJoin(instructorCompliance, eq(instructorCompliance.instructorId, instructors.id))
    .orderBy(sql`${instructors.role} = 'owner' desc`, asc(instructors.fullName), asc(instructors.id));
}

export async function findComplianceRow(db: DatabaseExecutor, instructorId: number) {
  const [row] = await db
    .select(complianceColumns)
    .from(instructors)
    .leftJoin(instructorCompliance, eq(instructorCompliance.instructorId, instructors.id))
    .where(eq(instructors.id, instructorId));
  return row ?? null;
}

/**
 * How many scheduled lessons still to come each of these instructors has (absent: none): while
 * they may not be booked, each needs cover (docs/decisions/0061).
 */
export async function countLessonsToCome(
  db: DatabaseExecutor,
  instructorIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  if (instructorIds.length === 0) return new Map();
  const rows = await db
    .select({ instructorId: lessons.instructorId, lessons: count() })
    .from(lessons)
    .where(
      and(
        inArray(lessons.instructorId, [...instructorIds]),
        eq(lessons.status, 'scheduled'),
        gt(lessons.startsAt, now),
      ),
    )
    .groupBy(lessons.instructorId);
  return new Map(rows.map((row) => [row.instructorId, row.lessons]));
}

/** Writes the owner's record (the grace, if any, is spent: the record is there). */
export async function upsertComplianceRecord(
  db: DatabaseExecutor,
  instructorId: number,
  record: ComplianceRecord,
  by: number,
  now: Date,
): Promise<void> {
  const values = { ...record, recordDueOn: null, isDemo: false, updatedAt: now, updatedBy: by };
  await db
    .insert(instructorCompliance)
    .values({ instructorId, ...values })
    .onConflictDoUpdate({ target: instructorCompliance.instructorId, set: values });
}

/**
 * The new account's record, in the transaction that makes it: the vetting record of the
 * application it was invited from, if any; else an empty record (not bookable until the owner fills it).
 */
export async function insertRecordForNewAccount(
  tx: DatabaseExecutor,
  instructorId: number,
  applicationId: number | null,
  now: Date,
): Promise<void> {
  const [application] =
    applicationId === null
      ? []
      : await tx
          .select({
            adiNumber: instructorApplications.vettedAdiNumber,
            badgeType: instructorApplications.badgeType,
            badgeExpiresOn: instructorApplications.badgeExpiresOn,
            insuranceCoversTuition: instructorApplications.insuranceCoversTuition,
            insuranceExpiresOn: instructorApplications.insuranceExpiresOn,
            dbsCheckedOn: instructorApplications.dbsCheckedOn,
            reviewedBy: instructorApplications.reviewedBy,
          })
          .from(instructorApplications)
          .where(eq(instructorApplications.id, applicationId));
  const { reviewedBy, ...record } = application ?? { reviewedBy: null };
  await tx
    .insert(instructorCompliance)
    .values({ instructorId, ...record, updatedAt: now, updatedBy: reviewedBy })
    .onConflictDoNothing();
}

/** The demo seed's made-up records: cleared with the demo data, back to a grace from `dueOn`. */
export async function clearDemoRecords(tx: DatabaseExecutor, dueOn: string): Promise<void> {
  await tx
    .update(instructorCompliance)
    .set({
      adiNumber: null,
      badgeType: null,
      badgeExpiresOn: null,
      insuranceCoversTuition: null,
      insuranceExpiresOn: null,
      dbsCheckedOn: null,
      recordDueOn: dueOn,
      isDemo: false,
      updatedAt: null,
      updatedBy: null,
    })
    .where(eq(instructorCompliance.isDemo, true));
}

/**
 * Claims a notice: true when this call wrote its key (send it), false when it was already sent
 * (by an earlier run or another server).
 */
export async function claimNotice(
  tx: DatabaseExecutor,
  instructorId: number,
  noticeKey: string,
): Promise<number | null> {
  const [row] = await tx
    .insert(complianceNotices)
    .values({ instructorId, noticeKey })
    .onConflictDoNothing()
    .returning({ id: complianceNotices.id });
  return row?.id ?? null;
}

export async function setNoticeOutbox(
  tx: DatabaseExecutor,
  noticeId: number,
  outboxId: number,
): Promise<void> {
  await tx.update(complianceNotices).set({ outboxId }).where(eq(complianceNotices.id, noticeId));
}

/**
 * The instructor's learners to tell of a lapse: those with a lesson still to come with them, or
 * a booking request with them still waiting for an answer.
 */
export function listLearnersOfInstructor(tx: DatabaseExecutor, instructorId: number, now: Date) {
  return tx
    .selectDistinct({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .leftJoin(
      lessons,
      and(
        eq(lessons.studentId, users.id),
        eq(lessons.instructorId, instructorId),
        eq(lessons.status, 'scheduled'),
        gt(lessons.startsAt, now),
      ),
    )
    .leftJoin(
      bookings,
      and(
        eq(bookings.studentId, users.id),
        eq(bookings.instructorId, instructorId),
        eq(bookings.status, 'pending'),
      ),
    )
    .where(or(sql`${lessons.id} IS NOT NULL`, sql`${bookings.id} IS NOT NULL`))
    .orderBy(asc(users.id));
}

/**
 * Every instructor without a record gets one due in 30 days (London, by the database's clock), as
 * migration 0032 gave the instructors of its day: for a backup made before the record existed.
 */
export async function insertGraceForInstructorsWithoutRecord(
  db: DatabaseExecutor,
  days: number,
): Promise<void> {
  await db.execute(sql`INSERT INTO ${instructorCompliance} (instructor_id, record_due_on)
    SELECT ${instructors.id}, (now() AT TIME ZONE 'Europe/London')::date + ${days}::int FROM ${instructors}
    ON CONFLICT (instructor_id) DO NOTHING`);
}
