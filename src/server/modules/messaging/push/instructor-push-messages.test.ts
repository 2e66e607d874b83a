import { describe, expect, it } from 'vitest';
import { pushPayloadSchema } from '../../../../core/messaging/push/push-schemas';
import {
  bookingRequestPush,
  calendarSyncFailurePush,
  chatMessagePush,
  lessonChangePush,
  paymentReceivedPush,
} from './instructor-push-messages';

describe("the instructor's notifications", () => {
  it('name the first of several lessons, in time order, or say the times are to be arranged', () => {
    const push = bookingRequestPush({
      bookingId: 7,
      studentName: 'Amira Khan',
      packageName: 'Starter (6 hours)',
      slots: [
        { date: '2027-04-02', time: '14:00', duration: 120 },
        { date: '2027-03-30', time: '09:30', duration: 120 },
        { date: '2027-04-06', time: '14:00', duration: 120 },
      ],
    });
    expect(push.body).toBe(
      'Starter (6 hours), first lesson Tue 30 Mar, 9:30 AM (2hr) and 2 more. Approve or reject it in the dashboard.',
    );
    const future = bookingRequestPush({
      bookingId: 8,
      studentName: 'Ben',
      packageName: 'Standard',
      slots: [],
    });
    expect(future.body).toBe('Standard, times to be arranged. Approve or reject it in the dashboard.');
  });

  it('say whether a lesson change waits for the instructor or was made under the terms', () => {
    const from = { date: '2027-03-24', startTime: '10:00', duration: 60 };
    const to = { date: '2027-03-26', startTime: '15:00', duration: 60 };
    expect(
      lessonChangePush({ changeId: 3, studentName: 'Dev', kind: 'reschedule', status: 'pending', from, to }),
    ).toMatchObject({
      title: 'Dev asks to move a lesson',
      body: 'Wed 24 Mar, 10:00 AM (1hr) → Fri 26 Mar, 3:00 PM (1hr). Approve or decline it in the dashboard.',
      tag: 'lesson-change-3',
    });
    expect(
      lessonChangePush({
        changeId: 4,
        studentName: 'Dev',
        kind: 'cancel',
        status: 'applied',
        from,
        to: null,
      }),
    ).toMatchObject({ title: 'Dev cancelled a lesson', body: 'Wed 24 Mar, 10:00 AM (1hr).' });
  });

  it('open the tab where the instructor acts on a payment', () => {
    const payment = {
      bookingId: 12,
      reference: 'BOOKING-12',
      studentName: 'Cara',
      packageName: '2 Hour Lesson',
      amountPence: 7200,
    };
    expect(paymentReceivedPush({ ...payment, confirmed: false })).toMatchObject({
      title: 'Paid: BOOKING-12, Cara',
      body: '£72.00 for 2 Hour Lesson. It is waiting for your answer.',
      url: '/instructor-dashboard?tab=bookings',
    });
    expect(paymentReceivedPush({ ...payment, confirmed: true }).url).toBe('/instructor-dashboard?tab=money');
  });

  it('fit what a notification can hold, a long chat message cut with an ellipsis', () => {
    const long = chatMessagePush({
      studentId: 5,
      studentName: 'E'.repeat(200),
      content: 'word '.repeat(100),
    });
    expect(pushPayloadSchema.safeParse(long).success).toBe(true);
    expect(long.title).toHaveLength(120);
    expect(long.body).toHaveLength(160);
    expect(long.body.endsWith('…')).toBe(true);
    expect(pushPayloadSchema.safeParse(calendarSyncFailurePush('x'.repeat(500))).success).toBe(true);
  });
});
