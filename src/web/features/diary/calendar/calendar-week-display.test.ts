import { describe, expect, it } from 'vitest';
import {
  describeFreeTimeTarget,
  describeWeekItem,
  formatDayAndMonth,
  formatHourLabel,
  formatWallTimeRange,
  formatWeekRange,
  getAdjacentWeek,
  getDayLabelParts,
} from './calendar-week-display';

describe('formatWallTimeRange', () => {
  it('shows 12-hour times, midnight at the end of a day, and whole days', () => {
    expect(formatWallTimeRange('09:00', '11:30')).toBe('9:00 – 11:30 AM');
    expect(formatWallTimeRange('11:00', '13:00')).toBe('11:00 AM – 1:00 PM');
    expect(formatWallTimeRange('22:00', '24:00')).toBe('10:00 PM – 12:00 AM');
    expect(formatWallTimeRange('00:00', '24:00', true)).toBe('All day');
  });
});

describe('formatWeekRange', () => {
  it('names the Monday and Sunday', () => {
    expect(formatWeekRange('2027-04-19', '2027-04-25')).toBe('Mon 19 Apr – Sun 25 Apr 2027');
    expect(getAdjacentWeek('2027-04-19', -1)).toBe('2027-04-12');
    expect(getAdjacentWeek('2027-04-19', 1)).toBe('2027-04-26');
  });
});

describe('describeWeekItem', () => {
  it('says in words what each item is', () => {
    expect(
      describeWeekItem({ kind: 'time_off', startTime: '00:00', endTime: '24:00', reason: 'sick', note: '' }),
    ).toMatchObject({ time: 'All day', label: 'Time off: Sick day', detail: null, tone: 'off' });
    expect(
      describeWeekItem({
        kind: 'slot',
        id: 1,
        startTime: '09:00',
        endTime: '10:00',
        state: 'busy',
        studentName: null,
      }),
    ).toMatchObject({ label: 'Hidden from learners', tone: 'hidden' });
    expect(
      describeWeekItem({
        kind: 'slot',
        id: 2,
        startTime: '09:00',
        endTime: '10:00',
        state: 'held',
        studentName: 'Sam Lee',
      }),
    ).toMatchObject({ label: 'Requested', detail: 'by Sam Lee, waiting for your answer' });
    expect(
      describeWeekItem({
        kind: 'lesson',
        id: 3,
        startTime: '09:00',
        endTime: '11:00',
        studentId: 4,
        studentName: 'Ana Silva',
        packageName: '2 Hour Lesson',
        status: 'scheduled',
        inGoogleCalendar: true,
        lesson: {
          id: 3,
          date: '2026-12-02',
          startTime: '09:00',
          bookedDuration: 120,
          actualDuration: null,
          status: 'scheduled',
          notes: null,
        },
      }),
    ).toMatchObject({
      label: 'Lesson: Ana Silva',
      detail: '2 Hour Lesson, in Google Calendar',
      time: '9:00 – 11:00 AM',
    });
    expect(
      describeWeekItem({ kind: 'busy', startTime: '00:00', endTime: '24:00', allDay: true }),
    ).toMatchObject({
      time: 'All day',
      label: 'Busy in Google Calendar',
    });
  });
});

describe("the time grid's words", () => {
  it('names days, hours and free-time targets', () => {
    expect(formatDayAndMonth('2026-12-01')).toBe('Tuesday 1 December');
    expect(getDayLabelParts('2026-12-01')).toEqual({ weekday: 'Tue', day: 1 });
    expect([0, 7, 12, 13, 23, 24].map(formatHourLabel)).toEqual([
      '12 AM',
      '7 AM',
      '12 PM',
      '1 PM',
      '11 PM',
      '12 AM',
    ]);
    expect(describeFreeTimeTarget('2026-12-01', '14:30')).toBe(
      'Book a lesson on Tuesday 1 December at 2:30 PM',
    );
  });
});
