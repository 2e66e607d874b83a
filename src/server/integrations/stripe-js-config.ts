import { type Env, isCardPaymentConfigured } from '../env';

/**
 * The origin the pages load Stripe.js from while card payments are on (https://js.stripe.com unless
 * STRIPE_JS_URL names another, such as the tests' local stand-in), or null while they are off: then
 * the CSP and the Permissions-Policy name no Stripe origin at all.
 */
export function getStripeJsOrigin(env: Env): string | null {
  return isCardPaymentConfigured(env) ? new URL(env.STRIPE_JS_URL).origin : null;
}
