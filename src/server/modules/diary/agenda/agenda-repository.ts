import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AgendaSettings } from '../../../../core/messaging/push/push-schemas';
import type { DatabaseExecutor } from '../../../db/database-client';
import { instructors } from '../../../db/schema';

const agendaColumns = {
  id: instructors.id,
  email: instructors.email,
  fullName: instructors.fullName,
  agendaTime: instructors.agendaTime,
  agendaChannel: instructors.agendaChannel,
  agendaSentOn: instructors.agendaSentOn,
};

export type InstructorAgendaRow = Awaited<ReturnType<typeof listInstructorsWithAgenda>>[number];

export async function findInstructorAgenda(
  db: DatabaseExecutor,
  instructorId: number,
): Promise<InstructorAgendaRow | undefined> {
  const [row] = await db.select(agendaColumns).from(instructors).where(eq(instructors.id, instructorId));
  return row;
}

export async function saveInstructorAgenda(
  db: DatabaseExecutor,
  instructorId: number,
  agenda: { time: string | null; channel: AgendaSettings['channel'] },
  now: Date,
): Promise<InstructorAgendaRow | undefined> {
  const [row] = await db
    .update(instructors)
    .set({ agendaTime: agenda.time, agendaChannel: agenda.channel, updatedAt: now })
    .where(eq(instructors.id, instructorId))
    .returning(agendaColumns);
  return row;
}

/** Every instructor who asked for an agenda. */
export function listInstructorsWithAgenda(db: DatabaseExecutor) {
  return db.select(agendaColumns).from(instructors).where(isNotNull(instructors.agendaTime));
}

/**
 * Claims the day's agenda: records `date` as sent only when no agenda went on it yet, and answers
 * the instructor as they are now (their channel may have changed since they were listed). Two
 * servers (or a run and a restart) racing: the second update waits for the first's row lock, then
 * finds the date set and claims nothing.
 */
export async function claimAgendaDay(
  db: DatabaseExecutor,
  instructorId: number,
  date: string,
): Promise<InstructorAgendaRow | undefined> {
  const [row] = await db
    .update(instructors)
    .set({ agendaSentOn: date })
    .where(
      and(
        eq(instructors.id, instructorId),
        isNotNull(instructors.agendaTime),
        or(isNull(instructors.agendaSentOn), lt(instructors.agendaSentOn, date)),
      ),
    )
    .returning(agendaColumns);
  return row;
}
