import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { checkoutBookingSchema } from '../../../../core/bookings/booking/pending-booking-schemas';
import {
  bookingIdParamsSchema,
  bookingPaymentStatusSchema,
  CHECKOUT_TOKEN_HEADER,
  checkoutTokenHeadersSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  createShopOrderRequestSchema,
  createShopOrderResponseSchema,
  paymentConfigSchema,
  webhookAcknowledgementSchema,
} from '../../../../core/money/payments/payment-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { badRequest } from '../../../lib/app-error';
import {
  createPaymentIntent,
  createShopOrder,
  getBookingPaymentStatus,
  getCheckoutBooking,
  getPaymentConfig,
  handleShopWebhook,
  handleStripeWebhook,
} from './payments-service';

const errorResponses = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

export async function registerPaymentRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  app.get(
    '/api/payment-config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which payment methods are switched on',
        response: { 200: paymentConfigSchema },
      },
    },
    () => getPaymentConfig(deps),
  );

  app.get(
    '/api/bookings/:id/checkout',
    {
      schema: {
        tags: ['payments'],
        summary:
          'A booking as its checkout page shows it, for the holder of a checkout link (checkout token header)',
        params: bookingIdParamsSchema,
        headers: checkoutTokenHeadersSchema,
        response: { 200: checkoutBookingSchema, ...errorResponses },
      },
      config: { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    (request) => getCheckoutBooking(deps, request.params.id, request.headers[CHECKOUT_TOKEN_HEADER]),
  );

  app.get(
    '/api/bookings/:id/payment-status',
    {
      schema: {
        tags: ['payments'],
        summary: "A booking's payment status, for the browser that made it (checkout token header)",
        params: bookingIdParamsSchema,
        headers: checkoutTokenHeadersSchema,
        response: { 200: bookingPaymentStatusSchema, ...errorResponses },
      },
    },
    (request) => getBookingPaymentStatus(deps, request.params.id, request.headers[CHECKOUT_TOKEN_HEADER]),
  );

  app.post(
    '/api/create-payment-intent',
    {
      schema: {
        tags: ['payments'],
        summary: "A Stripe PaymentIntent for the booking's stored amount",
        body: createPaymentIntentRequestSchema,
        response: { 200: createPaymentIntentResponseSchema, ...errorResponses },
      },
      config: { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    (request) => createPaymentIntent(deps, request.body),
  );

  app.post(
    '/api/create-woocommerce-order',
    {
      schema: {
        tags: ['payments'],
        summary: "An order in the school's shop for the booking; answers its payment URL",
        body: createShopOrderRequestSchema,
        response: { 200: createShopOrderResponseSchema, ...errorResponses },
      },
      config: { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    (request) => createShopOrder(deps, request.body),
  );

  // Webhook signatures are computed over the exact bytes sent: this scope keeps bodies raw.
  await app.register(async (scope: FastifyInstance) => {
    const webhooks = scope.withTypeProvider<ZodTypeProvider>();
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    const rawBody = (body: unknown): Buffer => {
      if (!Buffer.isBuffer(body)) throw badRequest('A webhook body is required.');
      return body;
    };

    webhooks.post(
      '/api/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe events (signature verified); payment_intent.succeeded marks the booking paid',
          headers: z.object({ 'stripe-signature': z.string().min(1, 'Missing Stripe-Signature header') }),
          response: { 200: webhookAcknowledgementSchema, 400: apiErrorSchema, 503: apiErrorSchema },
        },
        config: { rateLimit: false },
      },
      async (request) => {
        await handleStripeWebhook(deps, rawBody(request.body), request.headers['stripe-signature']);
        return { received: true as const };
      },
    );

    webhooks.post(
      '/api/woocommerce/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Shop order events (HMAC-SHA256 verified); a paid order marks the booking paid',
          headers: z.object({
            'x-wc-webhook-signature': z.string().min(1, 'Missing X-WC-Webhook-Signature header'),
            'x-wc-webhook-delivery-id': z.string().optional(),
          }),
          response: { 200: webhookAcknowledgementSchema, 400: apiErrorSchema, 503: apiErrorSchema },
        },
        config: { rateLimit: false },
      },
      async (request) => {
        await handleShopWebhook(
          deps,
          rawBody(request.body),
          request.headers['x-wc-webhook-signature'],
          request.headers['x-wc-webhook-delivery-id'],
        );
        return { received: true as const };
      },
    );
  });
}
