import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type InstructorPhotoResponse,
  instructorPhotoResponseSchema,
} from '../../../../../core/platform/auth/instructor-photo-schemas';
import { apiGet } from '../../../../lib/api-client';
import { instructorPhotoQueryKey } from './instructor-photo-query-keys';

/** GET /api/instructors/{id}/photo-url: the instructor's own photo, or anyone's for the owner. */
export function getInstructorPhotoUrl(
  instructorId: number,
  signal?: AbortSignal,
): Promise<InstructorPhotoResponse> {
  return apiGet(`/api/instructors/${instructorId}/photo-url`, instructorPhotoResponseSchema, { signal });
}

export function instructorPhotoUrlQueryOptions(instructorId: number) {
  return queryOptions({
    queryKey: instructorPhotoQueryKey(instructorId),
    queryFn: ({ signal }) => getInstructorPhotoUrl(instructorId, signal),
  });
}

export function useInstructorPhotoUrl(instructorId: number | undefined) {
  return useQuery({
    ...instructorPhotoUrlQueryOptions(instructorId ?? 0),
    enabled: instructorId !== undefined,
  });
}
