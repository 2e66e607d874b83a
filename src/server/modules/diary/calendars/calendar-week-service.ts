import { intervalsOverlap, splitIntoDayPieces } from '../../../../core/diary/calendar/busy-intervals';
import type { CalendarWeek, CalendarWeekItem } from '../../../../core/diary/calendar/calendar-schemas';
import { getWeekDates, getWeekStart } from '../../../../core/diary/calendar/calendar-week';
import { toTimeOffDates } from '../../../../core/diary/time-off/time-off-rules';
import {
  addDaysToIsoDate,
  SCHOOL_TIME_ZONE,
  toZonedParts,
  zonedWallTimeToInstant,
} from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import { listTimeOffBetween } from '../time-off/time-off-lookup';
import { findConnection, listBusyPeriods, listWeekLessons, listWeekSlots } from './calendar-repository';

const itemOrder: Record<CalendarWeekItem['kind'], number> = { time_off: 0, busy: 1, lesson: 2, slot: 3 };

/**
 * The read-only week: the instructor's slots (free, requested, or hidden because their calendar is
 * busy), lessons, busy blocks and days off, Monday to Sunday in London time. A slot under an approved lesson
 * is shown as that lesson only; busy blocks count only while the calendar connection works.
 */
export async function getCalendarWeek(
  deps: AppDependencies,
  instructorId: number,
  anyDateOfWeek: string | undefined,
): Promise<CalendarWeek> {
  const { db } = deps.database;
  const today = toZonedParts(deps.now(), SCHOOL_TIME_ZONE).date;
  const weekStart = getWeekStart(anyDateOfWeek ?? today);
  const dates = getWeekDates(weekStart);
  const from = zonedWallTimeToInstant(weekStart, '00:00', SCHOOL_TIME_ZONE);
  const to = zonedWallTimeToInstant(addDaysToIsoDate(weekStart, 7), '00:00', SCHOOL_TIME_ZONE);

  const [connection, slots, lessons, daysOff] = await Promise.all([
    findConnection(db, instructorId),
    listWeekSlots(db, instructorId, from, to),
    listWeekLessons(db, instructorId, from, to),
    listTimeOffBetween(db, instructorId, from, to),
  ]);
  const busy =
    connection?.status === 'connected'
      ? (await listBusyPeriods(db, instructorId, from, to)).map((row) => ({
          start: row.startsAt,
          end: row.endsAt,
        }))
      : [];

  const items = new Map<string, CalendarWeekItem[]>(dates.map((date) => [date, []]));
  const add = (date: string, item: CalendarWeekItem) => items.get(date)?.push(item);

  for (const block of daysOff) {
    const { firstDate, lastDate } = toTimeOffDates(block, SCHOOL_TIME_ZONE);
    for (const date of dates) {
      if (date < firstDate || date > lastDate) continue;
      add(date, {
        kind: 'time_off',
        startTime: '00:00',
        endTime: '24:00',
        reason: block.reason,
        note: block.note,
      });
    }
  }
  for (const period of busy) {
    for (const piece of splitIntoDayPieces(period, SCHOOL_TIME_ZONE)) {
      add(piece.date, {
        kind: 'busy',
        startTime: piece.startTime,
        endTime: piece.endTime,
        allDay: piece.allDay,
      });
    }
  }
  for (const lesson of lessons) {
    const start = toZonedParts(lesson.startsAt, SCHOOL_TIME_ZONE);
    const whole = {
      id: lesson.id,
      date: start.date,
      startTime: start.time,
      bookedDuration: lesson.bookedDurationMinutes,
      actualDuration: lesson.actualDurationMinutes,
      status: lesson.status,
      notes: lesson.notes,
    };
    for (const piece of splitIntoDayPieces(
      { start: lesson.startsAt, end: lesson.endsAt },
      SCHOOL_TIME_ZONE,
    )) {
      add(piece.date, {
        kind: 'lesson',
        id: lesson.id,
        startTime: piece.startTime,
        endTime: piece.endTime,
        studentId: lesson.studentId,
        studentName: lesson.studentName,
        packageName: lesson.packageName,
        status: lesson.status === 'completed' || lesson.status === 'no_show' ? lesson.status : 'scheduled',
        inGoogleCalendar: connection?.status === 'connected' && lesson.calendarEventId !== null,
        lesson: whole,
      });
    }
  }
  for (const slot of slots) {
    const range = { start: slot.startsAt, end: slot.endsAt };
    // An approved booking's slot is its lesson, already shown.
    if (slot.bookingStatus !== null && slot.bookingStatus !== 'pending') continue;
    if (
      slot.bookingStatus === null &&
      lessons.some((lesson) => intervalsOverlap(range, { start: lesson.startsAt, end: lesson.endsAt }))
    ) {
      continue;
    }
    const state =
      slot.bookingStatus === 'pending'
        ? 'held'
        : busy.some((period) => intervalsOverlap(range, period))
          ? 'busy'
          : 'free';
    const start = toZonedParts(slot.startsAt, SCHOOL_TIME_ZONE);
    add(start.date, {
      kind: 'slot',
      id: slot.id,
      startTime: start.time,
      endTime: toZonedParts(slot.endsAt, SCHOOL_TIME_ZONE).time,
      state,
      studentName: state === 'held' ? slot.studentName : null,
    });
  }

  return {
    weekStart,
    weekEnd: addDaysToIsoDate(weekStart, 6),
    today,
    calendar: {
      status: connection ? (connection.status === 'error' ? 'error' : 'connected') : 'none',
      lastSyncAt: connection?.lastSyncAt?.toISOString() ?? null,
    },
    days: dates.map((date) => ({
      date,
      items: (items.get(date) ?? []).sort(
        (a, b) => a.startTime.localeCompare(b.startTime) || itemOrder[a.kind] - itemOrder[b.kind],
      ),
    })),
  };
}
