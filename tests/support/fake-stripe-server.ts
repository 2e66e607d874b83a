import { startFakeHttpServer } from './fake-http-server';

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string | null;
  client_secret: string;
  status: 'requires_payment_method';
  metadata: { bookingId: string | null };
  description: string | null;
  receipt_email: string | null;
}

/**
 * Stripe's PaymentIntents API as the real `stripe` client calls it: form-encoded POST
 * /v1/payment_intents with an Idempotency-Key; the same key answers the same intent.
 */
export async function startFakeStripeServer() {
  const byIdempotencyKey = new Map<string, unknown>();
  const created: FakePaymentIntent[] = [];
  let counter = 0;
  const server = await startFakeHttpServer((request) => {
    if (request.method !== 'POST' || request.path !== '/v1/payment_intents') return undefined;
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
    }
    const key = String(request.headers['idempotency-key'] ?? '');
    const existing = byIdempotencyKey.get(key);
    if (existing) return { status: 200, body: existing };
    const form = new URLSearchParams(request.body);
    counter += 1;
    const id = `pi_fake_${counter}`;
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      client_secret: `${id}_secret_${counter}`,
      status: 'requires_payment_method',
      metadata: { bookingId: form.get('metadata[bookingId]') },
      description: form.get('description'),
      receipt_email: form.get('receipt_email'),
    };
    if (key) byIdempotencyKey.set(key, intent);
    created.push(intent);
    return { status: 200, body: intent };
  });
  return {
    ...server,
    /** The PaymentIntents created so far, as the API answered them (client secrets included). */
    paymentIntents(): readonly FakePaymentIntent[] {
      return created;
    },
    /** The form fields of each PaymentIntent creation, with its idempotency key. */
    createdIntents() {
      return server.requests
        .filter((request) => request.path === '/v1/payment_intents')
        .map((request) => ({
          form: Object.fromEntries(new URLSearchParams(request.body)),
          idempotencyKey: request.headers['idempotency-key'],
        }));
    },
  };
}
