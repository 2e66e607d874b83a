import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookingSlots, bookings, packages, paymentWebhookEvents, timeSlots, users } from '../../../db/schema';

type BookingRow = typeof bookings.$inferSelect;

export interface CheckoutBooking {
  id: number;
  status: BookingRow['status'];
  paymentStatus: BookingRow['paymentStatus'];
  totalAmountPence: number;
  checkoutTokenHash: string | null;
  stripePaymentIntentId: string | null;
  wooCommerceOrderId: string | null;
  instructorId: number | null;
  packageName: string;
  studentId: number;
  studentName: string;
  studentEmail: string;
  studentPhone: string | null;
  studentDrivingExperience: (typeof users.$inferSelect)['drivingExperience'];
  packageType: string;
  paymentMethod: BookingRow['paymentMethod'];
  requestedAt: Date;
  /** Set when the e-mail was a learner's and the name typed differed (what was typed is kept). */
  identityFlag: BookingRow['identityFlag'];
  submittedFullName: string | null;
  submittedPhone: string | null;
}

export async function findCheckoutBooking(
  db: DatabaseExecutor,
  bookingId: number,
): Promise<CheckoutBooking | undefined> {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      totalAmountPence: bookings.totalAmountPence,
      checkoutTokenHash: bookings.checkoutTokenHash,
      stripePaymentIntentId: bookings.stripePaymentIntentId,
      wooCommerceOrderId: bookings.wooCommerceOrderId,
      instructorId: bookings.instructorId,
      packageName: packages.name,
      studentId: users.id,
      studentName: users.fullName,
      studentEmail: users.email,
      studentPhone: users.phone,
      studentDrivingExperience: users.drivingExperience,
      packageType: bookings.packageType,
      paymentMethod: bookings.paymentMethod,
      requestedAt: bookings.requestedAt,
      identityFlag: bookings.identityFlag,
      submittedFullName: bookings.submittedFullName,
      submittedPhone: bookings.submittedPhone,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.studentId))
    .innerJoin(packages, eq(packages.packageType, bookings.packageType))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The times a booking still holds, in time order. */
export function listHeldSlotsOfBooking(db: DatabaseExecutor, bookingId: number) {
  return db
    .select({ id: timeSlots.id, startsAt: timeSlots.startsAt, durationMinutes: timeSlots.durationMinutes })
    .from(bookingSlots)
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.timeSlotId))
    .where(and(eq(bookingSlots.bookingId, bookingId), isNull(bookingSlots.releasedAt)))
    .orderBy(asc(timeSlots.startsAt));
}

export async function setStripePaymentIntent(
  db: DatabaseExecutor,
  bookingId: number,
  paymentIntentId: string,
) {
  await db
    .update(bookings)
    .set({ stripePaymentIntentId: paymentIntentId, paymentMethod: 'card' })
    .where(eq(bookings.id, bookingId));
}

export async function setShopOrder(db: DatabaseExecutor, bookingId: number, orderId: string) {
  await db
    .update(bookings)
    .set({ wooCommerceOrderId: orderId, paymentMethod: 'shop' })
    .where(eq(bookings.id, bookingId));
}

/** Records a provider's event id; false when it was already processed (the unique key says so). */
export async function recordWebhookEvent(
  db: DatabaseExecutor,
  event: { provider: 'stripe' | 'woocommerce'; eventId: string; eventType: string; bookingId: number | null },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing({ target: [paymentWebhookEvents.provider, paymentWebhookEvents.eventId] })
    .returning({ id: paymentWebhookEvents.id });
  return inserted.length > 0;
}

/** Unpaid → paid, once: a second confirmation of the same booking changes nothing. */
export async function markBookingPaid(
  db: DatabaseExecutor,
  bookingId: number,
  paidAt: Date,
): Promise<boolean> {
  const updated = await db
    .update(bookings)
    .set({ paymentStatus: 'paid', paidAt, updatedAt: paidAt })
    .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, 'unpaid')))
    .returning({ id: bookings.id });
  return updated.length > 0;
}
