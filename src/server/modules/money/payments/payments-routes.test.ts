import { createHmac } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { buildBookingRequest, getSeededInstructorId } from '../../../../../tests/support/factories';
import {
  FAKE_SHOP_KEY,
  FAKE_SHOP_SECRET,
  startFakeShopServer,
} from '../../../../../tests/support/fake-shop-server';
import { startFakeStripeServer } from '../../../../../tests/support/fake-stripe-server';
import { startPushServiceStandIn } from '../../../../../tests/support/push-service-stand-in';
import { createTestApp, setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { checkoutBookingSchema } from '../../../../core/bookings/booking/pending-booking-schemas';
import { pushPayloadSchema, pushPublicKeyResponseSchema } from '../../../../core/messaging/push/push-schemas';
import {
  bookingPaymentStatusSchema,
  createPaymentIntentResponseSchema,
  paymentConfigSchema,
  STRIPE_JS_DEFAULT_URL,
} from '../../../../core/money/payments/payment-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import { bookings, outbox, paymentWebhookEvents, studentAccessTokens, users } from '../../../db/schema';

const WEBHOOK_SECRET = 'whsec_test_secret';
const SHOP_WEBHOOK_SECRET = 'shop-webhook-secret';

let stripeFake: Awaited<ReturnType<typeof startFakeStripeServer>>;
let shopFake: Awaited<ReturnType<typeof startFakeShopServer>>;
let instructorId: number;
let dayOffset = 3;

beforeAll(async () => {
  stripeFake = await startFakeStripeServer();
  shopFake = await startFakeShopServer();
});
afterAll(async () => {
  await stripeFake.close();
  await shopFake.close();
});

const testApp = setUpTestApp(() => ({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeFake.url,
    WOOCOMMERCE_URL: shopFake.url,
    WOOCOMMERCE_KEY: FAKE_SHOP_KEY,
    WOOCOMMERCE_SECRET: FAKE_SHOP_SECRET,
    WOOCOMMERCE_WEBHOOK_SECRET: SHOP_WEBHOOK_SECRET,
  },
  signIn: false,
}));
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});

/** A real booking through the API: a 2-hour lesson (£72) on a free slot a few days ahead. */
async function createBooking(details: Partial<Parameters<typeof buildBookingRequest>[0]> = {}) {
  dayOffset += 1;
  const today = toZonedParts(new Date(), SCHOOL_TIME_ZONE).date;
  return bookThroughApi(
    testApp,
    { paymentMethod: 'card', ...details },
    {
      freeTimes: { instructorId, date: addDaysToIsoDate(today, dayOffset), times: ['10:00'], duration: 120 },
    },
  );
}

async function createIntent(bookingId: number, checkoutToken: string, extra: Record<string, unknown> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { bookingId, checkoutToken, ...extra },
  });
}

function signedStripeEvent(
  event: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; tamper?: boolean } = {},
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return {
    payload: options.tamper ? payload.replace('"amount_received":7200', '"amount_received":7300') : payload,
    signature,
  };
}

function succeededEvent(eventId: string, paymentIntentId: string, bookingId: number, amount = 7200) {
  return {
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: paymentIntentId,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'gbp',
        metadata: { bookingId: String(bookingId) },
      },
    },
  };
}

async function postStripeWebhook(signed: { payload: string; signature: string }) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    payload: signed.payload,
  });
}

