import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DecideLessonChangeRequest,
  type LessonChange,
  lessonChangeSchema,
} from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateLessonChangeLists } from '../invalidate-lesson-change-lists';

/** POST /api/lesson-changes/{id}/decline: the lesson stays as it is; the learner is e-mailed. */
export function declineLessonChange(id: number, request: DecideLessonChangeRequest): Promise<LessonChange> {
  return apiPost(`/api/lesson-changes/${id}/decline`, request, lessonChangeSchema);
}

export function useDeclineLessonChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: DecideLessonChangeRequest }) =>
      declineLessonChange(id, request),
    retry: false,
    onSettled: () => invalidateLessonChangeLists(queryClient),
  });
}
