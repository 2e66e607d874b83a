import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteDatabase } from '../../src/server/db/database-client';
import './provided-context';

/** Migrates one PGlite database for the whole run; each test file starts from a copy of it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'school-pglite-template-'));
  const dataDir = join(root, 'data');
  const handle = await openPgliteDatabase(dataDir);
  await handle.migrate();
  await handle.close();
  project.provide('pgliteTemplateDir', dataDir);
  return () => rmSync(root, { recursive: true, force: true });
}
