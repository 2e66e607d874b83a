import { describe, expect, it } from 'vitest';
import {
  agendaFormSchema,
  DEFAULT_AGENDA_TIME,
  isAgendaUnchanged,
  toAgendaFormValues,
  toAgendaSettings,
} from './agenda-form';

const savedOff = { time: null, channel: 'email' as const, lastSentOn: null, pushDevices: 0 };

describe('the daily agenda form', () => {
  it('starts off with the evening time ready, and saves null while off', () => {
    const values = toAgendaFormValues(savedOff);
    expect(values).toEqual({ enabled: false, time: DEFAULT_AGENDA_TIME, channel: 'email' });
    expect(toAgendaSettings(values)).toEqual({ time: null, channel: 'email' });
    expect(isAgendaUnchanged(savedOff, values)).toBe(true);
  });

  it('saves the time when on, and sees a change of channel', () => {
    const values = { enabled: true, time: '07:30', channel: 'push' as const };
    expect(toAgendaSettings(values)).toEqual({ time: '07:30', channel: 'push' });
    expect(isAgendaUnchanged(savedOff, values)).toBe(false);
    expect(isAgendaUnchanged({ ...savedOff, time: '07:30', channel: 'push' }, values)).toBe(true);
  });

  it("checks the time with the server's rule only when the agenda is on", () => {
    const bad = agendaFormSchema.safeParse({ enabled: true, time: '25:00', channel: 'email' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['time', 'Choose a time, e.g. 19:00'],
    ]);
    expect(agendaFormSchema.safeParse({ enabled: false, time: '', channel: 'email' }).success).toBe(true);
  });
});
