import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  PENDING_BOOKING_STORAGE_KEY,
  type PendingBooking,
} from '../../src/core/bookings/booking/pending-booking-schemas';
import { formatPounds } from '../../src/core/format/display-format';
import { paymentConfigSchema } from '../../src/core/money/payments/payment-schemas';
import { startFakeStripeServer } from '../support/fake-stripe-server';
import { expectNoAxeViolations } from './support/accessibility';
import { currentPath, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { serverDataTemplate } from './support/e2e-context';
import { createPendingBooking } from './support/pending-booking';
import { takeScreenshots } from './support/screenshots';
import { type RunningStripeJsStandIn, startStripeJsStandIn } from './support/stripe-js-stand-in-server';
import { type RunningTestServer, startTestServer } from './support/test-server';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * The card checkout with card payments switched on (issue 17's proof): Stripe's <Elements> and
 * <PaymentElement> from @stripe/react-stripe-js, in the browser, against a stand-in for Stripe.js
 * served from 127.0.0.1 (support/stripe-js-stand-in.js, named by STRIPE_JS_URL). The server is this
 * file's own, with Stripe keys and its API pointed at the fake Stripe API, so POST
 * /api/create-payment-intent really creates a PaymentIntent there; the shared e2e server keeps
 * cards off for payments.spec.ts.
 */

const PUBLISHABLE_KEY = 'pk_test_e2e_card_checkout';

let stripeApi: Awaited<ReturnType<typeof startFakeStripeServer>>;
let standIn: RunningStripeJsStandIn;
let server: RunningTestServer;

beforeAll(async () => {
  stripeApi = await startFakeStripeServer();
  standIn = await startStripeJsStandIn();
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_e2e_card_checkout',
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_card_checkout',
      STRIPE_API_BASE: stripeApi.url,
      STRIPE_JS_URL: standIn.url,
    },
    dataTemplate: serverDataTemplate(),
  });
});

afterAll(async () => {
  await server?.stop();
  await standIn?.close();
  await stripeApi?.close();
});

const browser = setUpBrowser({ baseUrl: () => server.baseUrl });

/** What the stand-in recorded (`window.__stripeStandIn`), as the test reads it. */
const standInStateSchema = z.object({
  stripeCalls: z.array(z.object({ publishableKey: z.string() })),
  wrappers: z.array(z.object({ kind: z.enum(['wrapper', 'appInfo']), name: z.string() })),
  elementsCalls: z.array(z.object({ clientSecret: z.string().nullable() })),
  createdElements: z.array(
    z.object({
      type: z.string(),
      options: z.record(z.string(), z.unknown()).nullable(),
      mounted: z.boolean(),
    }),
  ),
  confirmPaymentCalls: z.array(
    z.object({
      clientSecret: z.string().nullable(),
      withElementsFromThisStripe: z.boolean(),
      cardNumber: z.string().nullable(),
      confirmParams: z.object({ return_url: z.string() }).nullable(),
      redirect: z.string().nullable(),
    }),
  ),
});

async function readStandIn(page: Page) {
  const state: unknown = await page.evaluate(() => Reflect.get(window, '__stripeStandIn'));
  return standInStateSchema.parse(state);
}

/** The PaymentIntent the server created on the fake Stripe API for this booking (exactly one). */
function paymentIntentFor(booking: PendingBooking) {
  const intents = stripeApi
    .paymentIntents()
    .filter((intent) => intent.metadata.bookingId === String(booking.id));
  expect(intents, `one PaymentIntent for booking ${booking.id}`).toHaveLength(1);
  const [intent] = intents;
  if (!intent) throw new Error(`No PaymentIntent for booking ${booking.id}`);
  return intent;
}

