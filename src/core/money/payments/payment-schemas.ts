import { z } from 'zod';
import { databaseIdField, databaseIdParam } from '../../api/id-schemas';
import { BOOKING_STATUS_VALUES, PAYMENT_STATUS_VALUES } from '../../bookings/booking/booking-schemas';

/** The header checkout pages send to prove the booking is theirs (the token from booking creation). */
export const CHECKOUT_TOKEN_HEADER = 'x-checkout-token';

const checkoutTokenSchema = z.string().min(20, 'Missing checkout token').max(200);

/**
 * `POST /api/create-payment-intent`. The spec's `amount` and `packageType` are accepted for
 * compatibility and ignored: the amount always comes from the booking in the database.
 */
export const createPaymentIntentRequestSchema = z.object({
  bookingId: databaseIdField(),
  checkoutToken: checkoutTokenSchema,
  amount: z.number().optional(),
  packageType: z.string().optional(),
});

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  /** Pence: what the card will be charged. */
  amount: z.number().int().positive(),
});

/** `POST /api/create-woocommerce-order`: the order uses the booking's stored details, not these. */
export const createShopOrderRequestSchema = z.object({
  bookingId: databaseIdField(),
  checkoutToken: checkoutTokenSchema,
  packageType: z.string().optional(),
  customerData: z
    .object({ fullName: z.string().optional(), email: z.string().optional(), phone: z.string().optional() })
    .optional(),
});

export const createShopOrderResponseSchema = z.object({ checkoutUrl: z.url() });

/**
 * The Stripe.js that `loadStripe` (`@stripe/stripe-js`) adds to the page itself: the default of
 * STRIPE_JS_URL. A test checks it against the package, so an upgrade that moves it is noticed.
 */
export const STRIPE_JS_DEFAULT_URL = 'https://js.stripe.com/endive/stripe.js';

/** `GET /api/payment-config`: which ways to pay are switched on, and the bank details. */
export const paymentConfigSchema = z.object({
  card: z.object({
    available: z.boolean(),
    publishableKey: z.string().nullable(),
    /** Where the browser loads Stripe.js from (null while cards are off): Stripe's own unless configured. */
    stripeJsUrl: z.url().nullable(),
  }),
  shop: z.object({ available: z.boolean() }),
  portal: z.object({ available: z.boolean(), url: z.url().nullable() }),
  bankTransfer: z.object({ accountName: z.string(), sortCode: z.string(), accountNumber: z.string() }),
});

export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const bookingIdParamsSchema = z.object({ id: databaseIdParam() });

export const checkoutTokenHeadersSchema = z.object({ [CHECKOUT_TOKEN_HEADER]: checkoutTokenSchema });

/** `GET /api/bookings/{id}/payment-status`: what the payment-success page shows, honestly. */
export const bookingPaymentStatusSchema = z.object({
  bookingId: z.number().int().positive(),
  status: z.enum(BOOKING_STATUS_VALUES),
  paymentStatus: z.enum(PAYMENT_STATUS_VALUES),
  totalAmount: z.number().int().nonnegative(),
  packageName: z.string(),
});

export type BookingPaymentStatus = z.infer<typeof bookingPaymentStatusSchema>;

export const webhookAcknowledgementSchema = z.object({ received: z.literal(true) });
