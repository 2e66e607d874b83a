import { randomBytes } from 'node:crypto';
import type { DrivingExperience } from '../../../../core/bookings/booking/booking-schemas';
import { type IdentityFlag, isSameLearnerName } from '../../../../core/bookings/booking/learner-identity';
import type { DatabaseExecutor } from '../../../db/database-client';
import { notFound } from '../../../lib/app-error';
import { findStudentById } from '../students-admin/students-admin-repository';
import {
  fillMissingStudentDetails,
  findStudentByEmail,
  insertStudentIfNew,
  type StudentRow,
} from './students-repository';

function usernameFor(email: string): string {
  const local = email.split('@')[0]?.replace(/[^a-z0-9._-]/g, '') || 'learner';
  return `${local.slice(0, 40)}-${randomBytes(3).toString('hex')}`;
}

/**
 * The learner with this e-mail, created if new. An existing learner's stored name and phone are
 * not overwritten by whoever typed their address; only missing details are filled in.
 */
export async function findOrCreateStudent(
  db: DatabaseExecutor,
  details: {
    email: string;
    fullName: string;
    phone: string;
    drivingExperience: DrivingExperience;
    source: 'booking' | 'manual';
    /** Null or absent: none given. */
    pickupAddress?: string | null;
    pickupPostcode?: string | null;
  },
): Promise<StudentRow> {
  const existing = await findStudentByEmail(db, details.email);
  if (existing) {
    await fillMissingStudentDetails(db, existing.id, details);
    return existing;
  }
  const created = await insertStudentIfNew(db, { ...details, username: usernameFor(details.email) });
  if (created) return created;
  const raced = await findStudentByEmail(db, details.email);
  if (!raced) throw new Error('Learner vanished while being created');
  return raced;
}

/**
 * The learner a booking form belongs to. A new e-mail creates the learner. A known e-mail joins
 * its learner only when the name typed matches the one stored (decisions.md: a stranger who knows
 * someone's address must not add to their record); otherwise the booking is still taken, attached
 * to the address's learner but flagged for the instructor, and nothing of the record is changed.
 */
export async function resolveBookingLearner(
  db: DatabaseExecutor,
  details: {
    email: string;
    fullName: string;
    phone: string;
    drivingExperience: DrivingExperience;
    pickupAddress?: string | null;
    pickupPostcode?: string | null;
  },
): Promise<{ student: StudentRow; identityFlag: IdentityFlag | null }> {
  const existing = await findStudentByEmail(db, details.email);
  if (existing && !isSameLearnerName(existing.fullName, details.fullName)) {
    return { student: existing, identityFlag: 'name_differs' };
  }
  return {
    student: await findOrCreateStudent(db, { ...details, source: 'booking' }),
    identityFlag: null,
  };
}

export const STUDENT_NOT_FOUND_MESSAGE = 'That student no longer exists.';

/** The learner with this id, or 404 with the message every instructor route gives. */
export async function requireStudent(db: DatabaseExecutor, studentId: number): Promise<StudentRow> {
  const student = await findStudentById(db, studentId);
  if (!student) throw notFound(STUDENT_NOT_FOUND_MESSAGE);
  return student;
}
