import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDatabaseFolderLock, type DatabaseFolderLock } from './database-folder-lock';
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
  /**
   * Applies every pending migration, then runs `afterMigrate` (the first-start seed) under the same
   * lock: several processes starting together on one database take turns, so each finds the work
   * of the one before it done.
   */
  migrate<T>(
    afterMigrate?: (db: Database) => Promise<T>,
    /** Another migrations folder: the migration tests stop at an older schema, then go on. */
    migrationsFolder?: string,
  ): Promise<T | undefined>;
  close(): Promise<void>;
  /**
   * The embedded database on disk only: runs `copy` with its data directory after a CHECKPOINT,
   * while no other query or transaction can run, so the files copied form a consistent database.
   */
  withQuietFiles?: <T>(copy: (dataDir: string) => Promise<T>) => Promise<T>;
  /**
   * Hears PostgreSQL NOTIFY on `channel` (a NOTIFY sent inside a transaction arrives at commit, in
   * every process on the database). Resolves once listening; the answer stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
}

export interface NotificationHandlers {
  onNotify(payload: string): void;
  /**
   * The listening connection dropped and is back (PostgreSQL only): notifications sent meanwhile
   * were missed, so whoever relies on them should catch up.
   */
  onReconnect?(): void;
  /** The listening connection failed; it is retried with a growing delay. */
  onError?(error: unknown): void;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed 64-bit number works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_305_114_226;

export interface PgliteOpenOptions {
  /** What this process is, in words, for the message a second process gets: 'the server'. */
  openedBy?: string;
  /** Told when the folder's lock belongs to a process out of sight and this one waits for its heartbeat. */
  onLockWait?: (message: string) => void;
  /**
   * A database to start from, as `dumpDataDir` wrote it (a tar archive), for an in-memory database
   * only (`dataDir` undefined): a test file's fresh copy of a template without touching the disk.
   */
  loadDataDir?: Blob;
}

/**
 * The embedded database, in memory (`dataDir` undefined) or in a folder only this process may
 * open: `DatabaseFolderInUseError` when another process has it, before anything in it changes.
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  openOptions: PgliteOpenOptions = {},
): Promise<DatabaseHandle> {
  // Before anything reads or creates the database's files: refused, this process changes nothing.
  const lock = dataDir
    ? await acquireDatabaseFolderLock(dataDir, {
        openedBy: openOptions.openedBy,
        onWait: openOptions.onLockWait,
      })
    : null;
  try {
    return await openLockedPgliteDatabase(dataDir, lock, openOptions.loadDataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openLockedPgliteDatabase(
  dataDir: string | undefined,
  lock: DatabaseFolderLock | null,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  if (dataDir && loadDataDir)
    throw new Error('A database folder opens as it is: loadDataDir is for a database in memory');
  // Loaded here, not at the top: a server on PostgreSQL never needs the embedded database's code.
  const [{ PGlite }, { btree_gist }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  const options = {
    extensions: { btree_gist },
    // The data directory asks for PostgreSQL's default 128 MB of shared buffers, all of it
    // resident once touched; a driving school's whole database is a few MB, so 16 MB holds it
    // with room to spare (about 130 MB less memory).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    ...(loadDataDir ? { loadDataDir } : {}),
  };
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) createPgliteDataDir(dataDir);
  const client = await PGlite.create(dataDir, options);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    engine: 'pglite',
    // One instance belongs to one process: nobody to take turns with.
    async migrate(afterMigrate, migrationsFolder = MIGRATIONS_FOLDER) {
      await migratePglite(db, { migrationsFolder });
      return afterMigrate ? await afterMigrate(db) : undefined;
    },
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    // Every query and transaction of this instance waits for this one to end (PGlite's mutex).
    ...(dataDir
      ? {
          withQuietFiles: <T>(copy: (dir: string) => Promise<T>) =>
            client.transaction(async (tx) => {
              await tx.exec('CHECKPOINT');
              return copy(dataDir);
            }),
        }
      : {}),
    // One instance in one process: its own LISTEN hears its own NOTIFY.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

/*
 * A new database is created (initdb) by a short-lived process: what initdb leaves in memory stays
 * with the process that ran it (a closed instance in the server kept about 60 MB), and a first
 * start should cost no more memory than a restart.
 */
