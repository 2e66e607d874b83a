import { SCHOOL_TIME_ZONE } from '../../src/core/time/london-time';
import type { Database } from '../../src/server/db/database-client';
import { seedDatabase } from '../../src/server/db/seed';
import { type Env, parseEnv } from '../../src/server/env';
import { giveValidComplianceRecords } from './compliance-records';

/** The environment every test app starts from; a test's own `env` is laid over it. */
export const TEST_APP_BASE_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000',
  RATE_LIMIT_SENSITIVE_PER_MINUTE: '100000',
};

/**
 * What the seed reads from the environment (seed.ts's `SeedOptions['env']`), as the base test
 * environment has it. Without demo data the seed reads nothing else (not even the clock), so
 * two seeds with these values write the same rows.
 */
const baseSeedEnv = parseEnv(TEST_APP_BASE_ENV);

/**
 * True when seeding a new database for `env` writes what the seeded template already holds:
 * the file can start from a copy of that template instead of seeding (an argon2 hash and a
 * dozen inserts per file, twice over the two API projects).
 */
export function seedsLikeTheTemplate(env: Env): boolean {
  return (
    !env.SEED_DEMO &&
    env.INSTRUCTOR_EMAIL === baseSeedEnv.INSTRUCTOR_EMAIL &&
    env.INSTRUCTOR_PASSWORD === baseSeedEnv.INSTRUCTOR_PASSWORD &&
    env.INSTRUCTOR_NAME === baseSeedEnv.INSTRUCTOR_NAME &&
    !baseSeedEnv.SEED_DEMO
  );
}

/** Seeds the template that `createTestDatabase({ seeded: true })` copies: the base env's seed. */
export async function seedTemplate(db: Database): Promise<void> {
  await seedDatabase({ db, env: baseSeedEnv, now: new Date(), timeZone: SCHOOL_TIME_ZONE });
  await giveValidComplianceRecords(db);
}
