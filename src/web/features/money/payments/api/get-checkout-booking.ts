import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type CheckoutBookingDetails,
  checkoutBookingSchema,
} from '../../../../../core/bookings/booking/pending-booking-schemas';
import { CHECKOUT_TOKEN_HEADER } from '../../../../../core/money/payments/payment-schemas';
import { apiGet, isApiRequestError } from '../../../../lib/api-client';
import type { CheckoutCredentials } from './create-payment-intent';

/** GET /api/bookings/{id}/checkout with the link's token: the booking as its checkout page shows it. */
export function getCheckoutBooking(
  { bookingId, checkoutToken }: CheckoutCredentials,
  signal?: AbortSignal,
): Promise<CheckoutBookingDetails> {
  return apiGet(`/api/bookings/${bookingId}/checkout`, checkoutBookingSchema, {
    signal,
    headers: { [CHECKOUT_TOKEN_HEADER]: checkoutToken },
  });
}

export function checkoutBookingQueryOptions(credentials: CheckoutCredentials) {
  return queryOptions({
    queryKey: ['checkout-booking', credentials.bookingId],
    queryFn: ({ signal }) => getCheckoutBooking(credentials, signal),
    // A link that is not valid stays not valid: asking again would not help.
    retry: (failureCount, error) => !isApiRequestError(error, 404) && failureCount < 2,
  });
}

export function useCheckoutBooking(credentials: CheckoutCredentials | null) {
  return useQuery({
    ...checkoutBookingQueryOptions(credentials ?? { bookingId: 0, checkoutToken: '' }),
    enabled: credentials !== null,
  });
}
