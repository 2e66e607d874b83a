import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markBookingPaidResponseSchema } from '../../../core/bookings/booking/bookings-admin-schemas';
import { apiPut } from '../api-client';
import { dashboardQueryKeys } from '../dashboard-query-keys';
import { invalidateBalanceViews } from '../invalidate-balance-views';

/** PUT /api/bookings/{id}/payment-status: marks a booking paid (bank transfer, portal). One way. */
export function markBookingPaid(bookingId: number) {
  return apiPut(
    `/api/bookings/${bookingId}/payment-status`,
    { paymentStatus: 'paid' },
    markBookingPaidResponseSchema,
  );
}

export function useMarkBookingPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBookingPaid,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.pendingBookings }),
        invalidateBalanceViews(queryClient),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingLessons }),
      ]),
  });
}
