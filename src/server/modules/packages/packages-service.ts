import type { LessonPackage, PackagesResponse } from '../../../core/booking/package-schemas';
import type { Database } from '../../db/database-client';
import { listActivePackages, type PackageRow } from './packages-repository';

const PACKAGES_CACHE_MS = 60_000;

export function toLessonPackage(row: PackageRow): LessonPackage {
  return {
    packageType: row.packageType,
    name: row.name,
    description: row.description,
    price: row.pricePence,
    lessons: row.lessons,
    hours: row.totalMinutes / 60,
    features: row.features,
    isPopular: row.isPopular,
    isSingleLesson: row.isSingleLesson,
  };
}

export interface PackagesService {
  /** The active packages keyed by type, in display order; `refresh` skips the short cache. */
  getPackages(options: { refresh: boolean }): Promise<PackagesResponse>;
}

/** Packages change rarely and are polled often (every 30 s per booking page): keep them a minute. */
export function createPackagesService(db: Database, now: () => Date): PackagesService {
  let cached: { expiresAt: number; value: PackagesResponse } | null = null;
  return {
    async getPackages({ refresh }) {
      const nowMs = now().getTime();
      if (!refresh && cached && nowMs < cached.expiresAt) return cached.value;
      const rows = await listActivePackages(db);
      const value = Object.fromEntries(rows.map((row) => [row.packageType, toLessonPackage(row)]));
      cached = { expiresAt: nowMs + PACKAGES_CACHE_MS, value };
      return value;
    },
  };
}
