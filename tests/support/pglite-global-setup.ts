import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteDatabase } from '../../src/server/db/database-client';
import './provided-context';
import { seedTemplate } from './test-seed';

/**
 * Migrates one PGlite database for the whole run, and a copy of it seeded as most test apps are
 * seeded (tests/support/test-seed.ts). Each is kept as a folder (for the few tests that need the
 * database's files) and as an archive each test file loads into a database in memory.
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

  const dump = join(root, 'data.tar');
  const seededDump = join(root, 'seeded.tar');
  await Promise.all([writeDump(dataDir, dump), writeDump(seededDir, seededDump)]);

  project.provide('pgliteTemplateDir', dataDir);
  project.provide('pgliteSeededTemplateDir', seededDir);
  project.provide('pgliteTemplateDump', dump);
  project.provide('pgliteSeededTemplateDump', seededDump);
  return () => rmSync(root, { recursive: true, force: true });
}

/** The folder's database as an uncompressed archive (`dumpDataDir`), which PGlite loads at start. */
async function writeDump(dataDir: string, file: string): Promise<void> {
  const [{ PGlite }, { btree_gist }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
  ]);
  const client = await PGlite.create(dataDir, { extensions: { btree_gist } });
  try {
    const archive = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await client.close();
  }
}
