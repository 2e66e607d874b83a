import { queryOptions, useQuery } from '@tanstack/react-query';
import { pushPublicKeyResponseSchema } from '../../../core/messaging/push/push-schemas';
import { apiGet } from '../api-client';

/** GET /api/push/public-key: the key a browser's push subscription is made for; null when push is off. */
export function getPushPublicKey(signal?: AbortSignal): Promise<string | null> {
  return apiGet('/api/push/public-key', pushPublicKeyResponseSchema, { signal }).then(
    (response) => response.publicKey,
  );
}

export const pushPublicKeyQueryOptions = queryOptions({
  queryKey: ['push-public-key'],
  queryFn: ({ signal }) => getPushPublicKey(signal),
  // Made once on the server's first start; it does not change under an open page.
  staleTime: Number.POSITIVE_INFINITY,
});

/** The key, for a screen that shows it or needs it before a tap (the opt-in asks on the tap). */
export function usePushPublicKey(enabled: boolean) {
  return useQuery({ ...pushPublicKeyQueryOptions, enabled });
}
