import { type AnyColumn, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type InstructorRole, isOwner } from '../../core/platform/auth/instructor-roles';
import { bookings, learnerHandOvers, lessons, users } from './schema';

/** Who is asking: the signed-in instructor of a dashboard request (its id and role). */
export interface Viewer {
  id: number;
  role: InstructorRole;
}

/*
 * Who sees which learner (docs/decisions/0047-who-sees-what.md), in one place for every module's
 * repository: the owner sees every learner; another instructor sees the learners they teach, that
 * is their own (`users.instructor_id`) or with a lesson or a booking with them. Learners belong to
 * the school, so an instructor who teaches one sees that learner's whole record.
 */

// Aliased, so the condition may sit in a query of the same table (the students list is `users`).
const learner = alias(users, 'visible_learner');
const learnerLesson = alias(lessons, 'visible_learner_lesson');
const learnerBooking = alias(bookings, 'visible_learner_booking');
const handedLearner = alias(users, 'handed_learner');
const handOver = alias(learnerHandOvers, 'handed_over');

/**
 * The condition on a learner's id column (users.id, or a `student_id` of another table) that keeps
 * only the learners the viewer may see; undefined for the owner (no condition).
 */
export function learnerVisibleTo(viewer: Viewer, studentId: AnyColumn): SQL | undefined {
  if (isOwner(viewer)) return undefined;
  return or(
    sql`EXISTS (SELECT 1 FROM ${users} AS ${learner} WHERE ${learner.id} = ${studentId} AND ${learner.instructorId} = ${viewer.id})`,
    sql`EXISTS (SELECT 1 FROM ${lessons} AS ${learnerLesson} WHERE ${learnerLesson.studentId} = ${studentId} AND ${learnerLesson.instructorId} = ${viewer.id})`,
    sql`EXISTS (SELECT 1 FROM ${bookings} AS ${learnerBooking} WHERE ${learnerBooking.studentId} = ${studentId} AND ${learnerBooking.instructorId} = ${viewer.id})`,
  );
}

/**
 * The condition on a diary row's `instructor_id` (a lesson, booking, slot, time off, payment...):
 * the viewer's own rows; undefined for the owner, who sees every instructor's.
 */
export function ownRowOf(viewer: Viewer, instructorId: AnyColumn): SQL | undefined {
  if (isOwner(viewer)) return undefined;
  return eq(instructorId, viewer.id);
}

/**
 * The condition on a learner's id column that holds when the viewer handed this learner to another
 * instructor (a transfer done or a cover running, docs/decisions/0060) and is not their instructor
 * again: the viewer keeps their history to read, but may not change the record or book lessons.
 * Never for the owner, who acts on every learner.
 */
export function learnerHandedOverFrom(viewer: Viewer, studentId: AnyColumn): SQL | undefined {
  if (isOwner(viewer)) return undefined;
  return sql`EXISTS (SELECT 1 FROM ${learnerHandOvers} AS ${handOver}
    JOIN ${users} AS ${handedLearner} ON ${handedLearner.id} = ${handOver.studentId}
    WHERE ${handOver.studentId} = ${studentId} AND ${handOver.fromInstructorId} = ${viewer.id}
      AND ${handOver.status} IN ('in_force', 'completed')
      AND ${handedLearner.instructorId} IS DISTINCT FROM ${viewer.id})`;
}
