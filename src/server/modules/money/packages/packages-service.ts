import {
  moveToPosition,
  normalisePackageName,
  toPackageType,
} from '../../../../core/bookings/booking/package-admin-rules';
import {
  type AdminPackage,
  type AdminPackagesResponse,
  findPackageFieldProblem,
  PACKAGE_NAME_TAKEN_MESSAGE,
  type ValidCreatePackageRequest,
  type ValidUpdatePackageRequest,
} from '../../../../core/bookings/booking/package-admin-schemas';
import type { LessonPackage, PackagesResponse } from '../../../../core/bookings/booking/package-schemas';
import type { AppDependencies } from '../../../app-types';
import type { Database, DatabaseExecutor } from '../../../db/database-client';
import { badRequest, notFound } from '../../../lib/app-error';
import {
  recordSettingsChanges,
  type SettingsChangeAuthor,
  type SettingsChangeToRecord,
} from '../../school/settings/settings-history-service';
import {
  findActivePackage,
  insertPackage,
  listActivePackages,
  listAllPackages,
  type PackageRow,
  updatePackage,
} from './packages-repository';

export type { PackageRow };

/**
 * The package a learner or the instructor may choose now (a retired one is not found), read in the
 * caller's transaction: what other modules sell from.
 */
export function findChoosablePackage(
  db: DatabaseExecutor,
  packageType: string,
): Promise<PackageRow | undefined> {
  return findActivePackage(db, packageType);
}

/** The packages on sale, in display order, read in the caller's transaction (no cache). */
export function listChoosablePackages(db: DatabaseExecutor): Promise<PackageRow[]> {
  return listActivePackages(db);
}

const PACKAGES_CACHE_MS = 60_000;

export const PACKAGE_NOT_FOUND_MESSAGE =
  'This package no longer exists. Reload the page to see the packages.';
export const LAST_ACTIVE_PACKAGE_MESSAGE =
  'Keep at least one package active: learners need one to book. Add or restore another first.';

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
    offerEndsOn: row.offerEndsOn,
  };
}

export interface PackagesService {
  /** The active packages keyed by type, in display order; `refresh` skips the short cache. */
  getPackages(options: { refresh: boolean }): Promise<PackagesResponse>;
  /** Drops the cached list after a change: the next page (and its pre-rendered HTML) shows it. */
  forgetCachedPackages(): void;
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
    forgetCachedPackages() {
      cached = null;
    },
  };
}

/* The packages settings (issue 23): the instructor's list, a new package, a change of one. */

/** The fields a change may touch besides the place, as the history names them. */
const EDITABLE_FIELDS = [
  'name',
  'pricePence',
  'totalMinutes',
  'lessons',
  'description',
  'features',
  'isPopular',
  'isSingleLesson',
  'offerEndsOn',
  'isActive',
] as const;

function toAdminPackage(row: PackageRow & { bookingCount: number }, index: number): AdminPackage {
  return {
    packageType: row.packageType,
    name: row.name,
    pricePence: row.pricePence,
    totalMinutes: row.totalMinutes,
    lessons: row.lessons,
    description: row.description,
    features: row.features,
    isPopular: row.isPopular,
    isSingleLesson: row.isSingleLesson,
    offerEndsOn: row.offerEndsOn,
    isActive: row.isActive,
    // The place in the list, whatever the stored numbers (the seed counts in tens).
    sortOrder: index + 1,
    bookingCount: row.bookingCount,
  };
}

/** Every package, retired ones too, in display order. */
export async function listPackagesForSettings(db: DatabaseExecutor): Promise<AdminPackagesResponse> {
  const rows = await listAllPackages(db);
  return { packages: rows.map(toAdminPackage) };
}

function requireUniqueName(rows: readonly PackageRow[], name: string, exceptType: string | null): void {
  const wanted = normalisePackageName(name);
  const taken = rows.some(
    (row) => row.packageType !== exceptType && normalisePackageName(row.name) === wanted,
  );
  if (taken) throw badRequest(PACKAGE_NAME_TAKEN_MESSAGE, { name: PACKAGE_NAME_TAKEN_MESSAGE });
}

/**
 * One "Most Popular" at a time (issue 34; the database's packages_one_popular_idx): the package
 * given the badge takes it from the one that had it, with that package's history line.
 */
