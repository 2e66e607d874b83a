import { describe, expect, it } from 'vitest';
import type { RunningLateResponse } from '../../../../core/diary/today/today-schemas';
import {
  describeRunningLateOutcome,
  formatLessonTimeRange,
  getLearnerContactLinks,
  getTodayLessonState,
  toMapSearchUrl,
} from './today-display';

const lesson = { startsAt: '2027-06-16T12:30:00.000Z', endsAt: '2027-06-16T14:00:00.000Z' };

describe('getTodayLessonState', () => {
  it('tells a lesson to come, under way and ended without an outcome apart, and keeps a recorded outcome', () => {
    const at = (iso: string) => new Date(iso);
    expect(getTodayLessonState({ ...lesson, status: 'scheduled' }, at('2027-06-16T12:29:00Z'))).toBe(
      'upcoming',
    );
    expect(getTodayLessonState({ ...lesson, status: 'scheduled' }, at('2027-06-16T12:30:00Z'))).toBe(
      'under_way',
    );
    expect(getTodayLessonState({ ...lesson, status: 'scheduled' }, at('2027-06-16T14:00:00Z'))).toBe(
      'needs_outcome',
    );
    expect(getTodayLessonState({ ...lesson, status: 'completed' }, at('2027-06-16T13:00:00Z'))).toBe(
      'completed',
    );
    expect(getTodayLessonState({ ...lesson, status: 'no_show' }, at('2027-06-16T15:00:00Z'))).toBe('no_show');
  });
});

describe('formatLessonTimeRange', () => {
  it('reads in 12-hour time', () => {
    expect(formatLessonTimeRange({ startTime: '09:00', endTime: '10:30' })).toBe('9:00 AM – 10:30 AM');
  });
});

describe('getLearnerContactLinks', () => {
  it('calls the number as typed and opens WhatsApp on its international form', () => {
    expect(getLearnerContactLinks('07700 900222')).toEqual({
      call: 'tel:07700900222',
      whatsapp: 'https://wa.me/447700900222',
    });
  });

  it('offers no WhatsApp for a number it cannot read, and nothing without a number', () => {
    expect(getLearnerContactLinks('ext 12')).toEqual({ call: 'tel:12', whatsapp: null });
    expect(getLearnerContactLinks(null)).toEqual({ call: null, whatsapp: null });
  });
});

describe('toMapSearchUrl', () => {
  it('searches Google Maps for the pickup notes', () => {
    expect(toMapSearchUrl(' 12 Bristol Road, B29 & gate ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Bristol%20Road%2C%20B29%20%26%20gate',
    );
  });
});

describe('describeRunningLateOutcome', () => {
  const base: RunningLateResponse = {
    lessonId: 1,
    minutes: 15,
    deliveryMethod: 'sms',
    status: 'sent',
    recipient: '+447700900222',
    problem: null,
  };

  it('says the learner was told, and how, only when it was sent', () => {
    expect(describeRunningLateOutcome(base, 'Cara')).toEqual({
      tone: 'success',
      title: 'Cara was told',
      detail: 'Sent by SMS to 07700 900222: running about 15 minutes late.',
    });
  });

  it('says when it went by e-mail instead, and why', () => {
    const problem = 'SMS is not set up on this site, so it went by e-mail instead.';
    expect(
      describeRunningLateOutcome(
        { ...base, deliveryMethod: 'email', recipient: 'cara@example.com', problem },
        'Cara',
      ),
    ).toEqual({
      tone: 'warning',
      title: 'Cara was told by e-mail',
      detail: `Sent by e-mail to cara@example.com. ${problem}`,
    });
  });

  it('says plainly that nothing went when nothing is configured', () => {
    const problem =
      'E-mail is not set up on this site: nothing reached the learner (the message is kept in the Outbox).';
    expect(
      describeRunningLateOutcome(
        {
          ...base,
          deliveryMethod: 'email',
          status: 'not_configured',
          recipient: 'cara@example.com',
          problem,
        },
        'Cara',
      ),
    ).toEqual({
      tone: 'danger',
      title: 'Cara was NOT told',
      detail: `${problem} Call or message them yourself.`,
    });
  });
});
