import { afterEach, describe, expect, it, vi } from 'vitest';
import { STRIPE_JS_DEFAULT_URL } from '../../../../../core/money/payments/payment-schemas';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('STRIPE_JS_DEFAULT_URL', () => {
  it('is the script loadStripe (@stripe/stripe-js/pure) adds to the page', async () => {
    // Just enough of a browser for loadStripe to add its script: no Stripe yet, no script yet.
    const added: string[] = [];
    const script = { src: '', addEventListener: () => undefined };
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {
      querySelectorAll: () => [],
      createElement: () => script,
      head: {
        appendChild: (node: { src: string }) => {
          added.push(node.src);
        },
      },
    });
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    // Never settles here (the script never loads): only what it added matters.
    void loadStripe('pk_test_default_url');
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(added).toEqual([STRIPE_JS_DEFAULT_URL]);
  });
});