async function paymentStatus(bookingId: number, token: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/bookings/${bookingId}/payment-status`,
    headers: { 'x-checkout-token': token },
  });
  return { statusCode: response.statusCode, body: response.json() };
}

async function emailsFor(bookingId: number, kind: string) {
  const rows = await testApp.database.db.select().from(outbox).where(eq(outbox.kind, kind));
  return rows.filter(
    (row) => row.bodyText.includes(`BOOKING-${bookingId}`) || row.subject?.includes(`BOOKING-${bookingId}`),
  );
}

describe('GET /api/payment-config', () => {
  it('says which methods are on, with the bank details from configuration', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(paymentConfigSchema.parse(response.json())).toEqual({
      card: { available: true, publishableKey: 'pk_test_fake', stripeJsUrl: STRIPE_JS_DEFAULT_URL },
      shop: { available: true },
      portal: { available: false, url: null },
      bankTransfer: {
        accountName: 'Demo Driving School Ltd',
        sortCode: '00-00-00',
        accountNumber: '00000000',
      },
    });
  });

  it('allows Stripe.js in the CSP only when cards are on', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payment-config' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
  });

  it('gives the browser STRIPE_JS_URL when set, and allows its origin instead of js.stripe.com', async () => {
    const standIn = 'http://127.0.0.1:45678/stripe-js-stand-in.js';
    const withStandIn = await createTestApp({
      seed: false,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_JS_URL: standIn,
      },
    });
    try {
      const response = await withStandIn.app.inject({ method: 'GET', url: '/api/payment-config' });
      expect(paymentConfigSchema.parse(response.json()).card).toEqual({
        available: true,
        publishableKey: 'pk_test_fake',
        stripeJsUrl: standIn,
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' http://127.0.0.1:45678;");
      expect(csp).toContain("frame-src 'self' http://127.0.0.1:45678 https://hooks.stripe.com;");
      expect(csp).not.toContain('js.stripe.com');
      expect(String(response.headers['permissions-policy'])).toContain(
        'payment=(self "http://127.0.0.1:45678")',
      );
    } finally {
      await withStandIn.close();
    }
  });
});

describe('GET /api/bookings/{id}/checkout: a checkout link works on any device', () => {
  async function openCheckout(bookingId: number, token: string | null) {
    return testApp.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}/checkout`,
      headers: token === null ? {} : { 'x-checkout-token': token },
    });
  }

  async function progressTokenOf(email: string) {
    const [learner] = await testApp.database.db.select().from(users).where(eq(users.email, email));
    if (!learner) throw new Error('learner not found');
    const token = `progress-token-${learner.id}-${'x'.repeat(30)}`;
    await testApp.database.db.insert(studentAccessTokens).values({
      studentId: learner.id,
      token,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return token;
  }

  it('answers the booking as typed, its price, times and hold, for the checkout token alone (no local storage)', async () => {
    const request = buildBookingRequest({
      fullName: 'Priya Shah',
      phone: '07700 900456',
      paymentMethod: 'card',
    });
    const booking = await createBooking(request);
    const response = await openCheckout(booking.id, booking.checkoutToken);
    expect(response.statusCode).toBe(200);
    const details = checkoutBookingSchema.parse(response.json());
    expect(details).toMatchObject({
      id: booking.id,
      studentName: 'Priya Shah',
      studentEmail: request.email,
      studentPhone: '07700 900456',
      drivingExperience: 'beginner',
      totalAmount: 7200,
      paymentMethod: 'card',
      status: 'pending',
      paymentStatus: 'unpaid',
      timeSlots: booking.timeSlots,
    });
    expect(details.holdExpiresAt).toBe(booking.holdExpiresAt);
    // The card e-mail carries the same link, to the card checkout.
    const [email] = await emailsFor(booking.id, 'booking_received');
    expect(email?.bodyText).toContain(
      `/stripe-checkout?booking=${booking.id}&token=${booking.checkoutToken}`,
    );
  });

  it("opens with the learner's own progress token too, never with another learner's or a wrong token", async () => {
    const mine = await createBooking();
    const theirs = await createBooking();
    const [myEmail, theirEmail] = await Promise.all(
      [mine.id, theirs.id].map(async (id) => {
        const [row] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, id));
        const [learner] = await testApp.database.db
          .select()
          .from(users)
          .where(eq(users.id, row?.studentId ?? 0));
        return learner?.email ?? '';
      }),
    );
    expect((await openCheckout(mine.id, await progressTokenOf(myEmail ?? ''))).statusCode).toBe(200);

    const refused = [
      await openCheckout(mine.id, await progressTokenOf(theirEmail ?? '')),
      await openCheckout(mine.id, theirs.checkoutToken),
      await openCheckout(mine.id, 'x'.repeat(43)),
      await openCheckout(999_999, mine.checkoutToken),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe(
        'We could not find that booking. Please book again or contact us.',
      );
    }
    expect((await openCheckout(mine.id, null)).statusCode).toBe(400);
  });
});

