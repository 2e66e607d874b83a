import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../../src/server/db/database-client';
import './provided-context';

/** Migrates a template database once; each test file gets `CREATE DATABASE ... TEMPLATE` of it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const templateName = `${new URL(adminUrl).pathname.slice(1) || 'app_test'}_template`;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${templateName}"`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${templateName}`;
  const handle = await openPostgresDatabase(templateUrl.toString());
  await handle.migrate();
  await handle.close();

  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplateDatabase', templateName);
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
    await cleanup.end();
  };
}
