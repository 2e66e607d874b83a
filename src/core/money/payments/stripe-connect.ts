import { z } from 'zod';
import { databaseIdField } from '../../api/id-schemas';
import { getCommissionPence, getFeeModelOn, type SchoolFeeModelChange } from '../school-fees';

/*
 * Stripe Connect for instructors (issue 39, docs/decisions/0063): an instructor who connects an
 * Express account receives the card payments for their lessons directly, less the school's fee,
 * which Stripe keeps for the school as the PaymentIntent's application fee.
 */

export const STRIPE_CONNECT_STATUS_VALUES = ['not_connected', 'onboarding_unfinished', 'ready'] as const;
export const stripeConnectStatusSchema = z.enum(STRIPE_CONNECT_STATUS_VALUES);
export type StripeConnectStatus = z.infer<typeof stripeConnectStatusSchema>;

/** What Stripe says of a connected account (GET /v1/accounts/:id, or an account.updated event). */
export interface ConnectedAccountFlags {
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
}

/**
 * Ready only when Stripe has the instructor's details and lets the account take charges and pay
 * out: money sent to an account that cannot pay out would sit at Stripe, out of everyone's reach.
 */
export function getStripeConnectStatus(account: ConnectedAccountFlags | null): StripeConnectStatus {
  if (!account) return 'not_connected';
  return account.detailsSubmitted && account.chargesEnabled && account.payoutsEnabled
    ? 'ready'
    : 'onboarding_unfinished';
}

/**
 * The school's fee kept from a card payment to a connected instructor, in pence: under a
 * commission in force on the day of payment, its share of the amount (rounded as a lesson's
 * commission is); under any other model nothing. A weekly franchise fee falls on Mondays and a
 * referral fee on the day a learner is passed on, not on a payment: settling up collects those.
 */
export function getCardPaymentApplicationFeePence(
  history: readonly SchoolFeeModelChange[],
  day: string,
  amountPence: number,
): number {
  const model = getFeeModelOn(history, day);
  return model.kind === 'commission' ? getCommissionPence(amountPence, model.basisPoints) : 0;
}

export const STRIPE_CONNECT_STATUS_LABELS: Record<StripeConnectStatus, string> = {
  not_connected: 'Not connected',
  onboarding_unfinished: 'Stripe setup unfinished',
  ready: 'Ready for card payments',
};

export const STRIPE_NOT_CONFIGURED_MESSAGE =
  "The school hasn't switched card payments on yet, so there is nothing to connect. Ask the school's owner.";
export const STRIPE_CONNECT_OWNER_MESSAGE =
  "Card payments for your lessons already go to the school's own Stripe account: there is nothing to connect.";
export const STRIPE_CONNECT_FAILED_MESSAGE =
  "We couldn't reach Stripe. Check your connection and try again in a minute.";

/** GET /api/stripe-connect/me: the signed-in instructor's own connection. */
export const ownStripeConnectionSchema = z.object({
  /** Whether the school has Stripe keys at all (without them there is nothing to connect). */
  stripeConfigured: z.boolean(),
  /** The owner's card payments are the school's: they have nothing to connect. */
  isOwner: z.boolean(),
  status: stripeConnectStatusSchema,
  /** When Stripe last told us the account's status (ISO); null when never. */
  checkedAt: z.iso.datetime().nullable(),
  /** False when Stripe could not be reached just now: the status is the last one known. */
  fresh: z.boolean(),
});
export type OwnStripeConnection = z.infer<typeof ownStripeConnectionSchema>;

/** POST /api/stripe-connect/me/onboarding-links: where to send the browser (Stripe's own page). */
export const stripeOnboardingLinkSchema = z.object({
  url: z.url(),
  /** ISO instant the link stops working (Stripe's links are single-use and short-lived). */
  expiresAt: z.iso.datetime(),
});
export type StripeOnboardingLink = z.infer<typeof stripeOnboardingLinkSchema>;

/** GET /api/stripe-connect/instructors (owner): each instructor's connection, as last known. */
export const instructorStripeConnectionsSchema = z.object({
  stripeConfigured: z.boolean(),
  instructors: z.array(
    z.object({
      instructorId: databaseIdField(),
      status: stripeConnectStatusSchema,
      checkedAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type InstructorStripeConnections = z.infer<typeof instructorStripeConnectionsSchema>;
