import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

const FIVE_MINUTES = 5 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Retry once, as the spec says, but not a 4xx answer: the same request would fail the same way
 * (and a repeated booking or payment request must not be sent twice for nothing).
 */
function retryOnce(failureCount: number, error: unknown): boolean {
  // Status 0: refused offline before it was sent (lib/offline-refusal.ts); trying again changes nothing.
  if (error instanceof ApiRequestError && error.status === 0) return false;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Spec section 9 defaults; a query that needs polling or focus refetch sets it on its own options. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: TEN_MINUTES,
        retry: retryOnce,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: retryOnce,
      },
    },
  });
}

export const queryClient = createQueryClient();
