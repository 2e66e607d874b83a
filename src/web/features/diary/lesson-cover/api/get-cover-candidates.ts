import { useQuery } from '@tanstack/react-query';
import {
  type CoverCandidatesResponse,
  coverCandidatesResponseSchema,
} from '../../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { apiGet } from '../../../../lib/api-client';
import { lessonCoverQueryKeys } from '../lesson-cover-query-keys';

/** GET /api/lesson-cover/lessons/{id}/candidates: who could cover it, with reasons, and who could not. */
export function getCoverCandidates(lessonId: number, signal?: AbortSignal): Promise<CoverCandidatesResponse> {
  return apiGet(`/api/lesson-cover/lessons/${lessonId}/candidates`, coverCandidatesResponseSchema, {
    signal,
  });
}

export function useCoverCandidates(lessonId: number, enabled: boolean) {
  return useQuery({
    queryKey: lessonCoverQueryKeys.candidates(lessonId),
    queryFn: ({ signal }) => getCoverCandidates(lessonId, signal),
    // Free times change as learners book: read them fresh each time the dialog opens.
    staleTime: 0,
    enabled,
  });
}
