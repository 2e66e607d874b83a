import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { guardianLinksQueryKey } from './get-guardian-links';

/** DELETE /api/progress/{token}/guardian-links/{id}: the link opens nothing any more (204). */
export async function revokeGuardianLink(token: string, linkId: number): Promise<void> {
  // The answer is empty (204); z.unknown, not z.void, keeps ZodVoid out of every page's zod chunk.
  await apiRequest(`/api/progress/${encodeURIComponent(token)}/guardian-links/${linkId}`, {
    method: 'DELETE',
    schema: z.unknown(),
  });
}

export function useRevokeGuardianLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => revokeGuardianLink(token, linkId),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianLinksQueryKey(token) }),
  });
}