async function takePopularBadgeFromOthers(
  tx: DatabaseExecutor,
  rows: readonly PackageRow[],
  newHolder: string,
): Promise<SettingsChangeToRecord[]> {
  const history: SettingsChangeToRecord[] = [];
  for (const row of rows) {
    if (!row.isPopular || row.packageType === newHolder) continue;
    await updatePackage(tx, row.packageType, { isPopular: false });
    history.push({
      area: 'package',
      subject: row.packageType,
      field: 'isPopular',
      oldValue: true,
      newValue: false,
    });
  }
  return history;
}

/**
 * Adds a package, active and last in the list, under a type made from its name
 * ('weekend_intensive'), with its history line, in one transaction.
 */
export async function createPackageFromSettings(
  deps: Pick<AppDependencies, 'database' | 'now' | 'packages'>,
  author: SettingsChangeAuthor,
  request: ValidCreatePackageRequest,
): Promise<{ packageType: string; list: AdminPackagesResponse }> {
  const now = deps.now();
  const packageType = await deps.database.db.transaction(async (tx) => {
    // Locked: two additions at once get distinct types and places.
    const rows = await listAllPackages(tx, { lock: true });
    requireUniqueName(rows, request.name, null);
    const type = toPackageType(request.name, new Set(rows.map((row) => row.packageType)));
    const lastSortOrder = Math.max(0, ...rows.map((row) => row.sortOrder));
    const badgeHistory = request.isPopular ? await takePopularBadgeFromOthers(tx, rows, type) : [];
    await insertPackage(tx, {
      ...request,
      packageType: type,
      isActive: true,
      sortOrder: lastSortOrder + 1,
      updatedAt: now,
    });
    await recordSettingsChanges(tx, author, now, [
      ...badgeHistory,
      { area: 'package', subject: type, field: 'created', oldValue: null, newValue: request.name },
    ]);
    return type;
  });
  deps.packages.forgetCachedPackages();
  return { packageType, list: await listPackagesForSettings(deps.database.db) };
}

/**
 * Changes one package: any field, retiring or restoring it, or its place (the others move along,
 * every place stays distinct). Each changed value gets a history line in the same transaction.
 * Bookings and purchases keep the price and hours they were sold with.
 */
export async function updatePackageFromSettings(
  deps: Pick<AppDependencies, 'database' | 'now' | 'packages'>,
  author: SettingsChangeAuthor,
  packageType: string,
  patch: ValidUpdatePackageRequest,
): Promise<AdminPackagesResponse> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const rows = await listAllPackages(tx, { lock: true });
    const current = rows.find((row) => row.packageType === packageType);
    if (!current) throw notFound(PACKAGE_NOT_FOUND_MESSAGE);
    const { sortOrder: position, ...fieldChanges } = patch;
    if (fieldChanges.name !== undefined) requireUniqueName(rows, fieldChanges.name, packageType);
    const problem = findPackageFieldProblem({
      isSingleLesson: fieldChanges.isSingleLesson ?? current.isSingleLesson,
      lessons: fieldChanges.lessons ?? current.lessons,
    });
    if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
    if (fieldChanges.isActive === false && current.isActive) {
      const othersActive = rows.some((row) => row.isActive && row.packageType !== packageType);
      if (!othersActive)
        throw badRequest(LAST_ACTIVE_PACKAGE_MESSAGE, { isActive: LAST_ACTIVE_PACKAGE_MESSAGE });
    }

    const history: SettingsChangeToRecord[] = [];
    for (const field of EDITABLE_FIELDS) {
      if (fieldChanges[field] === undefined) continue;
      history.push({
        area: 'package',
        subject: packageType,
        field,
        oldValue: current[field],
        newValue: fieldChanges[field],
      });
    }
    if (fieldChanges.isPopular === true)
      history.push(...(await takePopularBadgeFromOthers(tx, rows, packageType)));
    await updatePackage(tx, packageType, { ...fieldChanges, updatedAt: now });

    if (position !== undefined) {
      const reordered = moveToPosition(rows, current, position);
      // Renumbered 1..n: places stay distinct whatever the stored numbers were.
      for (const [index, row] of reordered.entries()) {
        if (row.sortOrder !== index + 1) await updatePackage(tx, row.packageType, { sortOrder: index + 1 });
      }
      history.push({
        area: 'package',
        subject: packageType,
        field: 'sortOrder',
        oldValue: rows.indexOf(current) + 1,
        newValue: reordered.indexOf(current) + 1,
      });
    }
    await recordSettingsChanges(tx, author, now, history);
  });
  deps.packages.forgetCachedPackages();
  return listPackagesForSettings(deps.database.db);
}
