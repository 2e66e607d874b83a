import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  bookingSlots,
  bookings,
  guardianLinks,
  lessons,
  messages,
  mockTests,
  payments,
  practicalTests,
  progressNotes,
  purchases,
  reminderLog,
  reminderPreferences,
  studentAccessTokens,
  theoryTests,
  users,
  waitingListEntries,
} from '../../../db/schema';
import { learnerHandedOverFrom, learnerVisibleTo, type Viewer } from '../../../db/visible-learners';

export type StudentRow = typeof users.$inferSelect;
export type NewStudentRow = typeof users.$inferInsert;
export type AccessTokenRow = typeof studentAccessTokens.$inferSelect;

export async function findStudentByEmail(
  db: DatabaseExecutor,
  email: string,
): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** Inserts the learner unless the e-mail exists (a concurrent booking may have just created it). */
export async function insertStudentIfNew(
  db: DatabaseExecutor,
  student: NewStudentRow,
): Promise<StudentRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(student)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/** Fills details the learner did not have yet, never overwriting what is stored. */
export async function fillMissingStudentDetails(
  db: DatabaseExecutor,
  id: number,
  details: {
    phone: string;
    drivingExperience: string;
    pickupAddress?: string | null;
    pickupPostcode?: string | null;
  },
): Promise<void> {
  const pickupAddress = details.pickupAddress ?? null;
  const pickupPostcode = details.pickupPostcode ?? null;
  // The pickup is one place: both parts are filled together, and only when neither is on record.
  const noPickupOnRecord = sql`(${users.pickupAddress} IS NULL AND ${users.pickupPostcode} IS NULL)`;
  await db
    .update(users)
    .set({
      phone: sql`coalesce(${users.phone}, ${details.phone})`,
      drivingExperience: sql`coalesce(${users.drivingExperience}, ${details.drivingExperience})`,
      pickupAddress: sql`CASE WHEN ${noPickupOnRecord} THEN ${pickupAddress}::text ELSE ${users.pickupAddress} END`,
      pickupPostcode: sql`CASE WHEN ${noPickupOnRecord} THEN ${pickupPostcode}::text ELSE ${users.pickupPostcode} END`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

/** Every learner not archived (an erased learner is archived too), newest first. */
export function listStudents(db: DatabaseExecutor, viewer: Viewer): Promise<StudentRow[]> {
  return db
    .select()
    .from(users)
    .where(and(isNull(users.archivedAt), learnerVisibleTo(viewer, users.id)))
    .orderBy(desc(users.createdAt), desc(users.id));
}

/** How many learners (not archived) each instructor is the instructor of, by instructor id. */
export function countCurrentStudentsByInstructor(db: DatabaseExecutor) {
  return db
    .select({ instructorId: users.instructorId, total: count() })
    .from(users)
    .where(isNull(users.archivedAt))
    .groupBy(users.instructorId);
}

export async function findStudentById(db: DatabaseExecutor, id: number): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The learner with this id if the viewer may see them (docs/decisions/0047). */
export async function findVisibleStudentById(
  db: DatabaseExecutor,
  viewer: Viewer,
  id: number,
): Promise<StudentRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), learnerVisibleTo(viewer, users.id)));
  return row;
}

/**
 * The learner if the viewer may see them, with whether the viewer handed them over and so keeps
 * their history to read only (docs/decisions/0060).
 */
export async function findVisibleStudentWithAccess(
  db: DatabaseExecutor,
  viewer: Viewer,
  id: number,
): Promise<{ student: StudentRow; handedOver: boolean } | undefined> {
  const handedOver = learnerHandedOverFrom(viewer, users.id);
  const [row] = await db
    .select({ student: users, handedOver: handedOver ? sql<boolean>`${handedOver}` : sql<boolean>`false` })
    .from(users)
    .where(and(eq(users.id, id), learnerVisibleTo(viewer, users.id)));
  return row;
}

