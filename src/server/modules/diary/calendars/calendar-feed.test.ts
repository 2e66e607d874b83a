import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import {
  calendarFeedSchema,
  calendarWeekResponseSchema,
} from '../../../../core/diary/calendar/calendar-schemas';
import { lessons } from '../../../db/schema';

/*
 * The private iCalendar feed (read back with an iCalendar parser, across the clock change) and the
 * week view, without Google configured: both work for any school.
 */

// Wednesday 24 March 2027, 09:00 GMT; the clocks go forward on Sunday 28 March.
const NOW = new Date('2027-03-24T09:00:00Z');

let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});

async function approvedLesson(date: string, times: string[], fullName: string) {
  const booking = await bookThroughApi(
    testApp,
    { fullName, packageType: 'single_2hour' },
    { freeTimes: { instructorId, date, times }, approveWith: testApp.headers },
  );
  const [lesson] = await testApp.database.db.select().from(lessons).where(eq(lessons.bookingId, booking.id));
  if (!lesson) throw new Error('no lesson');
  return lesson.id;
}

async function getFeed() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/calendar-feed',
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  return calendarFeedSchema.parse(response.json());
}

function feedPath(url: string): string {
  return new URL(url).pathname;
}

describe('the private iCalendar feed', () => {
  it('lists the lessons for any calendar app, right on both sides of the clock change', async () => {
    const beforeChange = await approvedLesson('2027-03-26', ['10:00', '11:00'], 'Aisha Khan');
    const afterChange = await approvedLesson('2027-03-29', ['10:00', '11:00'], 'Ben Jones');
    const feed = await getFeed();
    expect(feed.url).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await getFeed()).url).toBe(feed.url);

    const response = await testApp.app.inject({ method: 'GET', url: feedPath(feed.url) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['x-robots-tag']).toBe('noindex');

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const byUid = new Map(events.map((event) => [event.uid, event]));
    const first = byUid.get(`lesson-${beforeChange}@localhost`);
    const second = byUid.get(`lesson-${afterChange}@localhost`);
    expect(first?.summary).toBe('Driving lesson: Aisha (2 Hour Lesson)');
    expect(second?.summary).toBe('Driving lesson: Ben (2 Hour Lesson)');
    expect(first?.description).toContain('Pick-up notes: none given');
    // 10:00 in London: GMT before the change, BST after it.
    expect(first?.startDate.toJSDate().toISOString()).toBe('2027-03-26T10:00:00.000Z');
    expect(second?.startDate.toJSDate().toISOString()).toBe('2027-03-29T09:00:00.000Z');
    expect(second?.endDate.toJSDate().toISOString()).toBe('2027-03-29T11:00:00.000Z');
  });

  it('stops working at the old address once the instructor makes a new one', async () => {
    const old = await getFeed();
    const regenerated = await testApp.app.inject({
      method: 'POST',
      url: '/api/calendar-feed/regenerate',
      headers: testApp.headers,
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = calendarFeedSchema.parse(regenerated.json());
    expect(fresh.url).not.toBe(old.url);
    expect((await testApp.app.inject({ method: 'GET', url: feedPath(old.url) })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: feedPath(fresh.url) })).statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/calendar-feed/not-a-real-token.ics' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the week view', () => {
  it('shows slots and lessons of one Monday-to-Sunday week', async () => {
    const free = await createTimeSlot(testApp.database.db, {
      instructorId,
      date: '2027-04-20',
      time: '15:00',
    });
    const lessonId = await approvedLesson('2027-04-21', ['09:00', '10:00'], 'Carla Diaz');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/calendar/week?week=2027-04-25',
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(200);
    const week = calendarWeekResponseSchema.parse(response.json());
    expect(week).toMatchObject({ weekStart: '2027-04-19', weekEnd: '2027-04-25', today: '2027-03-24' });
    expect(week.calendar.status).toBe('none');
    expect(week.days.map((day) => day.date)).toHaveLength(7);
    const tuesday = week.days.find((day) => day.date === '2027-04-20');
    expect(tuesday?.items).toEqual([
      { kind: 'slot', id: free, startTime: '15:00', endTime: '16:00', state: 'free', studentName: null },
    ]);
    const wednesday = week.days.find((day) => day.date === '2027-04-21');
    // The lesson's slots are shown as the lesson only.
    expect(wednesday?.items).toEqual([
      expect.objectContaining({
        kind: 'lesson',
        id: lessonId,
        startTime: '09:00',
        endTime: '11:00',
        studentName: 'Carla Diaz',
        inGoogleCalendar: false,
      }),
    ]);
  });

  it('answers 400 for a date that is not one', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/calendar/week?week=2027-02-30',
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(400);
  });
});
