import { expect } from 'vitest';
import {
  type CreateBookingRequest,
  type CreatedBooking,
  createdBookingSchema,
} from '../../src/core/bookings/booking/booking-schemas';
import { buildBookingRequest, createTimeSlot } from './factories';
import type { RunningTestApp } from './test-app';

/** Free times of one instructor on one London date, made just before they are booked. */
export interface FreeTimesToBook {
  instructorId: number;
  date: string;
  times: readonly string[];
  /** Minutes each (default 60). */
  duration?: number;
}

export interface BookThroughApiOptions {
  /** Makes these free times first and books them (the request's `timeSlotIds`). */
  freeTimes?: FreeTimesToBook;
  /** Approves the request as the instructor with these headers once it is made. */
  approveWith?: { authorization: string };
  /** Sent with the approval: the instructor the approval names. */
  approvingInstructorId?: number;
}

export interface BookedThroughApi extends CreatedBooking {
  /** The times the request holds (made here when `freeTimes` was given). */
  timeSlotIds: number[];
  /** The learner's e-mail the request was made with (a fresh one unless given). */
  email: string;
}

/**
 * A learner's booking request as the booking form sends it (POST /api/bookings, the factory's
 * defaults for what `request` leaves out), expected to be accepted (201); approved too when asked.
 * A test of a refused request sends its own, to assert on the refusal.
 */
export async function bookThroughApi(
  testApp: RunningTestApp,
  request: Partial<CreateBookingRequest> = {},
  options: BookThroughApiOptions = {},
): Promise<BookedThroughApi> {
  const timeSlotIds: number[] = [];
  if (options.freeTimes) {
    const { instructorId, date, times, duration = 60 } = options.freeTimes;
    for (const time of times) {
      timeSlotIds.push(await createTimeSlot(testApp.database.db, { instructorId, date, time, duration }));
    }
  } else {
    timeSlotIds.push(...(request.timeSlotIds ?? []));
  }
  const payload = buildBookingRequest({ ...request, timeSlotIds });
  const created = await testApp.app.inject({ method: 'POST', url: '/api/bookings', payload });
  expect(created.statusCode, created.body).toBe(201);
  const booking = createdBookingSchema.parse(created.json());
  if (options.approveWith) {
    const approved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      headers: options.approveWith,
      payload: {
        status: 'approved',
        ...(options.approvingInstructorId === undefined
          ? {}
          : { instructorId: options.approvingInstructorId }),
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return { ...booking, timeSlotIds, email: payload.email };
}
