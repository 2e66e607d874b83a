import { z } from 'zod';
import { isoDateField } from '../../api/date-time-schemas';
import { agendaSettingsSchema } from '../../messaging/push/push-schemas';
import { addDaysToIsoDate, toZonedParts, zonedWallTimeToInstant } from '../../time/london-time';

/*
 * The instructor's daily agenda (issue 24): at a chosen London time, tomorrow's lessons with their
 * pickup notes, by push or e-mail, once a day.
 */

/** `GET/PUT /api/settings/agenda` answer: the settings, the day it last went, and the devices push reaches. */
export const agendaSettingsResponseSchema = agendaSettingsSchema.extend({
  /** The London date the last agenda went (or was looked at, on a day without lessons); null if never. */
  lastSentOn: isoDateField().nullable(),
  /** The instructor's devices that hear notifications (where a push agenda goes). */
  pushDevices: z.number().int().min(0),
});
export type AgendaSettingsResponse = z.infer<typeof agendaSettingsResponseSchema>;

export const AGENDA_CHANNEL_LABELS = { push: 'Notification on my devices', email: 'E-mail' } as const;

/**
 * The London date whose agenda is due at `now`, or null: due once the day's chosen time has come,
 * unless that day's agenda has gone already (`sentOn`). An agenda time set later than it is now is
 * due later today; one set earlier is due at once (today's agenda has not gone yet).
 */
export function getDueAgendaDate(
  agenda: { time: string | null; sentOn: string | null },
  now: Date,
  timeZone: string,
): string | null {
  if (agenda.time === null) return null;
  const { date, time } = toZonedParts(now, timeZone);
  if (agenda.sentOn !== null && agenda.sentOn >= date) return null;
  return time >= agenda.time ? date : null;
}

/** The instants tomorrow's lessons start within: [tomorrow 00:00, the day after 00:00) London time. */
export function getAgendaDayRange(today: string, timeZone: string): { date: string; from: Date; to: Date } {
  const date = addDaysToIsoDate(today, 1);
  return {
    date,
    from: zonedWallTimeToInstant(date, '00:00', timeZone),
    to: zonedWallTimeToInstant(addDaysToIsoDate(date, 1), '00:00', timeZone),
  };
}
