import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { updateBookingStatusResponseSchema } from '../../../../../core/bookings/booking/bookings-admin-schemas';
import { timeSlotsQueryKey } from '../../../../lib/api/get-time-slots';
import { apiPatch } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

export type BookingAnswer = 'approved' | 'rejected';
export type UpdateBookingStatusResponse = z.infer<typeof updateBookingStatusResponseSchema>;

/**
 * PATCH /api/bookings/{id}/status: approve (lessons are created) or reject (times released), with
 * an optional reason the learner receives.
 */
export function updateBookingStatus(bookingId: number, status: BookingAnswer, reason?: string) {
  return apiPatch(
    `/api/bookings/${bookingId}/status`,
    reason ? { status, reason } : { status },
    updateBookingStatusResponseSchema,
  );
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      bookingId,
      status,
      reason,
    }: {
      bookingId: number;
      status: BookingAnswer;
      reason?: string;
    }) => updateBookingStatus(bookingId, status, reason),
    // An approval or rejection is sent once; a second try would only meet a 409.
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.pendingBookings }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingLessons }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingSlots }),
        queryClient.invalidateQueries({ queryKey: timeSlotsQueryKey }),
      ]),
  });
}