function createPgliteDataDir(dataDir: string): void {
  const pgliteUrl = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const created = spawnSync(
    process.execPath,
    [
      '-e',
      'import(process.env.PGLITE_URL).then(async ({ PGlite }) => (await PGlite.create(process.env.PGLITE_DATA_DIR)).close())',
    ],
    { env: { ...process.env, PGLITE_URL: pgliteUrl, PGLITE_DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  if (created.status !== 0) {
    throw new Error(`Could not create the embedded database in ${dataDir}: ${created.stderr}`);
  }
}

/** How long a request waits for a connection before it fails (PostgreSQL down or every connection busy). */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgresDatabase(
  connectionString: string,
  options: { onConnectionError?: (error: Error) => void } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection the server ended (a restart, a failover, a terminated backend, a dropped test
  // database): pg-pool hears this itself only while the connection is idle. One that is checked
  // out emits 'error' on its client, and an 'error' event nobody hears ends the process. So every
  // client gets a listener: the query in flight fails (its request answers 503), and the pool
  // discards the broken connection and opens another when asked.
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      options.onConnectionError?.(error);
      handBackBrokenClient(client, checkedOut, error);
    });
    client.on('end', () => handBackBrokenClient(client, checkedOut, new Error('Connection ended')));
  });
  // pg-pool also re-emits an idle client's error here; the client's own listener has reported it.
  pool.on('error', () => undefined);
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    async migrate(afterMigrate, migrationsFolder = MIGRATIONS_FOLDER) {
      // Two servers starting together must not both run the same migration, nor both seed.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePostgres(drizzleNodePostgres({ client: lockClient, schema }), { migrationsFolder });
        return afterMigrate ? await afterMigrate(db) : undefined;
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    async close() {
      await pool.end();
    },
    listen(channel, handlers) {
      return listenOnPostgres(connectionString, channel, handlers);
    },
  };
}

/*
 * drizzle's transaction (0.45) sends BEGIN before its try/finally: when BEGIN fails on a connection
 * the server has just ended, the connection is never released, and the pool waits for it for
 * ever (on shutdown, `pool.end()` hangs). So a checked-out connection that breaks is handed back
 * here at once, marked broken so the pool discards it; the holder's own release later does nothing.
 */
function handBackBrokenClient(client: pg.PoolClient, checkedOut: Set<pg.PoolClient>, error: Error): void {
  if (!checkedOut.has(client)) return;
  checkedOut.delete(client);
  const release = client.release.bind(client);
  client.release = () => undefined;
  release(error);
}

const LISTEN_RETRY_FIRST_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries and lose the
 * LISTEN). When it drops it is reopened with a growing delay, and `onReconnect` says so.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = LISTEN_RETRY_FIRST_MS;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      handlers.onError?.(error);
      dropAndRetry(next);
    });
    next.on('end', () => dropAndRetry(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryDelay = LISTEN_RETRY_FIRST_MS;
  }

  function dropAndRetry(failed: pg.Client): void {
    if (stopped || client !== failed) return;
    client = null;
    failed.end().catch(() => undefined);
    scheduleRetry();
  }

  function scheduleRetry(): void {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          if (!stopped) handlers.onReconnect?.();
        },
        (error: unknown) => {
          handlers.onError?.(error);
          retryDelay = Math.min(retryDelay * 2, LISTEN_RETRY_MAX_MS);
          scheduleRetry();
        },
      );
    }, retryDelay);
    retryTimer.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => undefined);
    }
  };
}

/** PostgreSQL when a URL is configured, otherwise the embedded PGlite in `dataDir`. */
export function openDatabase(
  options: {
    databaseUrl?: string | undefined;
    dataDir: string;
    /** Told when PostgreSQL ends a pooled connection, idle or in use (the pool replaces it). */
    onConnectionError?: (error: Error) => void;
  } & PgliteOpenOptions,
): Promise<DatabaseHandle> {
  // PostgreSQL serves several processes at once: only the embedded folder is locked.
  return options.databaseUrl
    ? openPostgresDatabase(options.databaseUrl, { onConnectionError: options.onConnectionError })
    : openPgliteDatabase(options.dataDir, { openedBy: options.openedBy, onLockWait: options.onLockWait });
}

/** A cheap round trip, for health checks. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
