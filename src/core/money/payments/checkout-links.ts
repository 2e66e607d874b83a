import { z } from 'zod';
import type { BOOKING_PAYMENT_METHODS } from '../../bookings/booking/booking-schemas';

/** The checkout pages' addresses (the routes live in src/web/routes/app-routes.tsx). */
export const CHECKOUT_PATHS = {
  card: '/stripe-checkout',
  bankTransfer: '/bank-transfer-checkout',
  portal: '/tide-store-checkout',
  shop: '/woocommerce-checkout',
  paymentHelp: '/payment-help',
  paymentSuccess: '/payment-success',
} as const;

/** The checkout page a booking is paid on, by the way the learner chose to pay. */
export const CHECKOUT_PATH_BY_METHOD: Record<(typeof BOOKING_PAYMENT_METHODS)[number], string> = {
  card: CHECKOUT_PATHS.card,
  bank_transfer: CHECKOUT_PATHS.bankTransfer,
};

/**
 * What a checkout link carries: the booking and a token that proves the holder may pay it (the
 * booking's checkout token, the learner's own progress-link token, or a guardian link they made).
 * With both in the address, any device can open the checkout: a learner who booked on a phone can
 * pay from a laptop, and whoever pays for their lessons from theirs.
 */
export const checkoutLinkParamsSchema = z.object({
  booking: z.coerce.number().int().positive().max(2_147_483_647),
  token: z
    .string()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export type CheckoutLinkParams = z.infer<typeof checkoutLinkParamsSchema>;

/** `booking=12&token=...`: the query a checkout page (or the payment-success page) reads. */
export function toCheckoutLinkQuery({ booking, token }: CheckoutLinkParams): string {
  return new URLSearchParams({ booking: String(booking), token }).toString();
}

/** `https://school.example/bank-transfer-checkout?booking=12&token=...` */
export function buildCheckoutLink(publicUrl: string, path: string, params: CheckoutLinkParams): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}?${toCheckoutLinkQuery(params)}`;
}

/** The booking and token of a checkout page's address, or null when it carries none (or a broken one). */
export function readCheckoutLinkParams(searchParams: URLSearchParams): CheckoutLinkParams | null {
  const parsed = checkoutLinkParamsSchema.safeParse({
    booking: searchParams.get('booking') ?? undefined,
    token: searchParams.get('token') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
