import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../../src/server/db/database-client';
import './provided-context';
import { seedTemplate } from './test-seed';

/**
 * Migrates a template database once, and a copy of it seeded as most test apps are seeded
 * (tests/support/test-seed.ts); each test file gets `CREATE DATABASE ... TEMPLATE` of one of them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const templateName = `${new URL(adminUrl).pathname.slice(1) || 'app_test'}_template`;
  const seededName = `${templateName}_seeded`;
  const templates = [seededName, templateName];

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of templates) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${templateName}"`);
  await admin.end();

  const handle = await openPostgresDatabase(databaseUrl(adminUrl, templateName));
  await handle.migrate();
  await handle.close();

  await withAdmin(adminUrl, (client) =>
    client.query(`CREATE DATABASE "${seededName}" TEMPLATE "${templateName}"`),
  );
  const seeded = await openPostgresDatabase(databaseUrl(adminUrl, seededName));
  await seedTemplate(seeded.db);
  await seeded.close();

  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplateDatabase', templateName);
  project.provide('postgresSeededTemplateDatabase', seededName);
  return () =>
    withAdmin(adminUrl, async (client) => {
      for (const name of templates) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
