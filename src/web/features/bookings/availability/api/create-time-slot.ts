import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreatedTimeSlot,
  type CreateTimeSlotRequest,
  createdTimeSlotSchema,
} from '../../../../../core/bookings/availability/availability-admin-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateSlotLists } from '../../../../lib/invalidate-slot-lists';

/** POST /api/time-slots: one bookable slot; 409 when it overlaps one the instructor has. */
export function createTimeSlot(request: CreateTimeSlotRequest): Promise<CreatedTimeSlot> {
  return apiPost('/api/time-slots', request, createdTimeSlotSchema);
}

export function useCreateTimeSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeSlot,
    retry: false,
    onSettled: () => invalidateSlotLists(queryClient),
  });
}
