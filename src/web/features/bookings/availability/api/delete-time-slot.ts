import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DeleteTimeSlotResponse,
  deleteTimeSlotResponseSchema,
} from '../../../../../core/bookings/availability/availability-admin-schemas';
import { apiDelete } from '../../../../lib/api-client';
import { invalidateSlotLists } from '../../../../lib/invalidate-slot-lists';

/** DELETE /api/time-slots/{id}: removes a free slot (kept, withdrawn, if bookings once held it). */
export function deleteTimeSlot(slotId: number): Promise<DeleteTimeSlotResponse> {
  return apiDelete(`/api/time-slots/${slotId}`, deleteTimeSlotResponseSchema);
}

export function useDeleteTimeSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeSlot,
    retry: false,
    onSettled: () => invalidateSlotLists(queryClient),
  });
}
