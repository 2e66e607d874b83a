/*
 * `npm run lint:api` (first half): writes the OpenAPI description the server serves at
 * `/api/docs/json` to a file, without listening, so Redocly can lint it. The app is built on an
 * empty in-memory PGlite database: building the app and its description reads no table.
 * Usage: tsx scripts/write-openapi.ts [output file, default test-results/openapi.json]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { createAppDependencies } from '../src/server/app-dependencies';
import { openPgliteDatabase } from '../src/server/db/database-client';
import { parseEnv } from '../src/server/env';

const outputPath = process.argv[2] ?? 'test-results/openapi.json';

const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const logger = pino({ level: 'silent' });
const now = () => new Date();
const database = await openPgliteDatabase(undefined);
const deps = createAppDependencies({ env, database, logger, now, mailTransport: null });
const app = await buildApp(deps, { webRoot: '/nonexistent-web-root' });
try {
  await app.ready();
  mkdirSync(dirname(outputPath), { recursive: true });
  writeFileSync(outputPath, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`OpenAPI description written to ${outputPath}`);
} finally {
  await app.close();
  await database.close();
}