describe('POST /api/create-payment-intent', () => {
  it("charges the booking's stored amount, whatever the browser sends, with one idempotency key per booking", async () => {
    const booking = await createBooking();
    const response = await createIntent(booking.id, booking.checkoutToken, {
      amount: 1,
      packageType: 'single_1hour',
    });
    expect(response.statusCode).toBe(200);
    const body = createPaymentIntentResponseSchema.parse(response.json());
    expect(body.amount).toBe(7200);
    expect(body.clientSecret).toMatch(/^pi_fake_\d+_secret_/);

    const sent = stripeFake.createdIntents().at(-1);
    expect(sent?.form).toMatchObject({
      amount: '7200',
      currency: 'gbp',
      'metadata[bookingId]': String(booking.id),
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(sent?.idempotencyKey).toBe(`booking-${booking.id}-amount-7200`);

    // A reload asks again: the same key, the same intent.
    const again = createPaymentIntentResponseSchema.parse(
      (await createIntent(booking.id, booking.checkoutToken)).json(),
    );
    expect(again.clientSecret).toBe(body.clientSecret);
  });

  it('answers 404 for a wrong token exactly as for a missing booking, and 400 without one', async () => {
    const booking = await createBooking();
    const wrongToken = await createIntent(booking.id, 'x'.repeat(43));
    const missing = await createIntent(999_999, booking.checkoutToken);
    expect(wrongToken.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(wrongToken.json()).toEqual(missing.json());
    const noToken = await testApp.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { bookingId: booking.id },
    });
    expect(noToken.statusCode).toBe(400);
  });

  it('says clearly when card payments are not configured, and never pretends', async () => {
    const bare = await createTestApp();
    try {
      const config = paymentConfigSchema.parse(
        (await bare.app.inject({ method: 'GET', url: '/api/payment-config' })).json(),
      );
      expect(config.card).toEqual({ available: false, publishableKey: null, stripeJsUrl: null });
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { bookingId: 1, checkoutToken: 'x'.repeat(43) },
      });
      expect(response.statusCode).toBe(503);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        code: 'CARD_PAYMENTS_UNAVAILABLE',
        message: 'Card payment is unavailable right now. Please pay by bank transfer.',
      });
      expect(response.headers['content-security-policy']).not.toContain('stripe');
    } finally {
      await bare.close();
    }
  });
});

