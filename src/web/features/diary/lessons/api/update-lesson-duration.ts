import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Lesson, lessonSchema } from '../../../../../core/diary/lessons/lessons-schemas';
import { apiPatch } from '../../../../lib/api-client';
import { invalidateLessonLists } from '../invalidate-lesson-lists';

/** PATCH /api/lessons/{id}/duration: how long the lesson really lasted (15 to 480, steps of 15). */
export function updateLessonDuration(lessonId: number, actualDuration: number): Promise<Lesson> {
  return apiPatch(`/api/lessons/${lessonId}/duration`, { actualDuration }, lessonSchema);
}

export function useUpdateLessonDuration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, actualDuration }: { lessonId: number; actualDuration: number }) =>
      updateLessonDuration(lessonId, actualDuration),
    onSettled: () => invalidateLessonLists(queryClient, { notes: true }),
  });
}
