import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from './database-client';

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string() })).min(1) });

let cached: number | null = null;

/**
 * The schema version of this build: how many migrations it has (drizzle's journal, shipped beside
 * the migrations that every start applies). A backup records it; restore refuses a higher one.
 */
export function getSchemaVersion(): number {
  cached ??= journalSchema.parse(
    JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')),
  ).entries.length;
  return cached;
}
