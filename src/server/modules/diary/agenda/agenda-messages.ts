import { formatLessonCount } from '../../../../core/format/count-format';
import {
  formatDurationLabel,
  formatLongDate,
  formatTime12h,
  formatUkPhone,
  getFirstName,
} from '../../../../core/format/display-format';
import { AGENDA_PUSH_TOPIC, type PushPayload } from '../../../../core/messaging/push/push-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

/** One of tomorrow's lessons as the agenda lists it. */
export interface AgendaLesson {
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  learnerName: string;
  learnerPhone: string | null;
  /** The lesson's pickup notes (where to meet), as the instructor typed them. */
  pickupNotes: string | null;
}

export interface DailyAgenda {
  /** Tomorrow, London date. */
  date: string;
  lessons: readonly AgendaLesson[];
}

/** The day's grid in the dashboard: a tap on the push or the e-mail's link opens tomorrow. */
export function agendaDayPath(date: string): string {
  return `/instructor-dashboard/calendar?${new URLSearchParams({ view: 'day', day: date }).toString()}`;
}

function timeOf(instant: Date): string {
  return formatTime12h(toZonedParts(instant, SCHOOL_TIME_ZONE).time);
}

function countLessons(count: number): string {
  return formatLessonCount(count);
}

export function dailyAgendaEmail(
  agenda: DailyAgenda,
  instructor: { email: string; fullName: string | null },
  school: { schoolName: string; publicUrl: string },
): EmailMessage {
  const day = formatLongDate(agenda.date);
  const lines = agenda.lessons.flatMap((lesson) => [
    `${timeOf(lesson.startsAt)} to ${timeOf(lesson.endsAt)} (${formatDurationLabel(lesson.durationMinutes)}): ${lesson.learnerName}${lesson.learnerPhone ? `, ${formatUkPhone(lesson.learnerPhone)}` : ''}`,
    lesson.pickupNotes?.trim()
      ? `  Pickup: ${lesson.pickupNotes.trim().replace(/\s*\n\s*/g, '; ')}`
      : '  No pickup notes.',
    '',
  ]);
  return {
    to: instructor.email,
    kind: 'daily_agenda',
    subject: `Tomorrow: ${countLessons(agenda.lessons.length)}, ${day}`,
    text: [
      instructor.fullName ? `Hi ${getFirstName(instructor.fullName)},` : 'Hello,',
      '',
      `Your ${countLessons(agenda.lessons.length)} tomorrow, ${day}:`,
      '',
      ...lines,
      `The day in your dashboard: ${school.publicUrl.replace(/\/+$/, '')}${agendaDayPath(agenda.date)}`,
      '',
      `${school.schoolName}: your daily agenda. Change its time or turn it off in the dashboard's Settings.`,
    ].join('\n'),
  };
}

/** The push form: the first lessons in a line each (a lock screen shows a few lines). */
export function dailyAgendaPush(agenda: DailyAgenda): PushPayload & { topic: typeof AGENDA_PUSH_TOPIC } {
  const shown = agenda.lessons.slice(0, 4).map((lesson) => {
    const pickup = lesson.pickupNotes?.trim() ? `, ${lesson.pickupNotes.trim().split('\n')[0]}` : '';
    return `${timeOf(lesson.startsAt)} ${lesson.learnerName}${pickup}`;
  });
  const more = agenda.lessons.length - shown.length;
  const body = [...shown, ...(more > 0 ? [`and ${more} more`] : [])].join('\n');
  return {
    topic: AGENDA_PUSH_TOPIC,
    title: `Tomorrow: ${countLessons(agenda.lessons.length)}`,
    // The payload allows 400 characters; long pickup notes are cut.
    body: body.length <= 400 ? body : `${body.slice(0, 399)}…`,
    url: agendaDayPath(agenda.date),
    tag: `agenda-${agenda.date}`,
  };
}
