import { type DatabaseHandle, openDatabase } from './db/database-client';
import { DatabaseFolderInUseError } from './db/database-folder-lock';
import { InvalidConfigurationError, parseEnv } from './env';
import { setInstructorPasswordFromConfiguration } from './modules/platform/auth/account-service';

/*
 * `npm run set-password`: sets the instructor's password (INSTRUCTOR_EMAIL's account) to
 * INSTRUCTOR_PASSWORD and signs out every session, with the configuration the server uses. The
 * way back in when the password is forgotten and the site cannot send e-mail: a restart alone
 * keeps the password the instructor chose (INSTRUCTOR_PASSWORD is only the first start's).
 */
async function main(): Promise<number> {
  if (process.argv.length > 2) {
    console.error(
      'Usage: INSTRUCTOR_PASSWORD=... npm run set-password   (the password comes from the environment, never the command line)',
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
  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      openedBy: 'a password change (npm run set-password)',
      onLockWait: (message) => console.error(message),
    });
  } catch (error) {
    if (error instanceof DatabaseFolderInUseError) {
      console.error(`The password was not changed: ${error.message}`);
      return 1;
    }
    throw error;
  }
  try {
    await database.migrate();
    const result = await setInstructorPasswordFromConfiguration(
      { database, now: () => new Date() },
      env.INSTRUCTOR_EMAIL,
      env.INSTRUCTOR_PASSWORD,
    );
    if (!result) {
      console.error(`No instructor account has the e-mail ${env.INSTRUCTOR_EMAIL} (INSTRUCTOR_EMAIL).`);
      return 1;
    }
    console.log(
      `The password of ${env.INSTRUCTOR_EMAIL} is now INSTRUCTOR_PASSWORD; ${result.sessionsSignedOut} signed-in session(s) ended.`,
    );
    return 0;
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
