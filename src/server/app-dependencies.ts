import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from './app-types';
import type { DatabaseHandle } from './db/database-client';
import type { Env } from './env';
import type { MailTransport } from './integrations/smtp-mail-transport';
import { createStripeCardPayments } from './integrations/stripe-card-payments';
import { createWebPushSender } from './integrations/web-push-sender';
import { createWooCommerceShop } from './integrations/woocommerce-shop';
import { createAvailabilityService } from './modules/bookings/availability/availability-service';
import { createMailService } from './modules/messaging/outbox/outbox-service';
import { createTextMessageServiceFromEnv } from './modules/messaging/outbox/text-message-service';
import { deliverPush } from './modules/messaging/push/push-service';
import { getVapidDetails } from './modules/messaging/push/vapid-keys-service';
import { createPackagesService } from './modules/money/packages/packages-service';
import type { PaymentProviders } from './modules/money/payments/payments-service';
import { createDashboardAnswers } from './modules/platform/read-versions/read-versions-service';

export interface AppDependencyOptions {
  env: Env;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** How e-mail leaves; null keeps every message in the outbox as not_configured. */
  mailTransport: MailTransport | null;
}

/**
 * The services that live as long as the app, made once (server.ts, the test app, the OpenAPI
 * script): the caches (bookable slots, packages, the dashboard's Today and Students answers), the outbox's channels and the payment providers.
 * Outside libraries load on first use, so making them all here costs nothing at start.
 */
export function createAppDependencies(options: AppDependencyOptions): AppDependencies {
  const { env, database, logger, now } = options;
  const base = { env, database, logger, now };
  return {
    ...base,
    mail: createMailService({
      db: database.db,
      transport: options.mailTransport,
      from: env.MAIL_FROM,
      logger,
      now,
    }),
    // SMS and WhatsApp (Twilio) for the reminders and the notices of lessons cancelled or moved.
    texts: createTextMessageServiceFromEnv(base),
    // The web-push library loads with the first push.
    pushSender: createWebPushSender({ vapidDetails: () => getVapidDetails(base) }),
    deliverPushRow: deliverPush,
    availability: createAvailabilityService(database, now),
    packages: createPackagesService(database.db, now),
    paymentProviders: createPaymentProviders(env),
    dashboardAnswers: createDashboardAnswers(database.db, now),
  };
}

/** Each outside payment service, or null when its configuration is missing. */
function createPaymentProviders(env: Env): PaymentProviders {
  return {
    card:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? createStripeCardPayments({
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          })
        : null,
    shop:
      env.WOOCOMMERCE_URL && env.WOOCOMMERCE_KEY && env.WOOCOMMERCE_SECRET && env.WOOCOMMERCE_WEBHOOK_SECRET
        ? createWooCommerceShop({
            url: env.WOOCOMMERCE_URL,
            consumerKey: env.WOOCOMMERCE_KEY,
            consumerSecret: env.WOOCOMMERCE_SECRET,
            webhookSecret: env.WOOCOMMERCE_WEBHOOK_SECRET,
          })
        : null,
  };
}
