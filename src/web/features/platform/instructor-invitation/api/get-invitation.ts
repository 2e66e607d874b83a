import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type InvitationLookupResponse,
  invitationLookupResponseSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/instructors/invitations/{token}: who is invited, and whether the link still works. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationLookupResponse> {
  return apiGet(`/api/instructors/invitations/${encodeURIComponent(token)}`, invitationLookupResponseSchema, {
    signal,
  });
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['instructor-invitation', token] as const,
    queryFn: ({ signal }) => getInvitation(token, signal),
    // A 404 (unknown link) is an answer, not a hiccup.
    retry: false,
  });
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