/** The learner's row locked for the rest of the caller's transaction (a hand-over changes it). */
export async function lockStudentRow(db: DatabaseExecutor, id: number): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Sets the learner's instructor only while it is still `expected` (a cover ending hands back only its own). */
export async function replaceStudentInstructor(
  db: DatabaseExecutor,
  studentId: number,
  change: { expected: number | null; instructorId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ instructorId: change.instructorId, updatedAt: change.now })
    .where(
      and(
        eq(users.id, studentId),
        change.expected === null ? isNull(users.instructorId) : eq(users.instructorId, change.expected),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** For each learner, the newest token that is neither revoked nor expired. */
export function listLiveAccessTokens(db: DatabaseExecutor, now: Date) {
  return db
    .selectDistinctOn([studentAccessTokens.studentId], {
      studentId: studentAccessTokens.studentId,
      token: studentAccessTokens.token,
      expiresAt: studentAccessTokens.expiresAt,
    })
    .from(studentAccessTokens)
    .where(and(isNull(studentAccessTokens.revokedAt), gt(studentAccessTokens.expiresAt, now)))
    .orderBy(
      studentAccessTokens.studentId,
      desc(studentAccessTokens.createdAt),
      desc(studentAccessTokens.id),
    );
}

export async function findLiveAccessToken(
  db: DatabaseExecutor,
  studentId: number,
  now: Date,
): Promise<AccessTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(studentAccessTokens)
    .where(
      and(
        eq(studentAccessTokens.studentId, studentId),
        isNull(studentAccessTokens.revokedAt),
        gt(studentAccessTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(studentAccessTokens.createdAt), desc(studentAccessTokens.id))
    .limit(1);
  return row;
}

/**
 * Revokes every token of the learner that is not revoked yet, in the caller's transaction, and the
 * guardian links made with them: a leaked link must not live on through a link made with it.
 * Returns how many tokens it revoked (the service announces the end when any were).
 */
export async function revokeAccessTokens(
  db: DatabaseExecutor,
  studentId: number,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(studentAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(studentAccessTokens.studentId, studentId), isNull(studentAccessTokens.revokedAt)))
    .returning({ id: studentAccessTokens.id });
  await db
    .update(guardianLinks)
    .set({ revokedAt: now })
    .where(and(eq(guardianLinks.studentId, studentId), isNull(guardianLinks.revokedAt)));
  return revoked.length;
}

export async function insertAccessToken(
  db: DatabaseExecutor,
  token: { studentId: number; token: string; createdAt: Date; expiresAt: Date },
): Promise<AccessTokenRow> {
  const [row] = await db.insert(studentAccessTokens).values(token).returning();
  if (!row) throw new Error('Access token insert returned no row');
  return row;
}

/** Pushes the expiry of the learner's live links out to `until` where they would end sooner. */
export async function extendLiveAccessTokens(
  db: DatabaseExecutor,
  studentId: number,
  now: Date,
  until: Date,
): Promise<void> {
  await db
    .update(studentAccessTokens)
    .set({ expiresAt: until })
    .where(
      and(
        eq(studentAccessTokens.studentId, studentId),
        isNull(studentAccessTokens.revokedAt),
        gt(studentAccessTokens.expiresAt, now),
        lt(studentAccessTokens.expiresAt, until),
      ),
    );
  // Their guardians' read-only links live as long as theirs (issue 25).
  await db
    .update(guardianLinks)
    .set({ expiresAt: until })
    .where(
      and(
        eq(guardianLinks.studentId, studentId),
        isNull(guardianLinks.revokedAt),
        gt(guardianLinks.expiresAt, now),
        lt(guardianLinks.expiresAt, until),
      ),
    );
}

async function firstCount(query: Promise<{ value: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.value ?? 0;
}

/** How many rows of each kind belong to the learner (what deleting them removes). */
export async function countStudentData(db: DatabaseExecutor, studentId: number) {
  const [bookingCount, lessonCount, noteCount, tokenCount, messageCount, preferenceCount, logCount] =
    await Promise.all([
      firstCount(db.select({ value: count() }).from(bookings).where(eq(bookings.studentId, studentId))),
      firstCount(db.select({ value: count() }).from(lessons).where(eq(lessons.studentId, studentId))),
      firstCount(
        db.select({ value: count() }).from(progressNotes).where(eq(progressNotes.studentId, studentId)),
      ),
      firstCount(
        db
          .select({ value: count() })
          .from(studentAccessTokens)
          .where(eq(studentAccessTokens.studentId, studentId)),
      ),
      firstCount(db.select({ value: count() }).from(messages).where(eq(messages.studentId, studentId))),
      firstCount(
        db
          .select({ value: count() })
          .from(reminderPreferences)
          .where(eq(reminderPreferences.studentId, studentId)),
      ),
      firstCount(db.select({ value: count() }).from(reminderLog).where(eq(reminderLog.studentId, studentId))),
    ]);
  return {
    bookings: bookingCount,
    lessons: lessonCount,
    progressNotes: noteCount,
    accessTokens: tokenCount,
    messages: messageCount,
    reminderPreferences: preferenceCount,
    reminderLog: logCount,
  };
}

/** Deletes the learner; their bookings, holds, lessons, notes, tokens and messages go with them. */
export async function deleteStudent(db: DatabaseExecutor, studentId: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, studentId)).returning({ id: users.id });
  return deleted.length > 0;
}

/** Whether the learner has money in the ledger (a purchase or a payment), which is never deleted. */
export async function hasMoneyHistory(db: DatabaseExecutor, studentId: number): Promise<boolean> {
  const [purchase] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.studentId, studentId))
    .limit(1);
  if (purchase) return true;
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.studentId, studentId))
    .limit(1);
  return payment !== undefined;
}

/**
 * The learner's right to erasure when the books must keep their amounts: every personal detail
 * goes (name, e-mail, phone, notes, messages, links, reminders), the learner is archived, and their
 * bookings, lessons, purchases and payments stay with no one's name on them. Held times are freed.
 */
