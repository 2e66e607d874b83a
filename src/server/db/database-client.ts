import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type DatabaseSchema = typeof schema;
/** The Drizzle database both engines present: repositories depend on this, never on a driver. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;
/** A transaction inside `Database.transaction`. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What repositories accept: the database, or a transaction the service opened. */
export type DatabaseExecutor = Database | DatabaseTransaction;
export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  /** Applies every pending migration (safe to call from several processes at once). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed 64-bit number works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_305_114_226;

export async function openPgliteDatabase(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { btree_gist } });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    engine: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      await client.close();
    },
  };
}

export async function openPostgresDatabase(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    async migrate() {
      // Two servers starting together must not both run the same migration.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePostgres(drizzleNodePostgres({ client: lockClient, schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** PostgreSQL when a URL is configured, otherwise the embedded PGlite in `dataDir`. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgresDatabase(options.databaseUrl)
    : openPgliteDatabase(options.dataDir);
}

/** A cheap round trip, for health checks. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
