import { expect } from 'vitest';
import { createdBookingSchema } from '../../../src/core/bookings/booking/booking-schemas';
import {
  type PendingBooking,
  pendingBookingSchema,
} from '../../../src/core/bookings/booking/pending-booking-schemas';
import { getBaseUrl } from './e2e-context';

let learnerCounter = 0;
function uniqueEmail(label: string): string {
  learnerCounter += 1;
  return `${label}-${Date.now()}-${learnerCounter}@example.com`;
}

export interface PendingBookingInput {
  packageType: string;
  timeSlotIds?: number[];
  paymentMethod?: 'card' | 'bank_transfer';
  fullName?: string;
}

/**
 * A real booking made through the API of the server at `baseUrl` (the shared e2e server unless
 * given), in the shape the booking page saves it in.
 */
export async function createPendingBooking(
  input: PendingBookingInput,
  baseUrl = getBaseUrl(),
): Promise<PendingBooking> {
  const learner = {
    fullName: input.fullName ?? 'Priya Sharma',
    email: uniqueEmail('payer'),
    phone: '07700 900789',
    drivingExperience: 'some_experience' as const,
  };
  const timeSlotIds = input.timeSlotIds ?? [];
  const response = await fetch(new URL('/api/bookings', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...learner,
      packageType: input.packageType,
      acceptTerms: true,
      instructorPreference: 'no_preference',
      paymentMethod: input.paymentMethod ?? 'card',
      timeSlotIds,
      futureBooking: timeSlotIds.length === 0,
    }),
  });
  const text = await response.text();
  expect(response.status, `POST /api/bookings should create the booking: ${text}`).toBe(201);
  const booking = createdBookingSchema.parse(JSON.parse(text));
  return pendingBookingSchema.parse({
    id: booking.id,
    packageType: booking.packageType,
    packageName: booking.packageName,
    studentName: learner.fullName,
    studentEmail: learner.email,
    studentPhone: learner.phone,
    drivingExperience: learner.drivingExperience,
    totalAmount: booking.totalAmount,
    timeSlotIds: booking.timeSlotIds,
    timeSlots: booking.timeSlots,
    paymentMethod: booking.paymentMethod,
    checkoutToken: booking.checkoutToken,
  });
}