export async function eraseStudentKeepingMoney(
  db: DatabaseExecutor,
  studentId: number,
  now: Date,
): Promise<void> {
  const anonymous = `erased-${studentId}`;
  await db
    .update(users)
    .set({
      fullName: 'Erased learner',
      email: `${anonymous}@erased.invalid`,
      username: anonymous,
      phone: null,
      drivingExperience: null,
      // The pupil record is personal data (the date of birth and licence number most of all).
      pickupAddress: null,
      pickupPostcode: null,
      dateOfBirth: null,
      provisionalLicenceNumber: null,
      archivedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, studentId));
  await db.delete(progressNotes).where(eq(progressNotes.studentId, studentId));
  // The mock tests' notes and the theory certificate are the learner's; a practical test's result
  // stays, with no one's name on it, so the school's pass rate does not change (issue 25).
  await db.delete(mockTests).where(eq(mockTests.studentId, studentId));
  await db.delete(theoryTests).where(eq(theoryTests.studentId, studentId));
  // Nobody is reminded of a test an erased learner had booked.
  await db
    .update(practicalTests)
    .set({ status: 'cancelled' })
    .where(and(eq(practicalTests.studentId, studentId), eq(practicalTests.status, 'booked')));
  await db.delete(studentAccessTokens).where(eq(studentAccessTokens.studentId, studentId));
  await db.delete(guardianLinks).where(eq(guardianLinks.studentId, studentId));
  await db.delete(messages).where(eq(messages.studentId, studentId));
  await db.delete(reminderPreferences).where(eq(reminderPreferences.studentId, studentId));
  await db.delete(reminderLog).where(eq(reminderLog.studentId, studentId));
  // Their wishes and test date are personal data too.
  await db.delete(waitingListEntries).where(eq(waitingListEntries.studentId, studentId));
  await db.update(lessons).set({ notes: null }).where(eq(lessons.studentId, studentId));
  const studentBookings = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.studentId, studentId));
  await db
    .update(bookings)
    .set({
      notes: null,
      submittedFullName: null,
      submittedPhone: null,
      rejectionReason: null,
      pickupAddress: null,
      pickupPostcode: null,
      updatedAt: now,
    })
    .where(eq(bookings.studentId, studentId));
  await db
    .update(bookingSlots)
    .set({ releasedAt: now })
    .where(and(inArray(bookingSlots.bookingId, studentBookings), isNull(bookingSlots.releasedAt)));
}

export async function setStudentArchived(db: DatabaseExecutor, studentId: number, now: Date) {
  const [row] = await db
    .update(users)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(users.id, studentId), isNull(users.archivedAt)))
    .returning();
  return row;
}

/** The learner a live (unrevoked, unexpired) access token belongs to. */
export async function findLiveTokenOwner(db: DatabaseExecutor, token: string, now: Date) {
  const [row] = await db
    .select({
      studentId: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      drivingExperience: users.drivingExperience,
      pickupAddress: users.pickupAddress,
      pickupPostcode: users.pickupPostcode,
      source: users.source,
      instructorId: users.instructorId,
      expiresAt: studentAccessTokens.expiresAt,
    })
    .from(studentAccessTokens)
    .innerJoin(users, eq(users.id, studentAccessTokens.studentId))
    .where(
      and(
        eq(studentAccessTokens.token, token),
        isNull(studentAccessTokens.revokedAt),
        gt(studentAccessTokens.expiresAt, now),
      ),
    );
  return row;
}

/** The learner behind a live guardian link, with the link's expiry. */
export async function findLiveGuardianLinkOwner(db: DatabaseExecutor, token: string, now: Date) {
  const [row] = await db
    .select({
      linkId: guardianLinks.id,
      studentId: users.id,
      fullName: users.fullName,
      expiresAt: guardianLinks.expiresAt,
    })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.studentId))
    .where(
      and(eq(guardianLinks.token, token), isNull(guardianLinks.revokedAt), gt(guardianLinks.expiresAt, now)),
    );
  return row;
}

/**
 * Sets the learner's instructor (issue 37, docs/decisions/0048): always when `replace`, else only
 * while they have none, in the caller's transaction.
 */
export async function setStudentInstructor(
  db: DatabaseExecutor,
  studentId: number,
  instructorId: number,
  { replace }: { replace: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({ instructorId })
    .where(and(eq(users.id, studentId), replace ? undefined : isNull(users.instructorId)));
}

/**
 * A known learner taken on by the instructor who accepted their network request: theirs now,
 * current again if archived, their phone filled in only when none is on record.
 */
export async function setNetworkLearnerInstructor(
  db: DatabaseExecutor,
  studentId: number,
  change: { phone: string; instructorId: number },
): Promise<void> {
  await db
    .update(users)
    .set({
      instructorId: change.instructorId,
      archivedAt: null,
      phone: sql`coalesce(${users.phone}, ${change.phone})`,
    })
    .where(eq(users.id, studentId));
}
