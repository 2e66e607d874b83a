import { z } from 'zod';
import type { AgendaSettingsResponse } from '../../../../core/diary/agenda/daily-agenda';
import { type AgendaSettings, agendaSettingsSchema } from '../../../../core/messaging/push/push-schemas';

/** Where the time field starts when the agenda is off: the evening before, when the day is planned. */
export const DEFAULT_AGENDA_TIME = '19:00';

/**
 * The "Daily agenda" form: a switch, the time and the channel. The time is checked with the
 * server's own rule (agendaSettingsSchema) when the switch is on; off, it is kept but not sent.
 */
export const agendaFormSchema = z
  .object({
    enabled: z.boolean(),
    time: z.string(),
    channel: agendaSettingsSchema.shape.channel,
  })
  .superRefine((values, context) => {
    if (!values.enabled) return;
    const checked = agendaSettingsSchema.shape.time.safeParse(values.time);
    if (!checked.success) {
      context.addIssue({
        code: 'custom',
        path: ['time'],
        message: checked.error.issues[0]?.message ?? 'Choose a time',
      });
    }
  });
export type AgendaFormValues = z.infer<typeof agendaFormSchema>;

export const AGENDA_FORM_FIELDS = ['time', 'channel'] as const;

export function toAgendaFormValues(saved: AgendaSettingsResponse): AgendaFormValues {
  return { enabled: saved.time !== null, time: saved.time ?? DEFAULT_AGENDA_TIME, channel: saved.channel };
}

export function toAgendaSettings(values: AgendaFormValues): AgendaSettings {
  return { time: values.enabled ? values.time : null, channel: values.channel };
}

/** True when the form says what is saved already (nothing to save). */
export function isAgendaUnchanged(saved: AgendaSettingsResponse, values: AgendaFormValues): boolean {
  const next = toAgendaSettings(values);
  return next.time === saved.time && next.channel === saved.channel;
}
