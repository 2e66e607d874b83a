import pino from 'pino';
import { SCHOOL_TIME_ZONE } from '../core/time/london-time';
import { buildApp } from './app';
import { openDatabase } from './db/database-client';
import { seedDatabase } from './db/seed';
import { describeUnconfiguredIntegrations, InvalidConfigurationError, parseEnv } from './env';
import { createSmtpMailTransport } from './integrations/smtp-mail-transport';
import { createMailService } from './modules/outbox/outbox-service';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof InvalidConfigurationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = pino({
    level: env.LOG_LEVEL,
    ...(process.stdout.isTTY && env.NODE_ENV !== 'production'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onIdleConnectionError: (error) =>
      logger.warn({ err: error }, 'database: the server closed an idle connection'),
  });
  await database.migrate();
  const now = () => new Date();
  const seed = await seedDatabase({ db: database.db, env, now: now(), timeZone: SCHOOL_TIME_ZONE });
  logger.info({ database: database.engine, seed }, 'database ready');

  const mail = createMailService({
    db: database.db,
    transport: env.SMTP_URL ? createSmtpMailTransport(env.SMTP_URL) : null,
    from: env.MAIL_FROM,
    logger,
    now,
  });
  for (const note of describeUnconfiguredIntegrations(env)) logger.warn(note);

  const app = await buildApp(
    { env, database, mail, now, logger },
    { loggerInstance: logger, runBackgroundJobs: true },
  );
  app.addHook('onClose', async () => {
    await database.close();
  });

  let shuttingDown = false;
  const shutDown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing open requests');
    const forceExit = setTimeout(() => {
      logger.error('open requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutDown('SIGTERM'));
  process.on('SIGINT', () => shutDown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info(`${env.SCHOOL_NAME} is open at ${env.PUBLIC_URL}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
