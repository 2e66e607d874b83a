import { timingSafeEqual } from 'node:crypto';
import { getHoldExpiry } from '../../../../core/bookings/booking/booking-hold';
import {
  type CheckoutBookingDetails,
  checkoutBookingSchema,
} from '../../../../core/bookings/booking/pending-booking-schemas';
import { formatBookingReference } from '../../../../core/money/payments/payment-reference';
import {
  type BookingPaymentStatus,
  bookingPaymentStatusSchema,
  type PaymentConfig,
} from '../../../../core/money/payments/payment-schemas';
import { SCHOOL_TIME_ZONE } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { CardPaymentProvider } from '../../../integrations/stripe-card-payments';
import { InvalidWebhookSignatureError } from '../../../integrations/stripe-card-payments';
import type { ShopProvider } from '../../../integrations/woocommerce-shop';
import { AppError, badRequest, conflict, notFound, serviceUnavailable } from '../../../lib/app-error';
import { hashToken } from '../../../lib/random-tokens';
import { getSchoolDetails } from '../../../lib/school-details';
import { toTimeSlot } from '../../bookings/availability/availability-service';
import { findGuardianLinkOwner, findTokenOwner } from '../../learners/learners/learners-service';
import { withOutbox } from '../../messaging/outbox/with-outbox';
import { paymentReceivedPush } from '../../messaging/push/instructor-push-messages';
import { enqueueInstructorPush } from '../../messaging/push/push-service';
import { getInstructorContact } from '../../platform/auth/account-service';
import { requireInstructorBookable } from '../../platform/auth/instructor-compliance-service';
import { getSchoolSettings } from '../../school/settings/school-settings-service';
import { recordBookingPayment } from '../ledger/ledger-service';
import {
  getCardPaymentTransfer,
  recordConnectedAccountUpdate,
} from '../stripe-connect/stripe-connect-service';
import { paymentReceivedEmails } from './payment-emails';
import {
  type CheckoutBooking,
  findCheckoutBooking,
  listHeldSlotsOfBooking,
  markBookingPaid,
  recordWebhookEvent,
  setShopOrder,
  setStripePaymentIntent,
} from './payments-repository';

export interface PaymentProviders {
  card: CardPaymentProvider | null;
  shop: ShopProvider | null;
}

export const CARD_UNAVAILABLE_MESSAGE = 'Card payment is unavailable right now. Please pay by bank transfer.';
export const SHOP_UNAVAILABLE_MESSAGE =
  'The online shop checkout is unavailable right now. Please pay by bank transfer.';
export const PAYMENT_SETUP_FAILED_MESSAGE =
  'Unable to set up payment. Please check your internet connection and try again.';
const BOOKING_NOT_FOUND_MESSAGE = 'We could not find that booking. Please book again or contact us.';
/** Shop order statuses that mean the money has been taken. */
const PAID_SHOP_STATUSES = new Set(['processing', 'completed']);

export async function getPaymentConfig(deps: AppDependencies): Promise<PaymentConfig> {
  const { env } = deps;
  const school = await getSchoolDetails(deps);
  return {
    card: {
      available: deps.paymentProviders.card !== null,
      publishableKey: deps.paymentProviders.card?.publishableKey ?? null,
      stripeJsUrl: deps.paymentProviders.card ? env.STRIPE_JS_URL : null,
    },
    shop: { available: deps.paymentProviders.shop !== null },
    portal: { available: Boolean(school.paymentPortalUrl), url: school.paymentPortalUrl ?? null },
    bankTransfer: {
      accountName: school.bankAccountName,
      sortCode: school.bankSortCode,
      accountNumber: school.bankAccountNumber,
    },
  };
}

function tokenMatches(storedHash: string | null, token: string): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Whether the token is the live progress link of the booking's learner, or a live guardian link
 * they made: their own page, and their guardian's, offer to pay their bookings with it. Not for a
 * request kept apart because the name typed was not theirs.
 */
