import { eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { readVersions } from '../../../db/schema';

/** The current version of the named read answers, or null when the row is missing (migration 0025). */
export async function findReadVersion(db: DatabaseExecutor, name: string): Promise<number | null> {
  const [row] = await db
    .select({ version: readVersions.version })
    .from(readVersions)
    .where(eq(readVersions.name, name));
  return row?.version ?? null;
}
