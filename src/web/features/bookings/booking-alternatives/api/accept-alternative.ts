import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type AlternativeOffer,
  acceptAlternativeResponseSchema,
} from '../../../../../core/bookings/booking/bookings-admin-schemas';
import { apiPost } from '../../../../lib/api-client';
import { alternativeOfferQueryKey } from './get-alternative-offer';

export type AcceptAlternativeResponse = z.infer<typeof acceptAlternativeResponseSchema>;

/** POST /api/booking-alternatives/{token}/accept {index}: books the chosen time if it is still free. */
export function acceptAlternative(token: string, index: number): Promise<AcceptAlternativeResponse> {
  return apiPost(
    `/api/booking-alternatives/${encodeURIComponent(token)}/accept`,
    { index },
    acceptAlternativeResponseSchema,
  );
}

export function useAcceptAlternative(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => acceptAlternative(token, index),
    retry: false,
    onSuccess: (_response, index) => {
      queryClient.setQueryData<AlternativeOffer>(alternativeOfferQueryKey(token), (offer) =>
        offer ? { ...offer, state: 'accepted', acceptedIndex: index } : offer,
      );
    },
    // A refusal (the time was taken, the link was used) changes what the page should show.
    onError: () => queryClient.invalidateQueries({ queryKey: alternativeOfferQueryKey(token) }),
  });
}
