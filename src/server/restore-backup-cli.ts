import { access, constants } from 'node:fs/promises';
import { pino } from 'pino';
import { describeRestorePasswordLinks } from '../core/platform/backup/backup-schemas';
import { type DatabaseHandle, openDatabase } from './db/database-client';
import { DatabaseFolderInUseError } from './db/database-folder-lock';
import { InvalidConfigurationError, parseEnv } from './env';
import { createSmtpMailTransport } from './integrations/smtp-mail-transport';
import { AppError } from './lib/app-error';
import { createMailService } from './modules/messaging/outbox/outbox-service';
import { sendPasswordLinksAfterRestore } from './modules/platform/auth/account-service';
import { restoreSchoolBackup } from './modules/platform/backup/backup-restore-service';

/*
 * `npm run restore -- FILE`: replaces all school data with a backup file, with the same
 * configuration the server uses (DATABASE_URL or DATA_DIR) and the same rules as the dashboard's
 * upload. On the embedded database, stop the server first: one folder, one process (a restore
 * while the server runs is refused before anything changes).
 */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error(
      'Usage: npm run restore -- FILE   (a backup file the dashboard or the nightly backup made)',
    );
    return 2;
  }
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof InvalidConfigurationError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    // Read in chunks by the restore itself (a backup can be hundreds of MB): only check it is readable.
    await access(file, constants.R_OK);
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      openedBy: 'a restore (npm run restore)',
      onLockWait: (message) => console.error(message),
    });
  } catch (error) {
    if (error instanceof DatabaseFolderInUseError) {
      console.error(`Not restored: ${error.message}`);
      return 1;
    }
    throw error;
  }
  try {
    // A fresh database gets its tables first; the first-start seed is not needed, the backup has it all.
    await database.migrate();
    const result = await restoreSchoolBackup({ database, env }, { path: file });
    console.log(
      `Restored ${result.school}'s backup of ${result.exportedAt} into the ${database.engine === 'pglite' ? `embedded database in ${env.DATA_DIR}` : 'PostgreSQL database'}:`,
    );
    const width = Math.max(...result.tables.map(({ table }) => table.length));
    for (const { table, rows } of result.tables) console.log(`  ${table.padEnd(width)}  ${rows}`);
    console.log(
      'Every session ended: the owners sign in again with INSTRUCTOR_PASSWORD. Links sent before the backup (progress, checkout, offers) no longer work.',
    );
    // The other instructors' passwords are not in a backup: each is e-mailed a link, as the dashboard's restore does.
    const logger = pino({ level: 'error' });
    const now = () => new Date();
    const mail = createMailService({
      db: database.db,
      transport: env.SMTP_URL ? createSmtpMailTransport(env.SMTP_URL) : null,
      from: env.MAIL_FROM,
      logger,
      now,
    });
    try {
      const links = await sendPasswordLinksAfterRestore({ database, env, mail, logger, now });
      const told = describeRestorePasswordLinks(links);
      if (told) console.log(told);
    } finally {
      mail.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`Not restored: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
