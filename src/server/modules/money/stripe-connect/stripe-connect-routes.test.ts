import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { startFakeStripeServer } from '../../../../../tests/support/fake-stripe-server';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { createTestApp, setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { createPaymentIntentResponseSchema } from '../../../../core/money/payments/payment-schemas';
import {
  instructorStripeConnectionsSchema,
  ownStripeConnectionSchema,
  STRIPE_CONNECT_OWNER_MESSAGE,
  STRIPE_NOT_CONFIGURED_MESSAGE,
  stripeOnboardingLinkSchema,
} from '../../../../core/money/payments/stripe-connect';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import { instructorStripeAccounts, payments } from '../../../db/schema';

const WEBHOOK_SECRET = 'whsec_connect_test';

let stripeFake: Awaited<ReturnType<typeof startFakeStripeServer>>;
beforeAll(async () => {
  stripeFake = await startFakeStripeServer();
});
afterAll(async () => {
  await stripeFake.close();
});

const testApp = setUpTestApp(() => ({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeFake.url,
    PUBLIC_URL: 'https://school.example',
  },
}));

const today = () => toZonedParts(new Date(), SCHOOL_TIME_ZONE).date;
let emailCounter = 0;
let dayOffset = 3;

async function newInstructor() {
  emailCounter += 1;
  return createInstructorWithSession(testApp.database.db, {
    email: `partner${emailCounter}-${Date.now()}@example.com`,
    now: new Date(),
  });
}

function connect(headers: { authorization: string }) {
  return testApp.app.inject({ method: 'POST', url: '/api/stripe-connect/me/onboarding-links', headers });
}

async function ownConnection(headers: { authorization: string }) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/stripe-connect/me', headers });
  expect(response.statusCode, response.body).toBe(200);
  return ownStripeConnectionSchema.parse(response.json());
}

async function accountIdOf(instructorId: number): Promise<string> {
  const [row] = await testApp.database.db
    .select()
    .from(instructorStripeAccounts)
    .where(eq(instructorStripeAccounts.instructorId, instructorId));
  if (!row) throw new Error('no account kept');
  return row.stripeAccountId;
}

/** An instructor who connected and finished Stripe's onboarding. */
async function readyInstructor() {
  const instructor = await newInstructor();
  expect((await connect(instructor.headers)).statusCode).toBe(201);
  const accountId = await accountIdOf(instructor.id);
  stripeFake.setAccountFlags(accountId, {
    charges_enabled: true,
    details_submitted: true,
    payouts_enabled: true,
  });
  expect((await ownConnection(instructor.headers)).status).toBe('ready');
  return { ...instructor, accountId };
}

