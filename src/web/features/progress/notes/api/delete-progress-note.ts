import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProgressNoteResponseSchema } from '../../../../../core/progress/progress-notes-schemas';
import { apiDelete } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** DELETE /api/progress-notes/{id}. */
export function deleteProgressNote(noteId: number) {
  return apiDelete(`/api/progress-notes/${noteId}`, deleteProgressNoteResponseSchema);
}

export function useDeleteProgressNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgressNote,
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.progressNotes }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
      ]),
  });
}
