import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateProgressNoteRequest,
  type SchoolProgressNote,
  schoolProgressNoteSchema,
} from '../../../../../core/progress/progress-notes-schemas';
import { apiPost } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** POST /api/progress-notes: saves the note, about a lesson that has started or none; the lesson is left as it is. */
export function createProgressNote(request: CreateProgressNoteRequest): Promise<SchoolProgressNote> {
  return apiPost('/api/progress-notes', request, schoolProgressNoteSchema);
}

export function useCreateProgressNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgressNote,
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.progressNotes }),
        // The learner's card (recent notes) and progress change.
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
      ]),
  });
}
