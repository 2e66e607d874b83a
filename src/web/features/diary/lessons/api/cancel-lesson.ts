import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type cancelLessonByInstructorRequestSchema,
  type Lesson,
  lessonSchema,
} from '../../../../../core/diary/lessons/lessons-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateLessonLists } from '../invalidate-lesson-lists';

export type CancelLessonByInstructorRequest = z.output<typeof cancelLessonByInstructorRequestSchema>;

/**
 * POST /api/lessons/{id}/cancel: the instructor cancels a lesson still to come; its times are
 * released, its hours come back by the terms and the learner is e-mailed. 409 once it has started.
 */
export function cancelLessonByInstructor(
  lessonId: number,
  request: CancelLessonByInstructorRequest,
): Promise<Lesson> {
  return apiPost(`/api/lessons/${lessonId}/cancel`, request, lessonSchema);
}

export function useCancelLessonByInstructor(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CancelLessonByInstructorRequest) => cancelLessonByInstructor(lessonId, request),
    retry: false,
    onSettled: () => invalidateLessonLists(queryClient, { slots: true }),
  });
}
