import { asc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database-client';
import { packages } from '../../db/schema';

export type PackageRow = typeof packages.$inferSelect;

export function listActivePackages(db: DatabaseExecutor): Promise<PackageRow[]> {
  return db.select().from(packages).where(eq(packages.isActive, true)).orderBy(asc(packages.sortOrder));
}

export async function findActivePackage(
  db: DatabaseExecutor,
  packageType: string,
): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(packages).where(eq(packages.packageType, packageType));
  return row?.isActive ? row : undefined;
}
