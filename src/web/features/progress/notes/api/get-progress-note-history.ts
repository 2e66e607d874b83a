import { useQuery } from '@tanstack/react-query';
import { progressNoteHistorySchema } from '../../../../../core/progress/progress-notes-schemas';
import { apiGet } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

export const progressNoteHistoryKey = (noteId: number) =>
  [...dashboardQueryKeys.progressNotes, noteId, 'history'] as const;

/** GET /api/progress-notes/{id}/history: the note's earlier versions, newest first. */
export function getProgressNoteHistory(noteId: number, signal?: AbortSignal) {
  return apiGet(`/api/progress-notes/${noteId}/history`, progressNoteHistorySchema, { signal });
}

export function useProgressNoteHistory(noteId: number, enabled: boolean) {
  return useQuery({
    queryKey: progressNoteHistoryKey(noteId),
    queryFn: ({ signal }) => getProgressNoteHistory(noteId, signal),
    enabled,
  });
}
