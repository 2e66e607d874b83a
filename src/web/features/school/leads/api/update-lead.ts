import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Lead, leadSchema, type UpdateLead } from '../../../../../core/school/marketing/lead-schemas';
import { apiPatch } from '../../../../lib/api-client';
import { leadsQueryKey } from './get-leads';

/** PATCH /api/leads/{id}: marks a lead contacted (now) or not contacted. */
export function updateLead(id: number, change: UpdateLead): Promise<Lead> {
  return apiPatch(`/api/leads/${id}`, change, leadSchema);
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateLead }) => updateLead(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
  });
}
