import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database-client';
import { schoolSettings } from '../../../db/schema';

export type SchoolSettingsRow = typeof schoolSettings.$inferSelect;

export async function findSchoolSettings(db: Database): Promise<SchoolSettingsRow | undefined> {
  const [row] = await db.select().from(schoolSettings).where(eq(schoolSettings.id, 1));
  return row;
}
