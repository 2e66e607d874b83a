import { asc, count, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookings, packages } from '../../../db/schema';

export type PackageRow = typeof packages.$inferSelect;
export type NewPackageRow = typeof packages.$inferInsert;
export type PackageChanges = Partial<Omit<NewPackageRow, 'packageType'>>;

export function listActivePackages(db: DatabaseExecutor): Promise<PackageRow[]> {
  return db.select().from(packages).where(eq(packages.isActive, true)).orderBy(asc(packages.sortOrder));
}

/** The package a learner or the instructor may choose now: a retired one is not found. */
export async function findActivePackage(
  db: DatabaseExecutor,
  packageType: string,
): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(packages).where(eq(packages.packageType, packageType));
  return row?.isActive ? row : undefined;
}

/**
 * Every package, retired ones too, in display order, each with how many bookings chose it.
 * `lock` row-locks the packages for the caller's transaction, so two changes of the list (a move,
 * a new package) wait for each other and the display orders stay distinct.
 */
export async function listAllPackages(
  db: DatabaseExecutor,
  options: { lock?: boolean } = {},
): Promise<(PackageRow & { bookingCount: number })[]> {
  const query = db.select().from(packages).orderBy(asc(packages.sortOrder), asc(packages.packageType));
  const rows = options.lock ? await query.for('update') : await query;
  const counts = await db
    .select({ packageType: bookings.packageType, value: count() })
    .from(bookings)
    .groupBy(bookings.packageType);
  const countByType = new Map(counts.map((row) => [row.packageType, row.value]));
  return rows.map((row) => ({ ...row, bookingCount: countByType.get(row.packageType) ?? 0 }));
}

export async function insertPackage(db: DatabaseExecutor, row: NewPackageRow): Promise<void> {
  await db.insert(packages).values(row);
}

export async function updatePackage(
  db: DatabaseExecutor,
  packageType: string,
  changes: PackageChanges,
): Promise<void> {
  await db.update(packages).set(changes).where(eq(packages.packageType, packageType));
}
