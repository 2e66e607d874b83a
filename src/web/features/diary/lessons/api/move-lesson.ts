import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type Lesson,
  lessonSchema,
  type moveLessonByInstructorRequestSchema,
} from '../../../../../core/diary/lessons/lessons-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateLessonLists } from '../invalidate-lesson-lists';

export type MoveLessonByInstructorRequest = z.input<typeof moveLessonByInstructorRequestSchema>;

/**
 * POST /api/lessons/{id}/move: the instructor moves a lesson still to come to another free time;
 * the old time is released, the new one taken and the learner is e-mailed. 409 on a clash, a time
 * a booking request holds, or once the lesson has started.
 */
export function moveLessonByInstructor(
  lessonId: number,
  request: MoveLessonByInstructorRequest,
): Promise<Lesson> {
  return apiPost(`/api/lessons/${lessonId}/move`, request, lessonSchema);
}

export function useMoveLessonByInstructor(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MoveLessonByInstructorRequest) => moveLessonByInstructor(lessonId, request),
    retry: false,
    onSettled: () => invalidateLessonLists(queryClient, { slots: true }),
  });
}