describe('card checkout with Stripe Elements (Stripe.js stand-in)', () => {
  it("mounts the Payment Element, shows the learner the card's decline, and confirms the server's PaymentIntent", async () => {
    // A card booking made through this server's API, as the booking page makes it.
    const booking = await createPendingBooking(
      { packageType: 'single_1hour', fullName: 'Chidi Okafor' },
      server.baseUrl,
    );

    const config = paymentConfigSchema.parse(
      await (await fetch(`${server.baseUrl}/api/payment-config`)).json(),
    );
    expect(config.card, 'the server says cards are on, with the stand-in for Stripe.js').toEqual({
      available: true,
      publishableKey: PUBLISHABLE_KEY,
      stripeJsUrl: standIn.url,
    });

    const page = await browser.newPage(MOBILE_WIDTH);
    const stripeOwnRequests: string[] = [];
    await page.context().route('https://js.stripe.com/**', (route) => {
      stripeOwnRequests.push(route.request().url());
      return route.abort();
    });
    await page.goto('/api/health');
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: PENDING_BOOKING_STORAGE_KEY,
      value: JSON.stringify(booking),
    });
    const response = await page.goto('/stripe-checkout');
    const csp = String(await response?.headerValue('content-security-policy'));
    const standInOrigin = new URL(standIn.url).origin;
    expect(csp, 'the CSP lets the page load the stand-in').toContain(`script-src 'self' ${standInOrigin}`);
    expect(csp).not.toContain('js.stripe.com');
    await waitForPageReady(page);

    // --- The form mounts: <Elements> made the Elements with the server's client secret, and
    // <PaymentElement> created the Payment Element and mounted it inside the app's form. ---
    await page.getByRole('heading', { level: 2, name: 'Pay by card' }).waitFor({ timeout: 15_000 });
    const form = page.getByRole('form', { name: 'Card payment' });
    const cardNumber = form.getByLabel('Card number');
    await cardNumber.waitFor({ state: 'visible', timeout: 15_000 });
    const payButton = form.getByRole('button', { name: `Pay ${formatPounds(booking.totalAmount)}` });
    // Enabled only once the Payment Element said 'ready'.
    await expect.poll(() => payButton.isEnabled(), { timeout: 10_000 }).toBe(true);

    const intent = paymentIntentFor(booking);
    expect(intent.amount, "the PaymentIntent is for the booking's amount, in pence").toBe(
      booking.totalAmount,
    );
    expect(intent.currency).toBe('gbp');

    const mounted = await readStandIn(page);
    expect(mounted.stripeCalls, 'Stripe() was called once, with the publishable key').toEqual([
      expect.objectContaining({ publishableKey: PUBLISHABLE_KEY }),
    ]);
    expect(mounted.wrappers, 'loadStripe and <Elements> registered themselves').toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'wrapper', name: 'stripe-js' }),
        expect.objectContaining({ kind: 'wrapper', name: 'react-stripe-js' }),
        expect.objectContaining({ kind: 'appInfo', name: 'react-stripe-js' }),
      ]),
    );
    expect(mounted.elementsCalls.map((call) => call.clientSecret)).toEqual([intent.client_secret]);
    expect(mounted.createdElements).toEqual([
      { type: 'payment', options: { layout: 'tabs' }, mounted: true },
    ]);
    expect(standIn.requests, 'the browser loaded the stand-in').toContain(new URL(standIn.url).pathname);
    expect(stripeOwnRequests, "nothing was asked of Stripe's own Stripe.js").toEqual([]);

    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'card-checkout-payment-element');

    // --- Pay: confirmPayment answers a decline, and the learner is told. ---
    await cardNumber.fill('4000 0000 0000 0002');
    await payButton.click();
    await expectToast(page, 'Payment Failed', 'Your card was declined.');
    // The learner can try again: the button is back, and the page has not moved.
    await expect.poll(() => payButton.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(currentPath(page)).toBe('/stripe-checkout');

    const confirmed = await readStandIn(page);
    expect(confirmed.confirmPaymentCalls, "confirmPayment confirmed the server's PaymentIntent").toEqual([
      {
        clientSecret: intent.client_secret,
        withElementsFromThisStripe: true,
        cardNumber: '4000 0000 0000 0002',
        // The way back carries the booking and its token: the receipt works in any browser.
        confirmParams: {
          return_url: `${server.baseUrl}/payment-success?booking=${booking.id}&token=${booking.checkoutToken}`,
        },
        redirect: 'if_required',
      },
    ]);
    expect(
      stripeApi.paymentIntents().filter((each) => each.metadata.bookingId === String(booking.id)),
    ).toHaveLength(1);

    await expectNoAxeViolations(page);
    // Paying scrolled the page; from the top, the full-page shot draws the fixed header where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await takeScreenshots(page, 'card-checkout-declined');
    await dismissToasts(page);
  });
});
