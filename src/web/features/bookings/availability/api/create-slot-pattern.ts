import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateSlotPatternRequest,
  type SlotPatternResult,
  slotPatternResultSchema,
} from '../../../../../core/bookings/availability/availability-admin-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateSlotLists } from '../../../../lib/invalidate-slot-lists';

/** POST /api/time-slots/pattern: a weekly pattern over a date range; overlapping slots are skipped. */
export function createSlotPattern(request: CreateSlotPatternRequest): Promise<SlotPatternResult> {
  return apiPost('/api/time-slots/pattern', request, slotPatternResultSchema);
}

export function useCreateSlotPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSlotPattern,
    retry: false,
    onSettled: () => invalidateSlotLists(queryClient),
  });
}