async function isLearnersOwnToken(deps: AppDependencies, booking: CheckoutBooking, token: string) {
  if (booking.identityFlag) return false;
  const owner =
    (await findTokenOwner(deps.database.db, token, deps.now())) ??
    (await findGuardianLinkOwner(deps.database.db, token, deps.now()));
  return owner?.studentId === booking.studentId;
}

/**
 * The booking, if the caller holds its checkout token (or its learner's progress token). A wrong
 * token and a missing booking get the same 404, so booking ids cannot be probed.
 */
async function authorizeCheckout(
  deps: AppDependencies,
  bookingId: number,
  token: string,
): Promise<CheckoutBooking> {
  const booking = await findCheckoutBooking(deps.database.db, bookingId);
  if (!booking) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  if (tokenMatches(booking.checkoutTokenHash, token) || (await isLearnersOwnToken(deps, booking, token))) {
    return booking;
  }
  throw notFound(BOOKING_NOT_FOUND_MESSAGE);
}

/**
 * The booking as its checkout page shows it, for whoever holds a checkout link: the learner's
 * details as typed, the price, the times it holds and where it stands now.
 */
export async function getCheckoutBooking(
  deps: AppDependencies,
  bookingId: number,
  token: string,
): Promise<CheckoutBookingDetails> {
  const booking = await authorizeCheckout(deps, bookingId, token);
  const slots = await listHeldSlotsOfBooking(deps.database.db, booking.id);
  const holdsTimes = booking.status === 'pending' && booking.paymentStatus === 'unpaid';
  const holdExpiresAt = holdsTimes
    ? getHoldExpiry(
        booking.requestedAt,
        (await getSchoolSettings(deps)).bookingHoldHours,
        slots.map((slot) => slot.startsAt),
      )
    : null;
  const timeSlots = slots.map((slot) => toTimeSlot(slot, SCHOOL_TIME_ZONE));
  return checkoutBookingSchema.parse({
    id: booking.id,
    packageType: booking.packageType,
    packageName: booking.packageName,
    studentName: booking.submittedFullName ?? booking.studentName,
    studentEmail: booking.studentEmail,
    studentPhone: booking.submittedPhone ?? booking.studentPhone ?? '',
    drivingExperience: booking.studentDrivingExperience,
    totalAmount: booking.totalAmountPence,
    timeSlotIds: timeSlots.map((slot) => slot.id),
    timeSlots,
    paymentMethod: booking.paymentMethod === 'card' ? 'card' : 'bank_transfer',
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
  });
}

function assertPayable(booking: CheckoutBooking): void {
  if (booking.paymentStatus === 'paid')
    throw conflict('ALREADY_PAID', 'This booking has already been paid. Thank you!');
  if (booking.status !== 'pending' && booking.status !== 'approved') {
    throw conflict(
      'BOOKING_CLOSED',
      'This booking is no longer open for payment. Please book again or contact us.',
    );
  }
}

export async function getBookingPaymentStatus(
  deps: AppDependencies,
  bookingId: number,
  token: string,
): Promise<BookingPaymentStatus> {
  const booking = await authorizeCheckout(deps, bookingId, token);
  return bookingPaymentStatusSchema.parse({
    bookingId: booking.id,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    totalAmount: booking.totalAmountPence,
    packageName: booking.packageName,
  });
}

/**
 * A Stripe PaymentIntent for the booking's amount, as stored in the database: whatever amount
 * the browser sends is ignored. One idempotency key per booking and amount, so a reload reuses it.
 */
