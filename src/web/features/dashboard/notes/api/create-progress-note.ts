import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateProgressNoteRequest,
  type SchoolProgressNote,
  schoolProgressNoteSchema,
} from '../../../../../core/dashboard/progress-notes-schemas';
import { apiPost } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../query-keys';

/** POST /api/progress-notes: saves the note; with a lesson, marks it completed with its actual duration. */
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
        // The learner's card, lesson list and progress all change.
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingLessons }),
      ]),
  });
}
