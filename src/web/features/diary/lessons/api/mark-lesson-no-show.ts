import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type Lesson,
  lessonSchema,
  type noShowRequestSchema,
} from '../../../../../core/diary/lessons/lessons-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateLessonLists } from '../invalidate-lesson-lists';

export type NoShowRequest = z.input<typeof noShowRequestSchema>;

/** POST /api/lessons/{id}/no-show: the learner did not come, charged their hours or not; 409 before it starts. */
export function markLessonNoShow(lessonId: number, request: NoShowRequest): Promise<Lesson> {
  return apiPost(`/api/lessons/${lessonId}/no-show`, request, lessonSchema);
}

export function useMarkLessonNoShow(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NoShowRequest) => markLessonNoShow(lessonId, request),
    retry: false,
    onSettled: () => invalidateLessonLists(queryClient, { notes: true }),
  });
}