describe('POST /api/stripe/webhook', () => {
  it('marks the booking paid on a verified payment_intent.succeeded for its amount, and e-mails both sides', async () => {
    const booking = await createBooking();
    const intent = createPaymentIntentResponseSchema.parse(
      (await createIntent(booking.id, booking.checkoutToken)).json(),
    );
    const paymentIntentId = intent.clientSecret.split('_secret_')[0] ?? '';

    expect((await paymentStatus(booking.id, booking.checkoutToken)).body).toMatchObject({
      paymentStatus: 'unpaid',
    });
    const response = await postStripeWebhook(
      signedStripeEvent(succeededEvent('evt_ok_1', paymentIntentId, booking.id)),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });

    const status = await paymentStatus(booking.id, booking.checkoutToken);
    expect(bookingPaymentStatusSchema.parse(status.body)).toMatchObject({
      paymentStatus: 'paid',
      totalAmount: 7200,
    });
    const learnerEmail = await studentEmail(booking.id);
    expect((await emailsFor(booking.id, 'payment_received')).map((row) => row.recipient)).toEqual([
      learnerEmail,
    ]);
    expect(await emailsFor(booking.id, 'payment_received_instructor')).toHaveLength(1);
  });

  it("pushes the payment to the instructor's devices that hear payments, beside the e-mail", async () => {
    const standIn = await startPushServiceStandIn();
    try {
      const { publicKey } = pushPublicKeyResponseSchema.parse(
        (await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' })).json(),
      );
      const phone = standIn.createDevice(publicKey ?? '');
      const saved = await testApp.app.inject({
        method: 'PUT',
        url: '/api/push/instructor-subscription',
        headers: await signInAsInstructor(testApp),
        payload: { subscription: phone.subscription, topics: ['payment_received'] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const booking = await createBooking({ fullName: 'Pushed Payer' });
      const intent = createPaymentIntentResponseSchema.parse(
        (await createIntent(booking.id, booking.checkoutToken)).json(),
      );
      const paymentIntentId = intent.clientSecret.split('_secret_')[0] ?? '';
      const event = signedStripeEvent(succeededEvent('evt_push_1', paymentIntentId, booking.id));
      expect((await postStripeWebhook(event)).statusCode).toBe(200);
      // A replayed event pushes nothing more.
      expect((await postStripeWebhook(event)).statusCode).toBe(200);

      const pushes = standIn.receivedBy(phone.id);
      expect(pushes).toHaveLength(1);
      expect(pushPayloadSchema.parse(JSON.parse(pushes[0]?.payload ?? ''))).toMatchObject({
        topic: 'payment_received',
        title: `Paid: BOOKING-${booking.id}, Pushed Payer`,
        body: '£72.00 for 2 Hour Lesson. It is waiting for your answer.',
        url: '/instructor-dashboard?tab=bookings',
      });
      expect(await emailsFor(booking.id, 'payment_received_instructor')).toHaveLength(1);
    } finally {
      await standIn.close();
    }
  });

  it('refuses a tampered body, a wrong secret and a signature older than 5 minutes with 400', async () => {
    const booking = await createBooking();
    const event = succeededEvent('evt_bad_1', 'pi_any', booking.id);
    const attempts = [
      signedStripeEvent(event, { tamper: true }),
      signedStripeEvent(event, { secret: 'whsec_someone_else' }),
      signedStripeEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ];
    for (const attempt of attempts) {
      const response = await postStripeWebhook(attempt);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).message).toBe('Invalid webhook signature.');
    }
    expect((await paymentStatus(booking.id, booking.checkoutToken)).body).toMatchObject({
      paymentStatus: 'unpaid',
    });
    const [events] = await testApp.database.db
      .select({ value: count() })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, 'evt_bad_1'));
    expect(events?.value).toBe(0);
  });

  it('acts on the same event delivered 10 times once', async () => {
    const booking = await createBooking();
    const signed = signedStripeEvent(succeededEvent('evt_repeat_1', 'pi_repeat', booking.id));
    const responses = await Promise.all(Array.from({ length: 10 }, () => postStripeWebhook(signed)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await emailsFor(booking.id, 'payment_received')).toHaveLength(1);
    const [events] = await testApp.database.db
      .select({ value: count() })
      .from(paymentWebhookEvents)
      .where(
        and(eq(paymentWebhookEvents.provider, 'stripe'), eq(paymentWebhookEvents.eventId, 'evt_repeat_1')),
      );
    expect(events?.value).toBe(1);
  });

  it('does not mark a booking paid for a different amount', async () => {
    const booking = await createBooking();
    const response = await postStripeWebhook(
      signedStripeEvent(succeededEvent('evt_short_1', 'pi_short', booking.id, 4000)),
    );
    expect(response.statusCode).toBe(200);
    expect((await paymentStatus(booking.id, booking.checkoutToken)).body).toMatchObject({
      paymentStatus: 'unpaid',
    });
    expect(await emailsFor(booking.id, 'payment_received')).toHaveLength(0);
  });

  it('ignores events out of order: a later failure never unpays, earlier events do nothing', async () => {
    const booking = await createBooking();
    const other = (id: string, type: string) => ({
      id,
      object: 'event',
      type,
      data: {
        object: { id: 'pi_order', object: 'payment_intent', metadata: { bookingId: String(booking.id) } },
      },
    });
    expect(
      (await postStripeWebhook(signedStripeEvent(other('evt_o_1', 'payment_intent.processing')))).statusCode,
    ).toBe(200);
    expect((await paymentStatus(booking.id, booking.checkoutToken)).body).toMatchObject({
      paymentStatus: 'unpaid',
    });
    expect(
      (await postStripeWebhook(signedStripeEvent(succeededEvent('evt_o_2', 'pi_order', booking.id))))
        .statusCode,
    ).toBe(200);
    expect(
      (await postStripeWebhook(signedStripeEvent(other('evt_o_3', 'payment_intent.payment_failed'))))
        .statusCode,
    ).toBe(200);
    // A second, different success event for the same booking changes nothing either.
    expect(
      (await postStripeWebhook(signedStripeEvent(succeededEvent('evt_o_4', 'pi_order', booking.id))))
        .statusCode,
    ).toBe(200);
    expect((await paymentStatus(booking.id, booking.checkoutToken)).body).toMatchObject({
      paymentStatus: 'paid',
    });
    expect(await emailsFor(booking.id, 'payment_received')).toHaveLength(1);
  });
});

