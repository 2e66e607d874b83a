import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/database-client';
import type { Env } from './env';
import type { AvailabilityService } from './modules/bookings/availability/availability-service';
import type { MailService } from './modules/messaging/outbox/outbox-service';
import type { TextMessageService } from './modules/messaging/outbox/text-message-service';
import type { PushRowDeliverer } from './modules/messaging/outbox/with-outbox';
import type { PushSender } from './modules/messaging/push/push-service';
import type { PackagesService } from './modules/money/packages/packages-service';
import type { PaymentProviders } from './modules/money/payments/payments-service';
import type { DashboardAnswers } from './modules/platform/read-versions/read-versions-service';

/** The Fastify instance every routes module receives: zod schemas type requests and replies. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What the app is built from, made once at start by `createAppDependencies` (app-dependencies.ts):
 * every route registration takes `(app, deps)`, every background job `(deps)`, and a service
 * function called from them takes `deps` first. Tests build theirs the same way (a fresh database,
 * a fixed clock) and may put a fake in place of any member (`{ ...deps, texts: fakeTexts }`).
 */
export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** The current instant; a parameter so rules can be tested at any moment. */
  now: () => Date;
  /** E-mail through the outbox. */
  mail: MailService;
  /** SMS and WhatsApp through the outbox. */
  texts: TextMessageService;
  /** Sends one web push, or null when push cannot be sent (its rows stay `not_configured`). */
  pushSender: PushSender | null;
  /**
   * A port: the outbox (low) delivers its push rows through the push module (above it), which
   * fills this in at start, so no module imports upward.
   */
  deliverPushRow: PushRowDeliverer;
  /** The learners' bookable slots, cached; every change of what can be booked invalidates it. */
  availability: AvailabilityService;
  /** The packages on sale, cached for a minute. */
  packages: PackagesService;
  /** Each outside payment service, or null when its configuration is missing. */
  paymentProviders: PaymentProviders;
  /** The instructor's Today and Students answers, kept while the database's read version is unchanged. */
  dashboardAnswers: DashboardAnswers;
}

export interface RouteSummary {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app (method and URL pattern), in registration order. */
    routeTable: RouteSummary[];
  }
}
