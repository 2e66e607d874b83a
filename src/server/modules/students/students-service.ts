import { randomBytes } from 'node:crypto';
import {
  DRIVING_EXPERIENCE_OPTIONS,
  type StudentLookupResponse,
} from '../../../core/booking/booking-schemas';
import type { Database, DatabaseExecutor } from '../../db/database-client';
import {
  fillMissingStudentDetails,
  findStudentByEmail,
  insertStudentIfNew,
  type StudentRow,
} from './students-repository';

function isDrivingExperience(value: string | null): value is (typeof DRIVING_EXPERIENCE_OPTIONS)[number] {
  return DRIVING_EXPERIENCE_OPTIONS.some((option) => option === value);
}

/**
 * Returning-learner lookup. Anyone can type any address, so it answers only what is harmless to
 * show a stranger: the name to greet and the driving experience (decisions.md, privacy).
 */
export async function lookUpStudent(db: Database, email: string): Promise<StudentLookupResponse> {
  const student = await findStudentByEmail(db, email);
  if (!student) return { found: false, student: null };
  return {
    found: true,
    student: {
      fullName: student.fullName,
      drivingExperience: isDrivingExperience(student.drivingExperience) ? student.drivingExperience : null,
    },
  };
}

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
    drivingExperience: string;
    source: 'booking' | 'manual';
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
