import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type completeLessonRequestSchema,
  type Lesson,
  lessonSchema,
} from '../../../../../core/diary/lessons/lessons-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateLessonLists } from '../invalidate-lesson-lists';

export type CompleteLessonRequest = z.input<typeof completeLessonRequestSchema>;

/** POST /api/lessons/{id}/complete: done, using `actualMinutes`; 409 before the lesson has started. */
export function completeLesson(lessonId: number, request: CompleteLessonRequest): Promise<Lesson> {
  return apiPost(`/api/lessons/${lessonId}/complete`, request, lessonSchema);
}

export function useCompleteLesson(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CompleteLessonRequest) => completeLesson(lessonId, request),
    retry: false,
    onSettled: () => invalidateLessonLists(queryClient, { notes: true }),
  });
}
