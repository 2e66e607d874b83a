import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type SchoolProgressNote,
  schoolProgressNotesResponseSchema,
} from '../../../../../core/progress/progress-notes-schemas';
import { apiGet } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** GET /api/progress-notes/all: every note of the school, newest first, with the learner's name. */
export function getProgressNotes(signal?: AbortSignal): Promise<SchoolProgressNote[]> {
  return apiGet('/api/progress-notes/all', schoolProgressNotesResponseSchema, { signal });
}

export const progressNotesQueryOptions = queryOptions({
  queryKey: dashboardQueryKeys.progressNotes,
  queryFn: ({ signal }) => getProgressNotes(signal),
  staleTime: 30_000,
});

export function useProgressNotes() {
  return useQuery(progressNotesQueryOptions);
}