async function setFeeModel(instructorId: number, model: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/instructors/${instructorId}/fee-terms/changes`,
    headers: testApp.headers,
    payload: { from: addDaysToIsoDate(today(), -30), model },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A learner's card booking of a 2-hour lesson (£72) with this instructor, and its PaymentIntent. */
async function payByCard(instructorId: number) {
  dayOffset += 1;
  const booking = await bookThroughApi(
    testApp,
    { paymentMethod: 'card', instructorId },
    {
      freeTimes: {
        instructorId,
        date: addDaysToIsoDate(today(), dayOffset),
        times: ['10:00'],
        duration: 120,
      },
    },
  );
  const before = stripeFake.createdIntents().length;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { bookingId: booking.id, checkoutToken: booking.checkoutToken },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(createPaymentIntentResponseSchema.parse(response.json()).amount).toBe(7200);
  const sent = stripeFake.createdIntents().slice(before);
  expect(sent).toHaveLength(1);
  const intent = stripeFake.paymentIntents().at(-1);
  if (!sent[0] || !intent) throw new Error('no intent');
  return { booking, form: sent[0].form, intent };
}

function postSignedEvent(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: Math.floor(Date.now() / 1000),
  });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('Connect Stripe (POST /api/stripe-connect/me/onboarding-links)', () => {
  it('makes one Express account for the instructor and a new onboarding link each time, back to Settings', async () => {
    const instructor = await newInstructor();
    const accountsBefore = stripeFake.accounts().length;
    expect((await ownConnection(instructor.headers)).status).toBe('not_connected');

    const first = await connect(instructor.headers);
    expect(first.statusCode, first.body).toBe(201);
    const link = stripeOnboardingLinkSchema.parse(first.json());
    const second = await connect(instructor.headers);
    expect(second.statusCode, second.body).toBe(201);

    const made = stripeFake.accounts().slice(accountsBefore);
    expect(made).toHaveLength(1);
    const account = made[0];
    expect(account).toMatchObject({
      type: 'express',
      country: 'GB',
      metadata: { instructorId: String(instructor.id) },
    });
    expect(account?.email).toMatch(/^partner\d+-\d+@example\.com$/);
    expect(await accountIdOf(instructor.id)).toBe(account?.id);

    const links = stripeFake.accountLinks().filter((entry) => entry.account === account?.id);
    expect(links).toHaveLength(2);
    expect(link.url).toBe(links[0]?.url);
    expect(links[0]).toMatchObject({
      type: 'account_onboarding',
      return_url: 'https://school.example/instructor-dashboard?tab=settings&stripe=return#card-payments',
      refresh_url: 'https://school.example/instructor-dashboard?tab=settings&stripe=refresh#card-payments',
    });
    expect((await ownConnection(instructor.headers)).status).toBe('onboarding_unfinished');
  });

  it('makes one account when the button is pressed twice at once', async () => {
    const instructor = await newInstructor();
    const accountsBefore = stripeFake.accounts().length;
    const requestsBefore = stripeFake.requests.length;
    const answers = await Promise.all([connect(instructor.headers), connect(instructor.headers)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(stripeFake.accounts().slice(accountsBefore)).toHaveLength(1);
    // Whether the second found the row or asked Stripe too, Stripe was asked with one key only.
    const asked = stripeFake.requests
      .slice(requestsBefore)
      .filter((request) => request.path === '/v1/accounts')
      .map((request) => request.headers['idempotency-key']);
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(asked)).toEqual(new Set([`instructor-${instructor.id}-express-account`]));
  });

  it("refuses the owner: their card payments are the school's", async () => {
    const response = await connect(testApp.headers);
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).message).toBe(STRIPE_CONNECT_OWNER_MESSAGE);
    expect(await ownConnection(testApp.headers)).toMatchObject({ isOwner: true, status: 'not_connected' });
  });
});

describe("the account's status", () => {
  it('is read from Stripe: unfinished until details are in and charges and payouts are on, then ready', async () => {
    const instructor = await newInstructor();
    await connect(instructor.headers);
    const accountId = await accountIdOf(instructor.id);

    stripeFake.setAccountFlags(accountId, { details_submitted: true });
    expect(await ownConnection(instructor.headers)).toMatchObject({
      stripeConfigured: true,
      isOwner: false,
      status: 'onboarding_unfinished',
      fresh: true,
    });
    stripeFake.setAccountFlags(accountId, { charges_enabled: true });
    expect((await ownConnection(instructor.headers)).status).toBe('onboarding_unfinished');
    stripeFake.setAccountFlags(accountId, { payouts_enabled: true });
    expect((await ownConnection(instructor.headers)).status).toBe('ready');
  });

  it("follows a verified account.updated event, and the owner sees each instructor's status", async () => {
    const instructor = await newInstructor();
    await connect(instructor.headers);
    const accountId = await accountIdOf(instructor.id);
    const event = {
      id: `evt_account_${instructor.id}`,
      object: 'event',
      type: 'account.updated',
      data: {
        object: {
          id: accountId,
          object: 'account',
          charges_enabled: true,
          details_submitted: true,
          payouts_enabled: true,
        },
      },
    };
    const delivered = await postSignedEvent(event);
    expect(delivered.statusCode, delivered.body).toBe(200);

    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/stripe-connect/instructors',
      headers: testApp.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const connections = instructorStripeConnectionsSchema.parse(list.json());
    expect(connections.stripeConfigured).toBe(true);
    expect(connections.instructors).toContainEqual(
      expect.objectContaining({ instructorId: instructor.id, status: 'ready' }),
    );
  });

  it("is the owner's to list: another instructor gets 403", async () => {
    const instructor = await newInstructor();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/stripe-connect/instructors',
      headers: instructor.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('card payments for a connected instructor', () => {
  it("go to their account with the school's commission as the application fee, in exact pence", async () => {
    const instructor = await readyInstructor();
    // 4.55% of £72.00 is 327.6p: 328p, rounded half up as a lesson's commission is.
    await setFeeModel(instructor.id, { kind: 'commission', basisPoints: 455 });
    const { form, intent, booking } = await payByCard(instructor.id);
    expect(form['transfer_data[destination]']).toBe(instructor.accountId);
    expect(form.application_fee_amount).toBe('328');
    expect(form.amount).toBe('7200');

    // The verified success records the payment as the instructor's, with the fee kept.
    const delivered = await postSignedEvent({
      id: `evt_paid_${booking.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intent.id,
          object: 'payment_intent',
          amount: 7200,
          amount_received: 7200,
          currency: 'gbp',
          metadata: { bookingId: String(booking.id) },
          transfer_data: { destination: instructor.accountId },
          application_fee_amount: 328,
        },
      },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [payment] = await testApp.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({
      amountPence: 7200,
      method: 'card',
      externalReference: intent.id,
      connectedAccountId: instructor.accountId,
      applicationFeePence: 328,
      instructorId: instructor.id,
    });
  });

  it('carry no fee under a weekly franchise fee (it falls on Mondays, not on payments)', async () => {
    const instructor = await readyInstructor();
    await setFeeModel(instructor.id, { kind: 'weekly_franchise', weeklyPence: 9000, noLessonsNoFee: false });
    const { form, intent } = await payByCard(instructor.id);
    expect(form['transfer_data[destination]']).toBe(instructor.accountId);
    expect(form).not.toHaveProperty('application_fee_amount');
    expect(intent.transfer_data).toEqual({ destination: instructor.accountId });
  });

  it('go to the school, as ever, while the instructor has not connected or not finished', async () => {
    const unconnected = await newInstructor();
    await setFeeModel(unconnected.id, { kind: 'commission', basisPoints: 455 });
    const first = await payByCard(unconnected.id);
    expect(first.form).not.toHaveProperty('transfer_data[destination]');
    expect(first.form).not.toHaveProperty('application_fee_amount');
    expect(first.intent.transfer_data).toBeNull();

    const unfinished = await newInstructor();
    await connect(unfinished.headers);
    const second = await payByCard(unfinished.id);
    expect(second.form).not.toHaveProperty('transfer_data[destination]');

    // A success without a destination is the school's: nothing connected is recorded.
    const delivered = await postSignedEvent({
      id: `evt_paid_${first.booking.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: first.intent.id,
          object: 'payment_intent',
          amount: 7200,
          amount_received: 7200,
          currency: 'gbp',
          metadata: { bookingId: String(first.booking.id) },
        },
      },
    });
    expect(delivered.statusCode).toBe(200);
    const [payment] = await testApp.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, first.booking.id));
    expect(payment).toMatchObject({ connectedAccountId: null, applicationFeePence: null });
  });

  it("go to the school for the owner's lessons, even with an account on record", async () => {
    const ownerId = await getSeededInstructorId(testApp.database.db);
    await testApp.database.db.insert(instructorStripeAccounts).values({
      instructorId: ownerId,
      stripeAccountId: 'acct_ownerrecord',
      chargesEnabled: true,
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
    const { form } = await payByCard(ownerId);
    expect(form).not.toHaveProperty('transfer_data[destination]');
    await testApp.database.db
      .delete(instructorStripeAccounts)
      .where(eq(instructorStripeAccounts.instructorId, ownerId));
  });
});

describe('without Stripe configured', () => {
  it('says so in plain words, and makes nothing', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      const instructor = await createInstructorWithSession(plain.database.db, {
        email: 'no-stripe@example.com',
        now: new Date(),
      });
      const status = await plain.app.inject({
        method: 'GET',
        url: '/api/stripe-connect/me',
        headers: instructor.headers,
      });
      expect(ownStripeConnectionSchema.parse(status.json())).toMatchObject({
        stripeConfigured: false,
        status: 'not_connected',
      });
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/stripe-connect/me/onboarding-links',
        headers: instructor.headers,
      });
      expect(response.statusCode).toBe(503);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        code: 'STRIPE_NOT_CONFIGURED',
        message: STRIPE_NOT_CONFIGURED_MESSAGE,
      });
    } finally {
      await plain.close();
    }
  });
});
