import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateGuardianLinkRequest,
  type GuardianLink,
  guardianLinkSchema,
} from '../../../../../core/learners/guardian-link-schemas';
import { apiPost } from '../../../../lib/api-client';
import { guardianLinksQueryKey } from './get-guardian-links';

/** POST /api/progress/{token}/guardian-links: a new read-only link (409 beyond five live ones). */
export function createGuardianLink(token: string, request: CreateGuardianLinkRequest): Promise<GuardianLink> {
  return apiPost(`/api/progress/${encodeURIComponent(token)}/guardian-links`, request, guardianLinkSchema);
}

export function useCreateGuardianLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateGuardianLinkRequest) => createGuardianLink(token, request),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianLinksQueryKey(token) }),
  });
}
