import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import type { DemoDataRemoval, DemoDataStatus } from '../../../../core/school/settings/demo-data-schemas';
import type { AppDependencies } from '../../../app-types';
import { removeOutboxMessagesToDemoLearners } from '../../messaging/outbox/outbox-service';
import { announceAccessEnded } from '../auth/access-ended-events';
import { clearDemoComplianceRecords } from '../auth/instructor-compliance-service';
import { requireOwner } from '../auth/owner-guard';
import {
  countDemoTimes,
  deleteDemoData,
  findDemoDataRemovedAt,
  listDemoInstructors,
  listDemoLearners,
} from './demo-data-repository';

export async function getDemoDataStatus(deps: Pick<AppDependencies, 'database'>): Promise<DemoDataStatus> {
  const { db } = deps.database;
  const [learners, instructors, times, removedAt] = await Promise.all([
    listDemoLearners(db),
    listDemoInstructors(db),
    countDemoTimes(db),
    findDemoDataRemovedAt(db),
  ]);
  return { learners, instructors, times, removedAt: removedAt?.toISOString() ?? null };
}

/**
 * Removes all demo data in one transaction and records that it was removed, so no later start
 * seeds it again (seed.ts). Running it again removes nothing more and keeps the first date.
 */
const DEMO_DATA_OWNER_ONLY_MESSAGE = 'Only the school owner can remove the demo data.';

export async function removeDemoData(
  deps: Pick<AppDependencies, 'database' | 'now' | 'availability'>,
  instructor: InstructorProfile,
): Promise<DemoDataRemoval> {
  requireOwner(instructor, DEMO_DATA_OWNER_ONLY_MESSAGE);
  const now = deps.now();
  const result = await deps.database.db.transaction(async (tx) => {
    const learners = await listDemoLearners(tx);
    const demoInstructors = await listDemoInstructors(tx);
    const previous = await findDemoDataRemovedAt(tx);
    // Before the learners go: their addresses are how these messages are known to be demo.
    await removeOutboxMessagesToDemoLearners(tx);
    const removed = await deleteDemoData(
      tx,
      learners.map((learner) => learner.id),
      previous ?? now,
    );
    // The owner's made-up compliance record goes too: they get the grace of a new school.
    await clearDemoComplianceRecords(tx, now);
    // Their progress links went with them: a chat socket opened with one closes at once.
    for (const learner of learners) await announceAccessEnded(tx, { role: 'student', studentId: learner.id });
    // A demo instructor has no known password, but any socket of theirs closes all the same.
    for (const instructor of demoInstructors)
      await announceAccessEnded(tx, { role: 'instructor', instructorId: instructor.id });
    return { learners: learners.length, ...removed, removedAt: previous ?? now };
  });
  // Always: a cleared compliance record may change whose times are sold.
  deps.availability.invalidate();
  return {
    removed: {
      learners: result.learners,
      bookings: result.removedBookings,
      lessons: result.removedLessons,
      times: result.removedTimes,
      instructors: result.removedInstructors,
    },
    keptTimes: result.keptTimes,
    keptInstructors: result.keptInstructors,
    removedAt: result.removedAt.toISOString(),
  };
}
