import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type AcceptInstructorInvitationRequest,
  acceptInstructorInvitationResponseSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import type { InstructorSession } from '../../../../lib/api/verify-instructor';
import { apiPost, clearInstructorToken } from '../../../../lib/api-client';
import { instructorSessionQueryKey } from '../../../../lib/instructor-session-key';

export type AcceptInvitationResponse = z.infer<typeof acceptInstructorInvitationResponseSchema>;

/**
 * POST /api/instructors/invitations/{token}/accept: makes the account and signs this browser in
 * (the server sets the session cookie; the token in the answer is for API clients, not kept).
 */
export function acceptInvitation({
  token,
  request,
}: {
  token: string;
  request: AcceptInstructorInvitationRequest;
}): Promise<AcceptInvitationResponse> {
  clearInstructorToken();
  return apiPost(
    `/api/instructors/invitations/${encodeURIComponent(token)}/accept`,
    request,
    acceptInstructorInvitationResponseSchema,
  );
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    retry: false,
    onSuccess: (response) => {
      const session: InstructorSession = { instructor: response.instructor, expiresAt: response.expiresAt };
      queryClient.setQueryData(instructorSessionQueryKey, session);
    },
  });
}
