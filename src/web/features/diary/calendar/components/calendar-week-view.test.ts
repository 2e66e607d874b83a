import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CalendarWeek } from '../../../../../core/diary/calendar/calendar-schemas';
import type { CalendarViewMode } from '../calendar-address';
import { CalendarWeekView } from './calendar-week-view';

// Wednesday 2 December 2026, 2:35 PM in London (GMT in winter).
const NOW = new Date('2026-12-02T14:35:00Z');

const week: CalendarWeek = {
  weekStart: '2026-11-30',
  weekEnd: '2026-12-06',
  today: '2026-12-02',
  calendar: { status: 'none', lastSyncAt: null },
  days: [
    '2026-11-30',
    '2026-12-01',
    '2026-12-02',
    '2026-12-03',
    '2026-12-04',
    '2026-12-05',
    '2026-12-06',
  ].map((date) => ({
    date,
    items:
      date === '2026-12-02'
        ? [
            {
              kind: 'lesson',
              id: 7,
              startTime: '09:00',
              endTime: '10:00',
              studentId: 4,
              studentName: 'Ana Silva',
              packageName: '1 Hour Lesson',
              status: 'scheduled',
              inGoogleCalendar: false,
              lesson: {
                id: 7,
                date,
                startTime: '09:00',
                bookedDuration: 60,
                actualDuration: null,
                status: 'scheduled',
                notes: null,
              },
            },
            { kind: 'slot', id: 8, startTime: '16:00', endTime: '17:00', state: 'free', studentName: null },
          ]
        : [],
  })),
};

function render(view: CalendarViewMode, items: CalendarWeek = week): string {
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(CalendarWeekView, {
        week: items,
        isFetching: false,
        address: { week: '2026-11-30', day: null, view },
        onAddressChange: () => undefined,
        now: NOW,
      }),
    ),
  );
}

const bookButton = (name: string) => `aria-label="${name}"`;

describe('the calendar grid at a given time', () => {
  it('marks today and draws the time line at the time given', () => {
    const html = render('week');
    expect(html).toContain('Wednesday 2 December, today');
    expect(html.match(/Now: /g)).toHaveLength(1);
    expect(html).toContain('Now: 2:35 PM');
    // 7 AM to 8 PM: 2:35 PM is 455 of 780 minutes down.
    expect(html).toContain(`top:${(455 / 780) * 100}%`);
  });

  it('offers free time from the next quarter hour on, none in the past, and a free slot at its start', () => {
    const html = render('week');
    // 2:45 to 3:00 PM is too short to offer; the hour after is whole.
    expect(html).not.toContain('Book a lesson on Wednesday 2 December at 2:45 PM');
    expect(html).toContain(bookButton('Book a lesson on Wednesday 2 December at 3:00 PM'));
    expect(html).not.toContain('Book a lesson on Wednesday 2 December at 1:00 PM');
    expect(html).not.toContain('Book a lesson on Tuesday 1 December');
    expect(html).toContain(bookButton('Book a lesson on Thursday 3 December at 7:00 AM'));
    expect(html).toContain(bookButton('Book a lesson on Sunday 6 December at 7:00 PM'));
    // The free slot is itself the button, named by what it shows and what it does.
    expect(html).toContain('Book a lesson on Wednesday 2 December at 4:00 PM');
    expect(html).not.toContain(bookButton('Book a lesson on Wednesday 2 December at 4:00 PM'));
    // The lesson is a button too (its dialog), saying what it is.
    expect(html).toContain('Lesson: Ana Silva');
  });

  it('shows one day in the day view, today by default on this week', () => {
    const html = render('day');
    expect(html).toContain('Wednesday 2 December');
    expect(html).not.toContain('Times on Thursday 3 December');
    expect(html).toContain('Times on Wednesday 2 December');
    expect(html).toContain('aria-pressed="true"');
  });

  it('puts an all-day busy time in a row above the hours, leaving the day free to book', () => {
    const html = render('week', {
      ...week,
      days: week.days.map((day) =>
        day.date === '2026-12-04'
          ? { ...day, items: [{ kind: 'busy', startTime: '00:00', endTime: '24:00', allDay: true }] }
          : day,
      ),
    });
    expect(html).toContain('aria-label="All day"');
    expect(html).toContain('All day: </span>Busy in Google Calendar');
    // Not stretched over the hours: 7 AM to 8 PM as usual, each hour still offered.
    expect(html).not.toContain('>12 AM<');
    expect(html).toContain('>7 AM<');
    expect(html).toContain(bookButton('Book a lesson on Friday 4 December at 9:00 AM'));
  });

  it('says when nothing is on', () => {
    const empty = render('week', { ...week, days: week.days.map((day) => ({ ...day, items: [] })) });
    expect(empty).toContain('Nothing on this week.');
    expect(render('week')).not.toContain('Nothing on this week.');
  });
});
