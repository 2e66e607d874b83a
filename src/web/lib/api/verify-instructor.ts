import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { verifyInstructorResponseSchema } from '../../../core/platform/auth/auth-schemas';
import { apiGet, clearInstructorToken } from '../api-client';
import { forgetInstructorSessionHint } from '../instructor-session-hint';
import { instructorSessionQueryKey } from '../instructor-session-key';

export type InstructorSession = z.infer<typeof verifyInstructorResponseSchema>;

/**
 * GET /api/auth/verify-instructor: the signed-in instructor and their role (the httpOnly cookie is
 * the session), or null on 401. A 401 also removes a token an older version of the page stored,
 * and the session hint.
 */
export async function verifyInstructor(signal?: AbortSignal): Promise<InstructorSession | null> {
  const session = await apiGet('/api/auth/verify-instructor', verifyInstructorResponseSchema, {
    signal,
    on401: 'returnNull',
  });
  if (session === null) {
    clearInstructorToken();
    forgetInstructorSessionHint();
  }
  return session;
}

export const instructorSessionQueryOptions = queryOptions({
  queryKey: instructorSessionQueryKey,
  queryFn: ({ signal }) => verifyInstructor(signal),
  // Checked on each visit to the dashboard; a failed check shows its own retry.
  staleTime: 0,
  retry: false,
});

export function useInstructorSession() {
  return useQuery(instructorSessionQueryOptions);
}
