import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { type DatabaseHandle, openPostgresDatabase } from './database-client';
import '../../../tests/support/provided-context';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

const backendPidResult = z.object({ rows: z.tuple([z.object({ pid: z.coerce.number().int().positive() })]) });

async function readBackendPid(handle: DatabaseHandle): Promise<number> {
  return backendPidResult.parse(await handle.db.execute(sql`SELECT pg_backend_pid() AS pid`)).rows[0].pid;
}

describe.runIf(onPostgres)('the PostgreSQL pool', () => {
  it('survives the server ending an idle connection: it reports it and opens another', async () => {
    const adminUrl = inject('postgresAdminUrl');
    const reported: Error[] = [];
    let heard: () => void = () => undefined;
    const errorHeard = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const handle = await openPostgresDatabase(adminUrl, {
      onConnectionError: (error) => {
        reported.push(error);
        heard();
      },
    });
    try {
      const pid = await readBackendPid(handle);

      // What a restart or a DROP DATABASE ... WITH (FORCE) does to the idle connection.
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      await errorHeard;
      expect(reported).toHaveLength(1);

      expect(await readBackendPid(handle)).not.toBe(pid);
    } finally {
      await handle.close();
    }
  });
});
