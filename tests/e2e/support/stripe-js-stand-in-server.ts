import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { STRIPE_JS_DEFAULT_URL } from '../../../src/core/money/payments/payment-schemas';

const STAND_IN_PATH = '/stripe-js-stand-in/stripe.js';

/** The release Stripe's own script reports (`endive` in https://js.stripe.com/endive/stripe.js). */
function stripeJsRelease(): string {
  const [release] = new URL(STRIPE_JS_DEFAULT_URL).pathname.split('/').filter(Boolean);
  if (!release) throw new Error(`No release in ${STRIPE_JS_DEFAULT_URL}`);
  return release;
}

export interface RunningStripeJsStandIn {
  /** What STRIPE_JS_URL is set to, e.g. http://127.0.0.1:41236/stripe-js-stand-in/stripe.js. */
  url: string;
  /** The path of each request the browser made to it. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves stripe-js-stand-in.js (a stand-in for Stripe.js that takes no payment) on 127.0.0.1, for a
 * test server started with STRIPE_JS_URL pointing here.
 */
export async function startStripeJsStandIn(): Promise<RunningStripeJsStandIn> {
  const source = readFileSync(new URL('./stripe-js-stand-in.js', import.meta.url), 'utf8').replace(
    '__STRIPE_JS_RELEASE__',
    stripeJsRelease(),
  );
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    if (request.method === 'GET' && new URL(path, 'http://127.0.0.1').pathname === STAND_IN_PATH) {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      response.end(source);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The stand-in has no port');
  return {
    url: `http://127.0.0.1:${address.port}${STAND_IN_PATH}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
