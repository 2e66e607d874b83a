import { useEffect } from 'react';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

const PREFETCH_PATHS = ['/api/packages', '/api/available-times'] as const;

/**
 * HEAD /api/packages and HEAD /api/available-times (spec section 7): warms the connection and the
 * server while the page renders. The answers are ignored and failures do not matter.
 */
export function prefetchAvailability(): void {
  for (const path of PREFETCH_PATHS) {
    apiRequest(path, { method: 'HEAD', schema: z.unknown() }).catch(() => undefined);
  }
}

/** Fires the prefetch once when the booking page mounts. */
export function usePrefetchAvailability(): void {
  useEffect(() => {
    prefetchAvailability();
  }, []);
}
