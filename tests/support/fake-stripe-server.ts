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
  transfer_data: { destination: string } | null;
  application_fee_amount: number | null;
}

/** An Express account as Stripe's API answers it (the fields the school reads). */
export interface FakeConnectedAccount {
  id: string;
  object: 'account';
  type: string | null;
  country: string | null;
  email: string | null;
  charges_enabled: boolean;
  details_submitted: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
}

export interface FakeAccountLink {
  object: 'account_link';
  created: number;
  expires_at: number;
  url: string;
  /** Recorded for the tests (Stripe does not echo them). */
  account: string;
  refresh_url: string | null;
  return_url: string | null;
  type: string | null;
}

const unauthorized = {
  status: 401,
  body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
};

function invalidRequest(message: string, param?: string) {
  return { status: 400, body: { error: { type: 'invalid_request_error', message, param } } };
}

/**
 * Stripe's PaymentIntents and Connect APIs as the real `stripe` client calls them: form-encoded
 * POST /v1/payment_intents (with transfer_data[destination] and application_fee_amount), POST
 * /v1/accounts (type=express), GET /v1/accounts/:id and POST /v1/account_links, each POST with
 * an Idempotency-Key; the same key answers the same object.
 */
export async function startFakeStripeServer() {
  const byIdempotencyKey = new Map<string, unknown>();
  const created: FakePaymentIntent[] = [];
  const accounts = new Map<string, FakeConnectedAccount>();
  const accountLinks: FakeAccountLink[] = [];
  let counter = 0;
  const server = await startFakeHttpServer((request) => {
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_test_')) return unauthorized;
    const key = String(request.headers['idempotency-key'] ?? '');
    const form = new URLSearchParams(request.body);
    const accountPath = /^\/v1\/accounts\/(acct_[A-Za-z0-9]+)$/.exec(request.path);
    if (request.method === 'GET' && accountPath) {
      const account = accounts.get(accountPath[1] ?? '');
      if (!account) {
        return {
          status: 404,
          body: {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such account' },
          },
        };
      }
      return { status: 200, body: account };
    }
    if (request.method !== 'POST') return undefined;
    const existing = key ? byIdempotencyKey.get(`${request.path} ${key}`) : undefined;
    if (existing) return { status: 200, body: existing };
    counter += 1;
    if (request.path === '/v1/accounts') {
      if (form.get('type') !== 'express') return invalidRequest('Only Express accounts here', 'type');
      const account: FakeConnectedAccount = {
        id: `acct_fake${counter}`,
        object: 'account',
        type: form.get('type'),
        country: form.get('country'),
        email: form.get('email'),
        charges_enabled: false,
        details_submitted: false,
        payouts_enabled: false,
        metadata: Object.fromEntries(
          [...form.entries()].flatMap(([name, value]) => {
            const field = /^metadata\[(.+)\]$/.exec(name)?.[1];
            return field ? [[field, value]] : [];
          }),
        ),
      };
      accounts.set(account.id, account);
      if (key) byIdempotencyKey.set(`${request.path} ${key}`, account);
      return { status: 200, body: account };
    }
    if (request.path === '/v1/account_links') {
      const account = form.get('account') ?? '';
      if (!accounts.has(account)) return invalidRequest('No such account', 'account');
      if (form.get('type') !== 'account_onboarding') return invalidRequest('Unknown link type', 'type');
      const now = Math.floor(Date.now() / 1000);
      const link: FakeAccountLink = {
        object: 'account_link',
        created: now,
        expires_at: now + 300,
        url: `https://connect.stripe.com/setup/e/${account}/fake${counter}`,
        account,
        refresh_url: form.get('refresh_url'),
        return_url: form.get('return_url'),
        type: form.get('type'),
      };
      accountLinks.push(link);
      const { account: _account, refresh_url, return_url, type, ...answer } = link;
      if (key) byIdempotencyKey.set(`${request.path} ${key}`, answer);
      return { status: 200, body: answer };
    }
    if (request.path !== '/v1/payment_intents') return undefined;
    const destination = form.get('transfer_data[destination]');
    if (destination !== null && !accounts.get(destination)?.charges_enabled) {
      return invalidRequest('The destination account cannot take charges', 'transfer_data[destination]');
    }
    const fee = form.get('application_fee_amount');
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
      transfer_data: destination === null ? null : { destination },
      application_fee_amount: fee === null ? null : Number(fee),
    };
    if (key) byIdempotencyKey.set(`${request.path} ${key}`, intent);
    created.push(intent);
    return { status: 200, body: intent };
  });
  return {
    ...server,
    /** The PaymentIntents created so far, as the API answered them (client secrets included). */
    paymentIntents(): readonly FakePaymentIntent[] {
      return created;
    },
    /** The Express accounts made so far, by id. */
    accounts(): readonly FakeConnectedAccount[] {
      return [...accounts.values()];
    },
    /** The onboarding links made so far, with the account and URLs each was asked for. */
    accountLinks(): readonly FakeAccountLink[] {
      return accountLinks;
    },
    /** What the instructor's time on Stripe's onboarding pages would change. */
    setAccountFlags(
      accountId: string,
      flags: Partial<Pick<FakeConnectedAccount, 'charges_enabled' | 'details_submitted' | 'payouts_enabled'>>,
    ): FakeConnectedAccount {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`No fake account ${accountId}`);
      Object.assign(account, flags);
      return account;
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
