import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';

/** How long Stripe.js may take to load before the page offers another way to pay. */
export const STRIPE_JS_LOAD_TIMEOUT_MS = 15_000;

export class StripeJsUnavailableError extends Error {
  override readonly name = 'StripeJsUnavailableError';
}

/**
 * Loads Stripe.js for the publishable key. The `pure` entry adds Stripe's script only when this is
 * called (the plain entry adds it on import), so the script loads only when cards are switched on.
 * Rejects when the script is blocked, offline or too slow.
 */
export async function loadStripeJs(
  publishableKey: string,
  timeoutMs = STRIPE_JS_LOAD_TIMEOUT_MS,
): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new StripeJsUnavailableError(`Stripe.js did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    const stripe = await Promise.race([loadStripe(publishableKey), timeout]);
    if (!stripe) throw new StripeJsUnavailableError('Stripe.js is not available in this browser');
    return stripe;
  } catch (error) {
    if (error instanceof StripeJsUnavailableError) throw error;
    throw new StripeJsUnavailableError('Stripe.js could not be loaded', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** Stripe.js for the key, loaded once and shared by every card form on the page. */
export function useStripeJs(publishableKey: string) {
  return useQuery({
    queryKey: ['stripe-js', publishableKey],
    queryFn: () => loadStripeJs(publishableKey),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // The Stripe object is a live client, not data to compare.
    structuralSharing: false,
  });
}
