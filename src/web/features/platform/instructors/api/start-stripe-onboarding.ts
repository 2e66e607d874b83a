import { useMutation } from '@tanstack/react-query';
import {
  type StripeOnboardingLink,
  stripeOnboardingLinkSchema,
} from '../../../../../core/money/payments/stripe-connect';
import { apiPost } from '../../../../lib/api-client';

/** POST /api/stripe-connect/me/onboarding-links: the account (made once) and a fresh link to Stripe. */
export function startStripeOnboarding(): Promise<StripeOnboardingLink> {
  return apiPost('/api/stripe-connect/me/onboarding-links', {}, stripeOnboardingLinkSchema);
}

export function useStartStripeOnboarding() {
  return useMutation({ mutationFn: startStripeOnboarding, retry: false });
}
