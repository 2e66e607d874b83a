import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { SettingsChangeArea } from '../../../../core/school/settings/settings-history-schemas';
import type { DatabaseExecutor } from '../../../db/database-client';
import { packages, settingsChanges } from '../../../db/schema';

/** Who made a change: the signed-in instructor. */
export interface SettingsChangeAuthor {
  instructorId: number;
  /** Their e-mail, kept with the change. */
  email: string;
}

export interface SettingsChangeToRecord {
  area: SettingsChangeArea;
  /** The package's type for a package change; null for the school's settings. */
  subject: string | null;
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

/**
 * Writes changes to the history, in the transaction that makes them (a change is never saved
 * without its history line, nor the other way round). Unchanged values are left out.
 */
export async function insertSettingsChanges(
  tx: DatabaseExecutor,
  author: SettingsChangeAuthor,
  changedAt: Date,
  changes: readonly SettingsChangeToRecord[],
): Promise<void> {
  const changed = changes.filter(
    (change) => JSON.stringify(change.oldValue) !== JSON.stringify(change.newValue),
  );
  if (changed.length === 0) return;
  await tx.insert(settingsChanges).values(
    changed.map((change) => ({
      changedAt,
      instructorId: author.instructorId,
      changedBy: author.email,
      area: change.area,
      subject: change.subject,
      field: change.field,
      oldValue: change.oldValue ?? null,
      newValue: change.newValue ?? null,
    })),
  );
}

export type SettingsChangeRow = typeof settingsChanges.$inferSelect;

/** Newest first, `limit` at a time, below `beforeId` when given. */
export function listSettingsChanges(
  db: DatabaseExecutor,
  options: { beforeId?: number; limit: number; area?: SettingsChangeArea },
): Promise<SettingsChangeRow[]> {
  const conditions = [
    options.beforeId === undefined ? undefined : lt(settingsChanges.id, options.beforeId),
    options.area === undefined ? undefined : eq(settingsChanges.area, options.area),
  ];
  return db
    .select()
    .from(settingsChanges)
    .where(and(...conditions))
    .orderBy(desc(settingsChanges.id))
    .limit(options.limit);
}

/** The names of the packages with these types (the history shows a package by its name). */
export async function findPackageNames(
  db: DatabaseExecutor,
  packageTypes: readonly string[],
): Promise<Map<string, string>> {
  if (packageTypes.length === 0) return new Map();
  const rows = await db
    .select({ packageType: packages.packageType, name: packages.name })
    .from(packages)
    .where(inArray(packages.packageType, [...packageTypes]));
  return new Map(rows.map((row) => [row.packageType, row.name]));
}