export async function createPaymentIntent(
  deps: AppDependencies,
  input: { bookingId: number; checkoutToken: string },
): Promise<{ clientSecret: string; amount: number }> {
  if (!deps.paymentProviders.card)
    throw serviceUnavailable('CARD_PAYMENTS_UNAVAILABLE', CARD_UNAVAILABLE_MESSAGE);
  const booking = await authorizeCheckout(deps, input.bookingId, input.checkoutToken);
  assertPayable(booking);
  // Not paid to an instructor who may not teach now: the learner is told before any money moves.
  if (booking.instructorId !== null)
    await requireInstructorBookable(deps.database.db, booking.instructorId, deps.now());
  // An instructor whose Stripe account is ready is paid directly, less the school's fee (0063).
  const transfer = await getCardPaymentTransfer(
    deps.database.db,
    booking.instructorId,
    booking.totalAmountPence,
    deps.now(),
  );
  let intent: { id: string; clientSecret: string };
  try {
    intent = await deps.paymentProviders.card.createPaymentIntent({
      amountPence: booking.totalAmountPence,
      bookingId: booking.id,
      description: `${booking.packageName} (BOOKING-${booking.id})`,
      receiptEmail: booking.studentEmail,
      // Where the money goes is part of the key: Stripe refuses one key with other parameters.
      idempotencyKey: transfer
        ? `booking-${booking.id}-amount-${booking.totalAmountPence}-to-${transfer.destination}-fee-${transfer.applicationFeePence}`
        : `booking-${booking.id}-amount-${booking.totalAmountPence}`,
      transfer,
    });
  } catch (error) {
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_SETUP_FAILED_MESSAGE, undefined, error);
  }
  await setStripePaymentIntent(deps.database.db, booking.id, intent.id);
  return { clientSecret: intent.clientSecret, amount: booking.totalAmountPence };
}

export async function createShopOrder(
  deps: AppDependencies,
  input: { bookingId: number; checkoutToken: string },
): Promise<{ checkoutUrl: string }> {
  if (!deps.paymentProviders.shop) throw serviceUnavailable('SHOP_UNAVAILABLE', SHOP_UNAVAILABLE_MESSAGE);
  const booking = await authorizeCheckout(deps, input.bookingId, input.checkoutToken);
  assertPayable(booking);
  // Not paid to an instructor who may not teach now: the learner is told before any money moves.
  if (booking.instructorId !== null)
    await requireInstructorBookable(deps.database.db, booking.instructorId, deps.now());
  let order: { orderId: string; checkoutUrl: string };
  try {
    // The booking's own validated details; never placeholders.
    order = await deps.paymentProviders.shop.createOrder({
      bookingId: booking.id,
      packageName: booking.packageName,
      amountPence: booking.totalAmountPence,
      customer: {
        fullName: booking.studentName,
        email: booking.studentEmail,
        phone: booking.studentPhone ?? '',
      },
    });
  } catch (error) {
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_SETUP_FAILED_MESSAGE, undefined, error);
  }
  await setShopOrder(deps.database.db, booking.id, order.orderId);
  return { checkoutUrl: order.checkoutUrl };
}

type PaymentConfirmation = 'paid' | 'duplicate' | 'ignored';

/**
 * Marks the booking paid if the confirmed amount is the booking's, recording the event id first:
 * a replayed or repeated event changes nothing, and nothing ever turns a paid booking unpaid.
 */
async function confirmPayment(
  deps: AppDependencies,
  event: { provider: 'stripe' | 'woocommerce'; eventId: string; eventType: string },
  bookingId: number | null,
  isExpectedPayment: (booking: CheckoutBooking) => boolean,
  method: 'card' | 'shop',
  /** The provider's id of the payment, kept on the ledger's payment (once only). */
  externalReference: string,
  /** The instructor's connected account the card payment went to, and the fee kept for the school. */
  connected: { accountId: string; applicationFeePence: number } | null = null,
): Promise<PaymentConfirmation> {
  const now = deps.now();
  return withOutbox(deps, async (tx, queue): Promise<PaymentConfirmation> => {
    const isNew = await recordWebhookEvent(tx, { ...event, bookingId: null });
    if (!isNew) return 'duplicate';
    const booking = bookingId === null ? undefined : await findCheckoutBooking(tx, bookingId);
    if (!booking || !isExpectedPayment(booking)) return 'ignored';
    if (!(await markBookingPaid(tx, booking.id, now))) return 'duplicate';
    await recordBookingPayment(tx, {
      bookingId: booking.id,
      studentId: booking.studentId,
      instructorId: booking.instructorId,
      amountPence: booking.totalAmountPence,
      method,
      paidAt: now,
      externalReference,
      connected,
    });
    const instructor = booking.instructorId
      ? await getInstructorContact(tx, booking.instructorId)
      : undefined;
    const school = await getSchoolDetails(deps, tx);
    for (const email of paymentReceivedEmails(booking, method, school, instructor?.email ?? null)) {
      await queue(deps.mail.enqueue(tx, email));
    }
    await queue(
      enqueueInstructorPush(
        deps,
        tx,
        paymentReceivedPush({
          bookingId: booking.id,
          reference: formatBookingReference(booking.id, school.bankReferenceFormat),
          studentName: booking.studentName,
          packageName: booking.packageName,
          amountPence: booking.totalAmountPence,
          confirmed: booking.status === 'approved' || booking.status === 'completed',
        }),
      ),
    );
    return 'paid';
  });
}

