import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { createPaymentIntentResponseSchema } from '../../../../../core/money/payments/payment-schemas';
import { apiPost } from '../../../../lib/api-client';

export type CreatedPaymentIntent = z.infer<typeof createPaymentIntentResponseSchema>;

export interface CheckoutCredentials {
  bookingId: number;
  checkoutToken: string;
}

/**
 * POST /api/create-payment-intent: a card payment for the booking's stored amount. The answer's
 * `amount` (pence) is what the card will be charged: the page shows that, never its own figure.
 */
export function createPaymentIntent(
  { bookingId, checkoutToken }: CheckoutCredentials,
  signal?: AbortSignal,
): Promise<CreatedPaymentIntent> {
  return apiPost(
    '/api/create-payment-intent',
    { bookingId, checkoutToken },
    createPaymentIntentResponseSchema,
    {
      signal,
    },
  );
}

/*
 * A query rather than a mutation: the server keys the PaymentIntent on the booking and its amount, so
 * asking again (a remount, a reload) answers the same intent. It is set up once per visit and not
 * kept after the page is left.
 */
export function paymentIntentQueryOptions(credentials: CheckoutCredentials) {
  return queryOptions({
    queryKey: ['payment-intent', credentials.bookingId],
    queryFn: ({ signal }) => createPaymentIntent(credentials, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export function usePaymentIntent(credentials: CheckoutCredentials) {
  return useQuery(paymentIntentQueryOptions(credentials));
}
