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
import type { MailService } from './modules/messaging/outbox/outbox-service';

/** The Fastify instance every routes module receives: zod schemas type requests and replies. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the app is built from; tests pass their own (a fresh database, a fixed clock). */
export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  mail: MailService;
  logger: FastifyBaseLogger;
  /** The current instant; a parameter so rules can be tested at any moment. */
  now: () => Date;
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
