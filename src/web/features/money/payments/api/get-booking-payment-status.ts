import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type BookingPaymentStatus,
  bookingPaymentStatusSchema,
  CHECKOUT_TOKEN_HEADER,
} from '../../../../../core/money/payments/payment-schemas';
import { apiGet } from '../../../../lib/api-client';
import type { CheckoutCredentials } from './create-payment-intent';

/** GET /api/bookings/{id}/payment-status with the checkout token: the booking's real payment status. */
export function getBookingPaymentStatus(
  { bookingId, checkoutToken }: CheckoutCredentials,
  signal?: AbortSignal,
): Promise<BookingPaymentStatus> {
  return apiGet(`/api/bookings/${bookingId}/payment-status`, bookingPaymentStatusSchema, {
    signal,
    headers: { [CHECKOUT_TOKEN_HEADER]: checkoutToken },
  });
}

export function bookingPaymentStatusQueryOptions(credentials: CheckoutCredentials) {
  return queryOptions({
    queryKey: ['booking-payment-status', credentials.bookingId],
    queryFn: ({ signal }) => getBookingPaymentStatus(credentials, signal),
    // Always ask the server afresh: this is what the learner is told about their money.
    staleTime: 0,
  });
}

/**
 * The booking's payment status; while it is unpaid it is asked again every `pollIntervalMs` (false:
 * not at all), and never again once it is paid.
 */
export function useBookingPaymentStatus(credentials: CheckoutCredentials, pollIntervalMs: number | false) {
  return useQuery({
    ...bookingPaymentStatusQueryOptions(credentials),
    refetchInterval: (query) => (query.state.data?.paymentStatus === 'paid' ? false : pollIntervalMs),
  });
}
