import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../time/london-time';
import {
  buildIcalendar,
  escapeIcalText,
  foldIcalLine,
  formatIcalUtc,
  getIcalSequence,
  getLessonUid,
  type IcalEvent,
} from './ical';
import { buildLearnerLessonIcs } from './lesson-ics';

const london = (date: string, time: string) => zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE);

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

function lessonEvent(overrides: Partial<IcalEvent> = {}): IcalEvent {
  return {
    uid: 'lesson-1@school.example',
    sequence: 0,
    stamp: new Date('2026-03-01T12:00:00Z'),
    start: london('2026-03-28', '10:00'),
    end: london('2026-03-28', '12:00'),
    summary: 'Driving lesson: Sam',
    ...overrides,
  };
}

describe('escapeIcalText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcalText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldIcalLine', () => {
  it('leaves a short line alone', () => {
    expect(foldIcalLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('folds at 75 octets with a leading space, never splitting a multi-byte character', () => {
    const line = `DESCRIPTION:${'£'.repeat(100)}`;
    const folded = foldIcalLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [index, part] of lines.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(lines.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('formatIcalUtc', () => {
  it('writes UTC with a Z', () => {
    expect(formatIcalUtc(new Date('2026-03-29T09:05:07.123Z'))).toBe('20260329T090507Z');
  });
});

describe('buildIcalendar', () => {
  it('ends every line in CRLF and is parsed back by an iCalendar parser', () => {
    const text = buildIcalendar({
      productId: '-//Test School//Lessons//EN',
      method: 'PUBLISH',
      name: 'Driving lessons',
      displayTimeZone: 'Europe/London',
      refreshMinutes: 60,
      events: [
        lessonEvent({
          description: 'Package: 2 Hour Lesson\nPick-up: 12 High St; ring twice, please',
          sequence: 3,
        }),
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { calendar, events } = parseEvents(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Driving lessons');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.uid).toBe('lesson-1@school.example');
    expect(event?.sequence).toBe(3);
    expect(event?.summary).toBe('Driving lesson: Sam');
    expect(event?.description).toBe('Package: 2 Hour Lesson\nPick-up: 12 High St; ring twice, please');
  });

  it('keeps the London wall-clock time on both sides of the clock changes', () => {
    const events = [
      // Saturday before the spring change (GMT), Monday after it (BST).
      lessonEvent({ uid: 'a', start: london('2026-03-28', '10:00'), end: london('2026-03-28', '12:00') }),
      lessonEvent({ uid: 'b', start: london('2026-03-30', '10:00'), end: london('2026-03-30', '12:00') }),
      // Saturday before the autumn change (BST), Monday after it (GMT).
      lessonEvent({ uid: 'c', start: london('2026-10-24', '10:00'), end: london('2026-10-24', '12:00') }),
      lessonEvent({ uid: 'd', start: london('2026-10-26', '10:00'), end: london('2026-10-26', '12:00') }),
    ];
    const text = buildIcalendar({ productId: '-//t//t//EN', method: 'PUBLISH', events });
    const parsed = parseEvents(text).events;
    const shown = parsed.map((event) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(event.startDate.toJSDate()),
    );
    expect(shown).toEqual(['10:00', '10:00', '10:00', '10:00']);
    expect(text).toContain('DTSTART:20260328T100000Z');
    expect(text).toContain('DTSTART:20260330T090000Z');
    expect(text).toContain('DTSTART:20261024T090000Z');
    expect(text).toContain('DTSTART:20261026T100000Z');
  });
});

describe('getIcalSequence', () => {
  it('grows with the time of the change', () => {
    const first = getIcalSequence(new Date('2026-03-01T10:00:00Z'));
    const later = getIcalSequence(new Date('2026-03-01T10:05:00Z'));
    expect(later).toBeGreaterThan(first);
    expect(later).toBeLessThan(2 ** 31);
  });
});

describe('buildLearnerLessonIcs', () => {
  it('is one event with the lesson UID, the package and a file name by date', () => {
    const attachment = buildLearnerLessonIcs({
      lessonId: 42,
      startsAt: london('2026-05-02', '09:00'),
      endsAt: london('2026-05-02', '11:00'),
      date: '2026-05-02',
      packageName: '2 Hour Lesson',
      schoolName: 'Test School',
      schoolPhone: '0121 496 0123',
      learnerPageUrl: 'https://school.example/secure-progress?token=abc',
      publicUrl: 'https://school.example',
      sequence: 0,
      stamp: new Date('2026-04-01T10:00:00Z'),
    });
    expect(attachment.filename).toBe('driving-lesson-2026-05-02.ics');
    expect(attachment.contentType).toContain('text/calendar');
    const [event] = parseEvents(attachment.content).events;
    expect(event?.uid).toBe(getLessonUid(42, 'https://school.example'));
    expect(event?.uid).toBe('lesson-42@school.example');
    expect(event?.summary).toBe('Driving lesson with Test School');
    expect(event?.description).toContain('Your driving lesson with Test School (2 Hour Lesson).');
    expect(event?.description).toContain('https://school.example/secure-progress?token=abc');
    expect(event?.description).not.toMatch(/lesson lesson| {2}/i);
    // The event's own link opens the learner's page, where they move or cancel it.
    expect(attachment.content).toContain('URL:https://school.example/secure-progress?token=abc');
    expect(event?.startDate.toJSDate().toISOString()).toBe('2026-05-02T08:00:00.000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2026-05-02T10:00:00.000Z');
  });
});
