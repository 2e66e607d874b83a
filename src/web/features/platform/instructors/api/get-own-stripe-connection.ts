import { useQuery } from '@tanstack/react-query';
import {
  type OwnStripeConnection,
  ownStripeConnectionSchema,
} from '../../../../../core/money/payments/stripe-connect';
import { apiGet } from '../../../../lib/api-client';
import { stripeConnectQueryKey } from './instructors-query-keys';

/** GET /api/stripe-connect/me: the signed-in instructor's Stripe account, as Stripe says it now. */
export function getOwnStripeConnection(signal?: AbortSignal): Promise<OwnStripeConnection> {
  return apiGet('/api/stripe-connect/me', ownStripeConnectionSchema, { signal });
}

export function useOwnStripeConnection() {
  return useQuery({
    queryKey: [...stripeConnectQueryKey, 'me'],
    queryFn: ({ signal }) => getOwnStripeConnection(signal),
    // Back from Stripe's pages, the answer must be Stripe's of now.
    staleTime: 0,
  });
}
