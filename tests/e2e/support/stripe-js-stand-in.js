/*
 * A stand-in for Stripe.js, for the e2e suite only: served from 127.0.0.1 by
 * stripe-js-stand-in-server.ts and named by the server's STRIPE_JS_URL. It defines the `Stripe()`
 * factory that `loadStripe` (@stripe/stripe-js) and `<Elements>` / `<PaymentElement>`
 * (@stripe/react-stripe-js) call, with what they and the checkout use and nothing more. It takes no
 * payment: its Payment Element is a plain card-number field drawn into the page (Stripe's is a
 * frame), and `confirmPayment` records what it was given and answers
 * `window.__stripeStandIn.confirmResult` (a declined card unless a test sets another).
 * Everything it was asked is on `window.__stripeStandIn` for the test to read.
 */
(() => {
  const standIn = {
    /** Each `Stripe(publishableKey, options)` call. */
    stripeCalls: [],
    /** Each `_registerWrapper` / `registerAppInfo` call: which libraries wrap it. */
    wrappers: [],
    /** Each `stripe.elements(options)` call (the client secret is the PaymentIntent's). */
    elementsCalls: [],
    /** Each `elements.create(type, options)` call, and whether and where it was mounted. */
    createdElements: [],
    /** Each `stripe.confirmPayment(...)` call, with the client secret it confirms. */
    confirmPaymentCalls: [],
    /** What `confirmPayment` answers. */
    confirmResult: {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    },
  };
  window.__stripeStandIn = standIn;

  const unsupported = (name) => () =>
    Promise.resolve({
      error: { type: 'invalid_request_error', message: `${name} is not part of the Stripe.js stand-in` },
    });

  /** A JSON copy: what was passed, without functions or DOM nodes, safe to read from the test. */
  const snapshot = (value) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

  function createEventTarget(elementType) {
    const listeners = new Map();
    let isReady = false;
    const listenersFor = (event) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      return listeners.get(event);
    };
    return {
      on(event, handler) {
        listenersFor(event).add(handler);
        // Like Stripe's own, 'ready' comes after mounting; a listener added later still hears it.
        if (event === 'ready' && isReady) setTimeout(() => handler({ elementType }), 0);
      },
      off(event, handler) {
        if (handler) listenersFor(event).delete(handler);
        else listeners.delete(event);
      },
      emit(event, payload) {
        if (event === 'ready') isReady = true;
        for (const handler of [...listenersFor(event)]) handler(payload);
      },
    };
  }

  /** The Payment Element: a labelled card-number field in the page, where Stripe would put its frame. */
  function createPaymentElement(record) {
    const events = createEventTarget('payment');
    let container = null;
    let input = null;

    const render = (node) => {
      const wrapper = document.createElement('div');
      wrapper.dataset.stripeStandIn = 'payment-element';
      wrapper.style.cssText = 'display:flex;flex-direction:column;gap:6px;';
      const label = document.createElement('label');
      label.htmlFor = 'stripe-stand-in-card-number';
      label.textContent = 'Card number';
      label.style.cssText = 'font-size:16px;font-weight:600;color:#0f172a;';
      input = document.createElement('input');
      input.id = 'stripe-stand-in-card-number';
      input.name = 'cardnumber';
      input.type = 'text';
      input.inputMode = 'numeric';
      input.autocomplete = 'cc-number';
      input.placeholder = '1234 1234 1234 1234';
      input.style.cssText =
        'width:100%;box-sizing:border-box;min-height:44px;padding:10px 12px;font-size:16px;' +
        'color:#0f172a;background:#fff;border:1px solid #64748b;border-radius:6px;';
      input.addEventListener('input', () => {
        const digits = input.value.replace(/\D/g, '');
        events.emit('change', {
          elementType: 'payment',
          empty: digits.length === 0,
          complete: digits.length >= 15,
          collapsed: false,
          value: { type: 'card' },
        });
      });
      input.addEventListener('focus', () => events.emit('focus', { elementType: 'payment' }));
      input.addEventListener('blur', () => events.emit('blur', { elementType: 'payment' }));
      const note = document.createElement('p');
      note.textContent = 'Test stand-in for Stripe: nothing typed here is sent anywhere.';
      note.style.cssText = 'margin:0;font-size:14px;color:#475569;';
      wrapper.append(label, input, note);
      node.replaceChildren(wrapper);
    };

    return {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node)
          throw new Error('The Stripe.js stand-in could not find where to mount the Payment Element');
        container = node;
        render(node);
        record.mounted = true;
        // Stripe's frame says 'ready' once it has loaded: after mount returns.
        setTimeout(() => events.emit('ready', { elementType: 'payment' }), 0);
      },
      on(event, handler) {
        events.on(event, handler);
        return this;
      },
      once(event, handler) {
        const onceHandler = (payload) => {
          events.off(event, onceHandler);
          handler(payload);
        };
        events.on(event, onceHandler);
        return this;
      },
      off(event, handler) {
        events.off(event, handler);
        return this;
      },
      update(options) {
        record.updates.push(snapshot(options));
      },
      collapse() {
        return this;
      },
      focus() {
        input?.focus();
      },
      blur() {
        input?.blur();
      },
      clear() {
        if (input) input.value = '';
      },
      unmount() {
        container?.replaceChildren();
        container = null;
        record.mounted = false;
      },
      destroy() {
        this.unmount();
        record.destroyed = true;
      },
      /** The stand-in's own: what was typed (read by confirmPayment's record). */
      _cardNumber() {
        return input ? input.value : null;
      },
    };
  }

  /** The Elements objects this page's `Stripe()` instances made, with their client secrets. */
  const ownElements = new WeakMap();

  function createElements(options) {
    const clientSecret = options?.clientSecret ?? null;
    const byType = new Map();
    const record = { clientSecret, options: snapshot(options), updates: [] };
    standIn.elementsCalls.push(record);
    const elements = {
      create(type, elementOptions) {
        if (type !== 'payment')
          throw new Error(`The Stripe.js stand-in only has the Payment Element, not '${type}'`);
        const elementRecord = {
          type,
          options: snapshot(elementOptions),
          mounted: false,
          destroyed: false,
          updates: [],
        };
        standIn.createdElements.push(elementRecord);
        const element = createPaymentElement(elementRecord);
        byType.set(type, element);
        return element;
      },
      getElement(type) {
        return byType.get(type) ?? null;
      },
      update(updates) {
        record.updates.push(snapshot(updates));
      },
      fetchUpdates() {
        return Promise.resolve({});
      },
      submit() {
        return Promise.resolve({});
      },
    };
    ownElements.set(elements, { clientSecret, byType });
    return elements;
  }

  function Stripe(publishableKey, options) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error('The Stripe.js stand-in needs a publishable key (pk_...)');
    }
    standIn.stripeCalls.push({ publishableKey, options: snapshot(options) });
    return {
      elements: createElements,
      confirmPayment(params) {
        const own = params?.elements ? ownElements.get(params.elements) : undefined;
        const paymentElement = own?.byType.get('payment');
        standIn.confirmPaymentCalls.push({
          // As Stripe does: the client secret passed here, or else the one the Elements were made with.
          clientSecret: params?.clientSecret ?? own?.clientSecret ?? null,
          withElementsFromThisStripe: own !== undefined,
          cardNumber: paymentElement ? paymentElement._cardNumber() : null,
          confirmParams: snapshot(params?.confirmParams),
          redirect: params?.redirect ?? null,
        });
        // A short wait, as a network round trip would take.
        return new Promise((resolve) => setTimeout(() => resolve(snapshot(standIn.confirmResult)), 150));
      },
      createToken: unsupported('createToken'),
      createPaymentMethod: unsupported('createPaymentMethod'),
      confirmCardPayment: unsupported('confirmCardPayment'),
      retrievePaymentIntent: unsupported('retrievePaymentIntent'),
      registerAppInfo(info) {
        standIn.wrappers.push({ kind: 'appInfo', ...snapshot(info) });
      },
      _registerWrapper(wrapper) {
        standIn.wrappers.push({ kind: 'wrapper', ...snapshot(wrapper) });
      },
    };
  }
  // loadStripe compares this with the release it expects (STRIPE_JS_DEFAULT_URL's); the server fills it in.
  Stripe.version = '__STRIPE_JS_RELEASE__';
  window.Stripe = Stripe;
})();
