import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateManualLessonRequest,
  type ManualLessonResponse,
  manualLessonResponseSchema,
} from '../../../../../core/diary/lessons/lessons-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateLessonLists } from '../invalidate-lesson-lists';

/**
 * POST /api/lessons/manual: the lesson, drawing its hours from the learner's open purchase (or a
 * purchase added with it); 409 on a clash, a held slot or no hours left.
 */
export function createManualLesson(request: CreateManualLessonRequest): Promise<ManualLessonResponse> {
  return apiPost('/api/lessons/manual', request, manualLessonResponseSchema);
}

export function useCreateManualLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualLesson,
    retry: false,
    onSettled: () => invalidateLessonLists(queryClient, { slots: true }),
  });
}
