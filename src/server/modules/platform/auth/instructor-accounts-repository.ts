import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  InstructorProfileInput,
  InstructorStatus,
} from '../../../../core/platform/auth/instructor-accounts-schemas';
import type { InstructorRole } from '../../../../core/platform/auth/instructor-roles';
import type { DatabaseExecutor } from '../../../db/database-client';
import { instructorInvitations, instructorPhotos, instructors } from '../../../db/schema';

const accountColumns = {
  id: instructors.id,
  email: instructors.email,
  fullName: instructors.fullName,
  role: instructors.role,
  status: instructors.status,
  gender: instructors.gender,
  qualification: instructors.qualification,
  gearbox: instructors.gearbox,
  carMake: instructors.carMake,
  carModel: instructors.carModel,
  areas: instructors.areas,
  bio: instructors.bio,
  phone: instructors.phone,
  createdAt: instructors.createdAt,
  /** The photo's version (docs/decisions/0049): its address is made from it. */
  photoUpdatedAt: instructorPhotos.updatedAt,
};

/** Every account, the owner first, then by when they joined. */
export function listInstructorAccounts(db: DatabaseExecutor) {
  return db
    .select(accountColumns)
    .from(instructors)
    .leftJoin(instructorPhotos, eq(instructorPhotos.instructorId, instructors.id))
    .orderBy(sql`${instructors.role} = 'owner' DESC`, asc(instructors.createdAt), asc(instructors.id));
}

export async function findInstructorAccount(db: DatabaseExecutor, id: number) {
  const [row] = await db
    .select(accountColumns)
    .from(instructors)
    .leftJoin(instructorPhotos, eq(instructorPhotos.instructorId, instructors.id))
    .where(eq(instructors.id, id));
  return row;
}

export async function instructorEmailExists(db: DatabaseExecutor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.email, email));
  return row !== undefined;
}

export async function insertInstructorAccount(
  db: DatabaseExecutor,
  account: typeof instructors.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db
    .insert(instructors)
    .values(account)
    .onConflictDoNothing({ target: instructors.email })
    .returning({ id: instructors.id });
  return row?.id;
}

export async function updateInstructorStatus(
  db: DatabaseExecutor,
  id: number,
  status: InstructorStatus,
): Promise<void> {
  await db.update(instructors).set({ status, updatedAt: sql`now()` }).where(eq(instructors.id, id));
}

/** Writes an instructor's own profile (My profile). */
export async function updateInstructorProfile(
  db: DatabaseExecutor,
  id: number,
  profile: InstructorProfileInput,
): Promise<void> {
  await db
    .update(instructors)
    .set({
      fullName: profile.fullName,
      gender: profile.gender,
      qualification: profile.qualification,
      gearbox: profile.gearbox,
      carMake: profile.carMake,
      carModel: profile.carModel,
      areas: profile.areas,
      bio: profile.bio === '' ? null : profile.bio,
      phone: profile.phone,
      updatedAt: sql`now()`,
    })
    .where(eq(instructors.id, id));
}

export async function updateInstructorRole(
  db: DatabaseExecutor,
  id: number,
  role: InstructorRole,
): Promise<void> {
  await db.update(instructors).set({ role, updatedAt: sql`now()` }).where(eq(instructors.id, id));
}

/**
 * How many active owners there are besides `exceptId`, with every owner's row locked for the
 * caller's transaction: two owners demoting or suspending each other at once cannot both pass.
 */
export async function countOtherActiveOwners(db: DatabaseExecutor, exceptId: number): Promise<number> {
  const owners = await db
    .select({ id: instructors.id, status: instructors.status })
    .from(instructors)
    .where(eq(instructors.role, 'owner'))
    .orderBy(asc(instructors.id))
    .for('update');
  return owners.filter((owner) => owner.id !== exceptId && owner.status === 'active').length;
}

const invitationColumns = {
  id: instructorInvitations.id,
  email: instructorInvitations.email,
  fullName: instructorInvitations.fullName,
  role: instructorInvitations.role,
  createdAt: instructorInvitations.createdAt,
  expiresAt: instructorInvitations.expiresAt,
  acceptedAt: instructorInvitations.acceptedAt,
  revokedAt: instructorInvitations.revokedAt,
  replacedById: instructorInvitations.replacedById,
  invitedBy: instructorInvitations.invitedBy,
  applicationId: instructorInvitations.applicationId,
  prefill: instructorInvitations.prefill,
};

export type InvitationRow = Awaited<ReturnType<typeof findInvitationById>> & {};

export async function insertInvitation(
  db: DatabaseExecutor,
  invitation: {
    email: string;
    fullName: string;
    role: InstructorRole;
    tokenHash: string;
    invitedBy: number;
    createdAt: Date;
    expiresAt: Date;
    /** The application to join it answers, and the profile it starts with (docs/decisions/0055). */
    applicationId: number | null;
    prefill: unknown;
  },
) {
  const [row] = await db.insert(instructorInvitations).values(invitation).returning(invitationColumns);
  if (!row) throw new Error('The invitation was not stored');
  return row;
}

/**
 * The newest invitations first (the owner's list is short: a school has tens of instructors);
 * one sent again is left out, its newer one stands for it.
 */
export function listInvitations(db: DatabaseExecutor) {
  return db
    .select(invitationColumns)
    .from(instructorInvitations)
    .where(isNull(instructorInvitations.replacedById))
    .orderBy(desc(instructorInvitations.createdAt), desc(instructorInvitations.id))
    .limit(100);
}

/** One invitation, locked when inside a transaction that will change it. */
export async function findInvitationById(db: DatabaseExecutor, id: number, lock = false) {
  const query = db
    .select(invitationColumns)
    .from(instructorInvitations)
    .where(eq(instructorInvitations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Marks an invitation as sent again: `replacedById` took its place, so its link no longer works. */
export async function markInvitationReplaced(
  db: DatabaseExecutor,
  id: number,
  replacedById: number,
): Promise<void> {
  await db.update(instructorInvitations).set({ replacedById }).where(eq(instructorInvitations.id, id));
}

/** The invitation of a link, locked when inside a transaction that will use it. */
export async function findInvitationByTokenHash(db: DatabaseExecutor, tokenHash: string, lock = false) {
  const query = db
    .select(invitationColumns)
    .from(instructorInvitations)
    .where(eq(instructorInvitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markInvitationAccepted(
  db: DatabaseExecutor,
  id: number,
  instructorId: number,
  now: Date,
): Promise<void> {
  await db
    .update(instructorInvitations)
    .set({ acceptedAt: now, instructorId })
    .where(eq(instructorInvitations.id, id));
}

export async function markInvitationRevoked(db: DatabaseExecutor, id: number, now: Date): Promise<void> {
  await db.update(instructorInvitations).set({ revokedAt: now }).where(eq(instructorInvitations.id, id));
}
