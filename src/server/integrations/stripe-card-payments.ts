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
    }
  | { id: string; type: 'other'; eventType: string };

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
  }): Promise<CreatedPaymentIntent>;
  /** Checks the signature (and its age, 5 minutes at most) on the raw body; throws if it is not Stripe's. */
  verifyWebhook(rawBody: Buffer, signature: string): Promise<CardPaymentEvent>;
}

const WEBHOOK_TOLERANCE_SECONDS = 300;

const succeededIntentSchema = z.object({
  id: z.string(),
  amount_received: z.number().int(),
  currency: z.string(),
  metadata: z.record(z.string(), z.string()).default({}),
});

export function createStripeCardPayments(config: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
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
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async verifyWebhook(rawBody, signature) {
      const stripe = await loadStripe();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new InvalidWebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
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
      };
    },
  };
}
