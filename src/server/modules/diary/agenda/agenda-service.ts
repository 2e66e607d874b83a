import {
  type AgendaSettingsResponse,
  getAgendaDayRange,
  getDueAgendaDate,
} from '../../../../core/diary/agenda/daily-agenda';
import type { AgendaSettings } from '../../../../core/messaging/push/push-schemas';
import { SCHOOL_TIME_ZONE } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import { notFound } from '../../../lib/app-error';
import { getSchoolDetails } from '../../../lib/school-details';
import { withOutbox } from '../../messaging/outbox/with-outbox';
import {
  enqueueInstructorAgendaPush,
  listInstructorDevicesWithPushOn,
} from '../../messaging/push/push-service';
import { listLessonsWithLearnerStartingBetween } from '../today/today-service';
import { type DailyAgenda, dailyAgendaEmail, dailyAgendaPush } from './agenda-messages';
import {
  claimAgendaDay,
  findInstructorAgenda,
  type InstructorAgendaRow,
  listInstructorsWithAgenda,
  saveInstructorAgenda,
} from './agenda-repository';

const INSTRUCTOR_NOT_FOUND_MESSAGE = 'Your account was not found. Please sign in again.';

async function toResponse(deps: AppDependencies, row: InstructorAgendaRow): Promise<AgendaSettingsResponse> {
  const devices = await listInstructorDevicesWithPushOn(deps.database.db, row.id);
  return {
    time: row.agendaTime,
    channel: row.agendaChannel,
    lastSentOn: row.agendaSentOn,
    pushDevices: devices.length,
  };
}

export async function getAgendaSettings(
  deps: AppDependencies,
  instructorId: number,
): Promise<AgendaSettingsResponse> {
  const row = await findInstructorAgenda(deps.database.db, instructorId);
  if (!row) throw notFound(INSTRUCTOR_NOT_FOUND_MESSAGE);
  return toResponse(deps, row);
}

export async function updateAgendaSettings(
  deps: AppDependencies,
  instructorId: number,
  settings: AgendaSettings,
): Promise<AgendaSettingsResponse> {
  const row = await saveInstructorAgenda(deps.database.db, instructorId, settings, deps.now());
  if (!row) throw notFound(INSTRUCTOR_NOT_FOUND_MESSAGE);
  return toResponse(deps, row);
}

export interface AgendaRunResult {
  /** One entry per agenda this run claimed: how it went, or 'none' on a day without lessons. */
  agendas: { instructorId: number; date: string; lessons: number; channel: 'push' | 'email' | 'none' }[];
}

/**
 * One look (every minute, and callable with any clock in tests): each instructor whose agenda time
 * has come today gets tomorrow's lessons, once a day whatever restarts (instructors.agenda_sent_on,
 * claimed by a conditional update in the same transaction as the messages). By push to every
 * device of theirs that hears notifications, or by e-mail when the channel is e-mail or no device
 * hears them. Nothing is sent on a day without lessons tomorrow: a quiet evening needs no message.
 */
export async function sendDueAgendas(deps: AppDependencies): Promise<AgendaRunResult> {
  const now = deps.now();
  const agendas: AgendaRunResult['agendas'] = [];
  for (const listed of await listInstructorsWithAgenda(deps.database.db)) {
    const today = getDueAgendaDate(
      { time: listed.agendaTime, sentOn: listed.agendaSentOn },
      now,
      SCHOOL_TIME_ZONE,
    );
    if (today === null) continue;
    const outcome = await withOutbox(deps, async (tx, queue) => {
      const instructor = await claimAgendaDay(tx, listed.id, today);
      if (!instructor) return null;
      const range = getAgendaDayRange(today, SCHOOL_TIME_ZONE);
      const rows = await listLessonsWithLearnerStartingBetween(tx, instructor.id, range.from, range.to);
      const result = { instructorId: instructor.id, date: range.date, lessons: rows.length };
      if (rows.length === 0) return { ...result, channel: 'none' as const };
      const agenda: DailyAgenda = {
        date: range.date,
        lessons: rows.map((row) => ({
          startsAt: row.lesson.startsAt,
          endsAt: row.lesson.endsAt,
          durationMinutes: row.lesson.bookedDurationMinutes,
          learnerName: row.learnerName,
          learnerPhone: row.learnerPhone,
          pickupNotes: row.lesson.notes,
        })),
      };
      if (instructor.agendaChannel === 'push') {
        const pushRows = await enqueueInstructorAgendaPush(deps, tx, instructor.id, dailyAgendaPush(agenda));
        for (const row of pushRows) await queue(Promise.resolve(row));
        if (pushRows.length > 0) return { ...result, channel: 'push' as const };
      }
      const school = await getSchoolDetails(deps, tx);
      await queue(deps.mail.enqueue(tx, dailyAgendaEmail(agenda, instructor, school)));
      return { ...result, channel: 'email' as const };
    });
    if (outcome) agendas.push(outcome);
  }
  return { agendas };
}
