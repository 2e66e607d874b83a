import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type Lesson,
  lessonSchema,
  type updateLessonNotesRequestSchema,
} from '../../../../../core/diary/lessons/lessons-schemas';
import { apiPatch } from '../../../../lib/api-client';
import { invalidateLessonLists } from '../invalidate-lesson-lists';

export type UpdateLessonNotesRequest = z.output<typeof updateLessonNotesRequestSchema>;

/** PATCH /api/lessons/{id}/notes: the lesson's pickup notes (up to 2000 characters; empty clears them). */
export function updateLessonNotes(lessonId: number, request: UpdateLessonNotesRequest): Promise<Lesson> {
  return apiPatch(`/api/lessons/${lessonId}/notes`, request, lessonSchema);
}

export function useUpdateLessonNotes(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateLessonNotesRequest) => updateLessonNotes(lessonId, request),
    retry: false,
    onSettled: () => invalidateLessonLists(queryClient),
  });
}
