import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateBookingRequest,
  type CreatedBooking,
  createdBookingSchema,
} from '../../../../../core/bookings/booking/booking-schemas';
import { timeSlotsQueryKey } from '../../../../lib/api/get-time-slots';
import { apiPost } from '../../../../lib/api-client';

/** POST /api/bookings: creates the booking request and holds its slots; 201 with the booking. */
export function createBooking(request: CreateBookingRequest): Promise<CreatedBooking> {
  return apiPost('/api/bookings', request, createdBookingSchema);
}

/**
 * Creates a booking. Whatever the answer, the slots are refreshed afterwards (spec section 4): a
 * booking holds slots, and a 409 means the list on screen is out of date.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // A retried POST could book twice: the server answers or it does not.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeSlotsQueryKey }),
  });
}
