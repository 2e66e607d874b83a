import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DecideLessonChangeRequest,
  type LessonChange,
  lessonChangeSchema,
} from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateLessonChangeLists } from '../invalidate-lesson-change-lists';

/**
 * POST /api/lesson-changes/{id}/approve: the learner's move or cancellation is applied now (409 when
 * already decided, or the new time has since been taken).
 */
export function approveLessonChange(id: number, request: DecideLessonChangeRequest): Promise<LessonChange> {
  return apiPost(`/api/lesson-changes/${id}/approve`, request, lessonChangeSchema);
}

export function useApproveLessonChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: DecideLessonChangeRequest }) =>
      approveLessonChange(id, request),
    // A decision is sent once; a second try would only meet a 409.
    retry: false,
    onSettled: () => invalidateLessonChangeLists(queryClient),
  });
}
