import type Stripe from 'stripe';
import { z } from 'zod';

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
}

/** A verified webhook event, reduced to what the school acts on. */
export type CardPaymentEvent =
  | {
      id: string;
      type: 'payment_intent.succeeded';
      paymentIntentId: string;
      amountReceived: number;
      currency: string;
      bookingId: number | null;
      /** The instructor's connected account the money went to (transfer_data.destination), if any. */
      transferDestination: string | null;
      /** The school's fee Stripe kept from it (application_fee_amount), with a destination. */
      applicationFeePence: number | null;
    }
  | { id: string; type: 'account.updated'; account: ConnectedAccount }
  | { id: string; type: 'other'; eventType: string };

/** An instructor's Stripe Connect account and what Stripe lets it do. */
export interface ConnectedAccount {
  id: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
}

export class InvalidWebhookSignatureError extends Error {}

/** The small interface the payments service needs from Stripe. */
export interface CardPaymentProvider {
  readonly publishableKey: string;
  createPaymentIntent(input: {
    amountPence: number;
    bookingId: number;
    description: string;
    receiptEmail: string;
    idempotencyKey: string;
    /** Pay an instructor's connected account, the school keeping its fee (a destination charge). */
    transfer?: { destination: string; applicationFeePence: number } | null | undefined;
  }): Promise<CreatedPaymentIntent>;
  /** An Express account for an instructor; the same idempotency key answers the same account. */
  createConnectedAccount(input: {
    email: string;
    instructorId: number;
    idempotencyKey: string;
  }): Promise<ConnectedAccount>;
  getConnectedAccount(accountId: string): Promise<ConnectedAccount>;
  /** A single-use link to Stripe's own onboarding pages for the account. */
  createOnboardingLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string; expiresAt: Date }>;
  /** Checks the signature (and its age, 5 minutes at most) on the raw body; throws if it is not Stripe's. */
  verifyWebhook(rawBody: Buffer, signature: string): Promise<CardPaymentEvent>;
}

const WEBHOOK_TOLERANCE_SECONDS = 300;

const succeededIntentSchema = z.object({
  id: z.string(),
  amount_received: z.number().int(),
  currency: z.string(),
  metadata: z.record(z.string(), z.string()).default({}),
  transfer_data: z.object({ destination: z.string() }).nullish(),
  application_fee_amount: z.number().int().nullish(),
});

const accountSchema = z.object({
  id: z.string(),
  charges_enabled: z.boolean().default(false),
  details_submitted: z.boolean().default(false),
  payouts_enabled: z.boolean().default(false),
});

function toConnectedAccount(account: unknown): ConnectedAccount {
  const parsed = accountSchema.parse(account);
  return {
    id: parsed.id,
    chargesEnabled: parsed.charges_enabled,
    detailsSubmitted: parsed.details_submitted,
    payoutsEnabled: parsed.payouts_enabled,
  };
}

export function createStripeCardPayments(config: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** A Connect endpoint's own signing secret (events of connected accounts), when it has one. */
  connectWebhookSecret?: string | undefined;
  apiBase?: string | undefined;
}): CardPaymentProvider {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  // Stripe's library (about 20 MB in memory) is loaded on the first payment or webhook, not at start.
  let client: Promise<Stripe> | null = null;
  const loadStripe = () => {
    client ??= import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(config.secretKey, {
          maxNetworkRetries: 2,
          timeout: 20_000,
          ...(base
            ? {
                host: base.hostname,
                port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
                protocol: base.protocol === 'http:' ? 'http' : 'https',
              }
            : {}),
        }),
    );
    return client;
  };

  return {
    publishableKey: config.publishableKey,

    async createPaymentIntent(input) {
      const stripe = await loadStripe();
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountPence,
          currency: 'gbp',
          automatic_payment_methods: { enabled: true },
          description: input.description,
          receipt_email: input.receiptEmail,
          metadata: { bookingId: String(input.bookingId) },
          ...(input.transfer
            ? {
                transfer_data: { destination: input.transfer.destination },
                // Stripe refuses a zero fee on some accounts: no fee is said by leaving it out.
                ...(input.transfer.applicationFeePence > 0
                  ? { application_fee_amount: input.transfer.applicationFeePence }
                  : {}),
              }
            : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async createConnectedAccount(input) {
      const stripe = await loadStripe();
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'GB',
          email: input.email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { instructorId: String(input.instructorId) },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toConnectedAccount(account);
    },

    async getConnectedAccount(accountId) {
      const stripe = await loadStripe();
      return toConnectedAccount(await stripe.accounts.retrieve(accountId));
    },

    async createOnboardingLink(input) {
      const stripe = await loadStripe();
      const link = await stripe.accountLinks.create({
        account: input.accountId,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        type: 'account_onboarding',
      });
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    },

    async verifyWebhook(rawBody, signature) {
      const stripe = await loadStripe();
      const secrets = [config.webhookSecret, config.connectWebhookSecret].filter((secret): secret is string =>
        Boolean(secret),
      );
      let event: Stripe.Event | undefined;
      let failure: unknown;
      for (const secret of secrets) {
        try {
          event = stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
          break;
        } catch (error) {
          failure = error;
        }
      }
      if (!event)
        throw new InvalidWebhookSignatureError(
          failure instanceof Error ? failure.message : 'Invalid signature',
        );
      if (event.type === 'account.updated')
        return { id: event.id, type: 'account.updated', account: toConnectedAccount(event.data.object) };
      if (event.type !== 'payment_intent.succeeded')
        return { id: event.id, type: 'other', eventType: event.type };
      const intent = succeededIntentSchema.parse(event.data.object);
      const bookingId = Number(intent.metadata.bookingId);
      return {
        id: event.id,
        type: 'payment_intent.succeeded',
        paymentIntentId: intent.id,
        amountReceived: intent.amount_received,
        currency: intent.currency,
        bookingId: Number.isInteger(bookingId) && bookingId > 0 ? bookingId : null,
        transferDestination: intent.transfer_data?.destination ?? null,
        applicationFeePence: intent.transfer_data ? (intent.application_fee_amount ?? 0) : null,
      };
    },
  };
}
