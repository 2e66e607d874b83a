import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';
import { STRIPE_JS_DEFAULT_URL } from '../../../../../core/money/payments/payment-schemas';

/** How long Stripe.js may take to load before the page offers another way to pay. */
export const STRIPE_JS_LOAD_TIMEOUT_MS = 15_000;

export class StripeJsUnavailableError extends Error {
  override readonly name = 'StripeJsUnavailableError';
}

/**
 * Loads Stripe.js for the publishable key. The `pure` entry adds Stripe's script only when this is
 * called (the plain entry adds it on import), so the script loads only when cards are switched on.
 * Stripe's own script (the default) is added by `loadStripe` itself, as Stripe publishes it; another
 * (STRIPE_JS_URL, a local stand-in in the tests) is added here first, and `loadStripe` then uses the
 * `Stripe` it defines. Rejects when the script is blocked, offline or too slow.
 */
export async function loadStripeJs(
  publishableKey: string,
  stripeJsUrl: string,
  timeoutMs = STRIPE_JS_LOAD_TIMEOUT_MS,
): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new StripeJsUnavailableError(`Stripe.js did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  const load = async () => {
    if (stripeJsUrl !== STRIPE_JS_DEFAULT_URL) await addStripeJsScript(stripeJsUrl);
    return loadStripe(publishableKey);
  };
  try {
    const stripe = await Promise.race([load(), timeout]);
    if (!stripe) throw new StripeJsUnavailableError('Stripe.js is not available in this browser');
    return stripe;
  } catch (error) {
    if (error instanceof StripeJsUnavailableError) throw error;
    throw new StripeJsUnavailableError('Stripe.js could not be loaded', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** Adds the script at `src` once it has defined `window.Stripe`; a failed earlier attempt is replaced. */
function addStripeJsScript(src: string): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    for (const earlier of document.querySelectorAll('script[data-stripe-js]')) earlier.remove();
    const script = document.createElement('script');
    script.src = src;
    script.dataset.stripeJs = '';
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`${src} did not load`)), { once: true });
    document.head.append(script);
  });
}

/** Stripe.js for the key, loaded once and shared by every card form on the page. */
export function useStripeJs(publishableKey: string, stripeJsUrl: string) {
  return useQuery({
    queryKey: ['stripe-js', publishableKey, stripeJsUrl],
    queryFn: () => loadStripeJs(publishableKey, stripeJsUrl),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // The Stripe object is a live client, not data to compare.
    structuralSharing: false,
  });
}
