import { describeTimeOff, toTimeOffDates } from '../../../../core/diary/time-off/time-off-rules';
import { SCHOOL_TIME_ZONE } from '../../../../core/time/london-time';
import type { DatabaseExecutor } from '../../../db/database-client';
import { listTimeOffOverlapping, type TimeOffRow } from './time-off-repository';

/*
 * Whether the instructor has time off at a time, for every module that puts a lesson in their
 * diary (a manual, moved or recurring lesson; the availability module, below this one, reads time
 * off for a new slot itself). The time-off module sits below the lessons module: it imports nothing
 * of theirs (the slots it takes off sale are the availability module's).
 */

/** 'Friday 14 May 2027 (holiday)'. */
export function describeTimeOffRow(row: TimeOffRow): string {
  return describeTimeOff({
    ...toTimeOffDates(row, SCHOOL_TIME_ZONE),
    reason: row.reason,
  });
}

/** The instructor's blocks overlapping [from, to), earliest first, each named. */
export async function findTimeOffOverlapping(
  db: DatabaseExecutor,
  instructorId: number,
  from: Date,
  to: Date,
): Promise<{ startsAt: Date; endsAt: Date; description: string }[]> {
  const rows = await listTimeOffOverlapping(db, instructorId, from, to);
  return rows.map((row) => ({
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    description: describeTimeOffRow(row),
  }));
}

/** The instructor's blocks of time off overlapping [from, to), earliest first. */
export function listTimeOffBetween(
  db: DatabaseExecutor,
  instructorId: number,
  from: Date,
  to: Date,
): Promise<TimeOffRow[]> {
  return listTimeOffOverlapping(db, instructorId, from, to);
}