export async function handleStripeWebhook(
  deps: AppDependencies,
  rawBody: Buffer,
  signature: string,
): Promise<PaymentConfirmation | 'account_updated'> {
  if (!deps.paymentProviders.card)
    throw serviceUnavailable('CARD_PAYMENTS_UNAVAILABLE', CARD_UNAVAILABLE_MESSAGE);
  let event: Awaited<ReturnType<CardPaymentProvider['verifyWebhook']>>;
  try {
    event = await deps.paymentProviders.card.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) throw badRequest('Invalid webhook signature.');
    throw error;
  }
  if (event.type === 'account.updated') {
    const isNew = await recordWebhookEvent(deps.database.db, {
      provider: 'stripe',
      eventId: event.id,
      eventType: event.type,
      bookingId: null,
    });
    if (!isNew) return 'duplicate';
    return (await recordConnectedAccountUpdate(deps, event.account)) ? 'account_updated' : 'ignored';
  }
  if (event.type !== 'payment_intent.succeeded') {
    await recordWebhookEvent(deps.database.db, {
      provider: 'stripe',
      eventId: event.id,
      eventType: event.eventType,
      bookingId: null,
    });
    return 'ignored';
  }
  const outcome = await confirmPayment(
    deps,
    { provider: 'stripe', eventId: event.id, eventType: event.type },
    event.bookingId,
    (booking) =>
      event.currency === 'gbp' &&
      event.amountReceived === booking.totalAmountPence &&
      (booking.stripePaymentIntentId === null || booking.stripePaymentIntentId === event.paymentIntentId),
    'card',
    event.paymentIntentId,
    event.transferDestination === null
      ? null
      : { accountId: event.transferDestination, applicationFeePence: event.applicationFeePence ?? 0 },
  );
  if (outcome === 'ignored') {
    deps.logger.warn(
      { eventId: event.id, bookingId: event.bookingId },
      'card payment did not match its booking',
    );
  }
  return outcome;
}

export async function handleShopWebhook(
  deps: AppDependencies,
  rawBody: Buffer,
  signature: string,
  deliveryId: string | undefined,
): Promise<PaymentConfirmation> {
  if (!deps.paymentProviders.shop) throw serviceUnavailable('SHOP_UNAVAILABLE', SHOP_UNAVAILABLE_MESSAGE);
  if (!deps.paymentProviders.shop.isSignatureValid(rawBody, signature))
    throw badRequest('Invalid webhook signature.');
  const order = deps.paymentProviders.shop.parseOrderEvent(rawBody);
  // The shop's first delivery is a ping that is not an order: acknowledge it.
  if (!order || !PAID_SHOP_STATUSES.has(order.status)) return 'ignored';
  return confirmPayment(
    deps,
    {
      provider: 'woocommerce',
      eventId: deliveryId ?? `order-${order.orderId}-${order.status}`,
      eventType: `order.${order.status}`,
    },
    order.bookingId,
    (booking) => order.totalPence === booking.totalAmountPence,
    'shop',
    `shop:${order.orderId}`,
  );
}

/** Unpaid → paid, once, in the caller's transaction: a second confirmation changes nothing (false). */
export function markBookingPaidInTransaction(
  db: DatabaseExecutor,
  bookingId: number,
  paidAt: Date,
): Promise<boolean> {
  return markBookingPaid(db, bookingId, paidAt);
}
