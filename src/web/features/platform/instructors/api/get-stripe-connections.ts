import { useQuery } from '@tanstack/react-query';
import {
  type InstructorStripeConnections,
  instructorStripeConnectionsSchema,
} from '../../../../../core/money/payments/stripe-connect';
import { apiGet } from '../../../../lib/api-client';
import { stripeConnectQueryKey } from './instructors-query-keys';

/** GET /api/stripe-connect/instructors (the owner's): each instructor's connection as last known. */
export function getStripeConnections(signal?: AbortSignal): Promise<InstructorStripeConnections> {
  return apiGet('/api/stripe-connect/instructors', instructorStripeConnectionsSchema, { signal });
}

export function useStripeConnections() {
  return useQuery({
    queryKey: [...stripeConnectQueryKey, 'all'],
    queryFn: ({ signal }) => getStripeConnections(signal),
    staleTime: 0,
  });
}
