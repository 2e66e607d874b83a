import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type InstructorPhotoResponse,
  instructorPhotoResponseSchema,
} from '../../../../../core/platform/auth/instructor-photo-schemas';
import { apiDelete } from '../../../../lib/api-client';
import { instructorPhotoQueryKey } from './instructor-photo-query-keys';
import { instructorAccountsQueryKey } from './instructors-query-keys';

/** DELETE /api/instructors/{id}/photo: learners see the instructor's initials again. */
export function removeInstructorPhoto(instructorId: number): Promise<InstructorPhotoResponse> {
  return apiDelete(`/api/instructors/${instructorId}/photo`, instructorPhotoResponseSchema);
}

export function useRemoveInstructorPhoto(instructorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeInstructorPhoto(instructorId),
    retry: false,
    onSuccess: (answer) => queryClient.setQueryData(instructorPhotoQueryKey(instructorId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorAccountsQueryKey }),
  });
}
