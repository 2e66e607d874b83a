import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PaymentConfig, paymentConfigSchema } from '../../../core/money/payments/payment-schemas';
import { apiGet } from '../api-client';

/** GET /api/payment-config: which ways to pay are switched on, the portal address and the bank details. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiGet('/api/payment-config', paymentConfigSchema, { signal });
}

export const paymentConfigQueryOptions = queryOptions({
  queryKey: ['payment-config'],
  queryFn: ({ signal }) => getPaymentConfig(signal),
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