describe('shop checkout', () => {
  function signShop(body: string, secret = SHOP_WEBHOOK_SECRET) {
    return createHmac('sha256', secret).update(body).digest('base64');
  }

  async function postShopWebhook(body: string, signature: string, deliveryId: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/woocommerce/webhook',
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-signature': signature,
        'x-wc-webhook-delivery-id': deliveryId,
      },
      payload: body,
    });
  }

  it("creates an order with the booking's real details and line, and answers its payment URL", async () => {
    const booking = await createBooking({ fullName: 'Grace Hopper', phone: '07700 900444' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/create-woocommerce-order',
      payload: {
        bookingId: booking.id,
        checkoutToken: booking.checkoutToken,
        packageType: 'single_1hour',
        customerData: { fullName: 'Customer', email: 'customer@example.com', phone: '0000000000' },
      },
    });
    expect(response.statusCode).toBe(200);
    const { checkoutUrl } = response.json();
    expect(checkoutUrl).toMatch(new RegExp(`^${shopFake.url}/checkout/order-pay/\\d+/`));
    expect(shopFake.createdOrders().at(-1)).toMatchObject({
      status: 'pending',
      set_paid: false,
      billing: {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: await studentEmail(booking.id),
        phone: '07700 900444',
      },
      fee_lines: [{ name: '2 Hour Lesson', total: '72.00' }],
      meta_data: [{ key: 'booking_id', value: String(booking.id) }],
    });
    const [row] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.wooCommerceOrderId).toMatch(/^\d+$/);
  });

  it('marks the booking paid on a signed paid-order webhook, once, and refuses a bad signature', async () => {
    const booking = await createBooking();
    const order = JSON.stringify({
      id: 5001,
      status: 'processing',
      total: '72.00',
      meta_data: [{ key: 'booking_id', value: String(booking.id) }],
    });
    expect((await postShopWebhook(order, signShop(order, 'wrong-secret'), 'd-1')).statusCode).toBe(400);
    expect((await paymentStatus(booking.id, booking.checkoutToken)).body).toMatchObject({
      paymentStatus: 'unpaid',
    });

    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await postShopWebhook(order, signShop(order), 'd-2')).statusCode).toBe(200);
    }
    expect((await paymentStatus(booking.id, booking.checkoutToken)).body).toMatchObject({
      paymentStatus: 'paid',
    });
    expect(await emailsFor(booking.id, 'payment_received')).toHaveLength(1);
  });

  it('does not mark paid for another total or an unpaid status, and acknowledges the ping', async () => {
    const booking = await createBooking();
    const short = JSON.stringify({
      id: 5002,
      status: 'completed',
      total: '40.00',
      meta_data: [{ key: 'booking_id', value: String(booking.id) }],
    });
    const pending = JSON.stringify({
      id: 5003,
      status: 'pending',
      total: '72.00',
      meta_data: [{ key: 'booking_id', value: String(booking.id) }],
    });
    expect((await postShopWebhook(short, signShop(short), 'd-3')).statusCode).toBe(200);
    expect((await postShopWebhook(pending, signShop(pending), 'd-4')).statusCode).toBe(200);
    const ping = 'webhook_id=12';
    expect((await postShopWebhook(ping, signShop(ping), 'd-5')).statusCode).toBe(200);
    expect((await paymentStatus(booking.id, booking.checkoutToken)).body).toMatchObject({
      paymentStatus: 'unpaid',
    });
  });
});

async function studentEmail(bookingId: number): Promise<string> {
  const rows = await testApp.database.db.select().from(outbox).where(eq(outbox.kind, 'booking_received'));
  const row = rows.find((candidate) => candidate.bodyText.includes(`BOOKING-${bookingId}`));
  return row?.recipient ?? '';
}
