import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  schoolProgressNoteSchema,
  type UpdateProgressNoteRequest,
} from '../../../../../core/progress/progress-notes-schemas';
import { apiPut } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';
import { progressNoteHistoryKey } from './get-progress-note-history';

/** PUT /api/progress-notes/{id}: new words for a note; the server keeps what it said before. */
export function updateProgressNote(noteId: number, request: UpdateProgressNoteRequest) {
  return apiPut(`/api/progress-notes/${noteId}`, request, schoolProgressNoteSchema);
}

export function useUpdateProgressNote(noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateProgressNoteRequest) => updateProgressNote(noteId, request),
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.progressNotes }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
        queryClient.invalidateQueries({ queryKey: progressNoteHistoryKey(noteId) }),
      ]),
  });
}
