import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type InstructorLoginRequest,
  instructorLoginResponseSchema,
} from '../../../../../core/platform/auth/auth-schemas';
import type { InstructorSession } from '../../../../lib/api/verify-instructor';
import { apiPost, clearInstructorToken } from '../../../../lib/api-client';
import { instructorSessionQueryKey } from '../../../../lib/instructor-session-key';

export type InstructorLoginResponse = z.infer<typeof instructorLoginResponseSchema>;

/**
 * POST /api/auth/instructor-login. The server sets the session as an httpOnly cookie; the token in
 * the answer is for API clients, so the page does not keep it (a stored one would override the cookie).
 */
export function instructorLogin(request: InstructorLoginRequest): Promise<InstructorLoginResponse> {
  clearInstructorToken();
  return apiPost('/api/auth/instructor-login', request, instructorLoginResponseSchema);
}

export function useInstructorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: instructorLogin,
    retry: false,
    onSuccess: (response) => {
      const session: InstructorSession = { instructor: response.instructor, expiresAt: response.expiresAt };
      queryClient.setQueryData(instructorSessionQueryKey, session);
    },
  });
}
