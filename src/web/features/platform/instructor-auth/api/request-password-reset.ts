import { useMutation } from '@tanstack/react-query';
import {
  type PasswordResetRequest,
  passwordResetRequestResponseSchema,
} from '../../../../../core/platform/auth/account-schemas';
import { apiPost } from '../../../../lib/api-client';

/** POST /api/auth/password-reset-requests: the same answer whether or not the address is known. */
export function requestPasswordReset(request: PasswordResetRequest) {
  return apiPost('/api/auth/password-reset-requests', request, passwordResetRequestResponseSchema);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, retry: false });
}
