import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AlternativeOffer,
  declineAlternativeResponseSchema,
} from '../../../../../core/bookings/booking/bookings-admin-schemas';
import { apiPost } from '../../../../lib/api-client';
import { alternativeOfferQueryKey } from './get-alternative-offer';

/** POST /api/booking-alternatives/{token}/decline: none of the times work; the request is closed. */
export function declineAlternative(token: string) {
  return apiPost(
    `/api/booking-alternatives/${encodeURIComponent(token)}/decline`,
    {},
    declineAlternativeResponseSchema,
  );
}

export function useDeclineAlternative(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineAlternative(token),
    retry: false,
    onSuccess: () => {
      queryClient.setQueryData<AlternativeOffer>(alternativeOfferQueryKey(token), (offer) =>
        offer ? { ...offer, state: 'declined' } : offer,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: alternativeOfferQueryKey(token) }),
  });
}
