import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type InstructorPhotoResponse,
  instructorPhotoResponseSchema,
  type UploadInstructorPhotoRequest,
} from '../../../../../core/platform/auth/instructor-photo-schemas';
import { apiPut } from '../../../../lib/api-client';
import { instructorPhotoQueryKey } from './instructor-photo-query-keys';
import { instructorAccountsQueryKey } from './instructors-query-keys';

/** PUT /api/instructors/{id}/photo: the photo the page resized, in place of any before it. */
export function uploadInstructorPhoto(
  instructorId: number,
  request: UploadInstructorPhotoRequest,
): Promise<InstructorPhotoResponse> {
  return apiPut(`/api/instructors/${instructorId}/photo`, request, instructorPhotoResponseSchema);
}

export function useUploadInstructorPhoto(instructorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UploadInstructorPhotoRequest) => uploadInstructorPhoto(instructorId, request),
    retry: false,
    onSuccess: (answer) => queryClient.setQueryData(instructorPhotoQueryKey(instructorId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorAccountsQueryKey }),
  });
}
