import { SCHOOL_TIME_ZONE } from '../core/time/london-time';
import { buildApp } from './app';
import { createAppDependencies } from './app-dependencies';
import { type DatabaseHandle, openDatabase } from './db/database-client';
import { DatabaseFolderInUseError } from './db/database-folder-lock';
import { seedDatabase } from './db/seed';
import { describeUnconfiguredIntegrations, InvalidConfigurationError, parseEnv } from './env';
import { createSmtpMailTransport } from './integrations/smtp-mail-transport';
import { isDatabaseUnavailableError } from './lib/database-errors';
import { createLogger } from './lib/logger';
import { describeVapidKeySource, getVapidKeys } from './modules/messaging/push/vapid-keys-service';
import {
  describeUnsetSchoolSettings,
  fillSchoolSettingsFromEnv,
  getSchoolSettings,
} from './modules/school/settings/school-settings-service';

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

  // Readable lines for a person at a terminal, JSON for anything else (a pipe, a container's log,
  // a file), in production too (docs/decisions/0031).
  const logger = createLogger({ level: env.LOG_LEVEL, pretty: Boolean(process.stdout.isTTY) });

  // A database connection that fails after a request was answered (a job's query, a message sent
  // after commit) must not end the process: the database is back in a few seconds and the next
  // run or request succeeds. Anything else unexpected still stops it, as Node would.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailableError(reason)) {
      logger.warn(
        { message: reason instanceof Error ? reason.message : String(reason) },
        'database unavailable',
      );
      return;
    }
    logger.fatal({ err: reason }, 'unhandled rejection: stopping');
    process.exit(1);
  });

  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      // Only the code and message: the error carries the client and its connection secrets.
      onConnectionError: (error) =>
        logger.warn(
          { code: readErrorCode(error), message: error.message },
          'database: a connection was closed by the server; the pool will open another',
        ),
      openedBy: 'the server',
      onLockWait: (message) => logger.warn(message),
    });
  } catch (error) {
    // Expected when a server (or a command) already has the embedded database: the words, no stack.
    if (error instanceof DatabaseFolderInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const now = () => new Date();
  // Under the migration lock: servers starting together on a fresh database seed once.
  const seed = await database.migrate(async (db) => {
    const seeded = await seedDatabase({ db, env, now: now(), timeZone: SCHOOL_TIME_ZONE });
    // The school's settings start from the environment once; from then on the database decides.
    await fillSchoolSettingsFromEnv(db, env, { logger });
    return seeded;
  });
  logger.info({ database: database.engine, seed }, 'database ready');

  const deps = createAppDependencies({
    env,
    database,
    logger,
    now,
    mailTransport: env.SMTP_URL ? createSmtpMailTransport(env.SMTP_URL) : null,
  });
  for (const note of describeUnconfiguredIntegrations(env)) logger.warn(note);
  const schoolSettings = await getSchoolSettings({ database, env, logger });
  for (const note of describeUnsetSchoolSettings(schoolSettings)) logger.warn(note);
  // Kept (or generated and kept) before the first request, so the log says which pair is in use.
  logger.info(describeVapidKeySource((await getVapidKeys({ database, env, now })).source));

  const app = await buildApp(deps, { loggerInstance: logger, runBackgroundJobs: true });
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
  logger.info(`${schoolSettings.schoolName} is open at ${env.PUBLIC_URL}`);
}

function readErrorCode(error: Error): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
