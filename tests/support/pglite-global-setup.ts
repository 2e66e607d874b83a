import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteDatabase } from '../../src/server/db/database-client';
import './provided-context';
import { seedTemplate } from './test-seed';

/**
 * Migrates one PGlite database for the whole run, and a copy of it seeded as most test apps are
 * seeded (tests/support/test-seed.ts); each test file starts from a copy of one of the two.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'school-pglite-template-'));
  const dataDir = join(root, 'data');
  const handle = await openPgliteDatabase(dataDir);
  await handle.migrate();
  await handle.close();

  const seededDir = join(root, 'seeded');
  cpSync(dataDir, seededDir, { recursive: true });
  const seeded = await openPgliteDatabase(seededDir);
  await seedTemplate(seeded.db);
  await seeded.close();

  project.provide('pgliteTemplateDir', dataDir);
  project.provide('pgliteSeededTemplateDir', seededDir);
  return () => rmSync(root, { recursive: true, force: true });
}
