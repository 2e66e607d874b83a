import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { buildBookingRequest, getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { bookApprovedLesson, createSlotsAt } from '../../../../../tests/support/waiting-list-test-data';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  type AdminPackage,
  adminPackagesResponseSchema,
  type CreatePackageRequest,
  PACKAGE_FEATURE_MESSAGE,
  PACKAGE_HOURS_MESSAGE,
  PACKAGE_LESSONS_MESSAGE,
  PACKAGE_NAME_TAKEN_MESSAGE,
  PACKAGE_OFFER_ENDS_MESSAGE,
  PACKAGE_PRICE_MESSAGE,
  SINGLE_LESSON_LESSONS_MESSAGE,
} from '../../../../core/bookings/booking/package-admin-schemas';
import { packagesResponseSchema } from '../../../../core/bookings/booking/package-schemas';
import { studentsListResponseSchema } from '../../../../core/learners/students-schemas';
import { studentLedgerSchema } from '../../../../core/money/ledger/ledger-schemas';
import { bookings, packages, purchases, settingsChanges } from '../../../db/schema';
import { LAST_ACTIVE_PACKAGE_MESSAGE } from './packages-service';

// Wednesday 2 June 2027, 09:00 in London.
const NOW = new Date('2027-06-02T08:00:00Z');

let instructorId: number;
/** The bookings made before the price change (one approved at once, one approved after the change). */
const oldBookingIds: number[] = [];

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});

function newPackage(overrides: Partial<CreatePackageRequest> = {}): CreatePackageRequest {
  return {
    name: 'Weekend Intensive',
    pricePence: 30000,
    totalMinutes: 600,
    lessons: 5,
    description: 'Ten hours over two weekends.',
    features: ['Two-hour lessons', 'Saturday and Sunday'],
    isPopular: false,
    isSingleLesson: false,
    ...overrides,
  };
}

async function listAdminPackages(): Promise<AdminPackage[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/settings/packages',
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  return adminPackagesResponseSchema.parse(response.json()).packages;
}

async function createPackage(request: CreatePackageRequest) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/settings/packages',
    headers: testApp.headers,
    payload: request,
  });
}

async function patchPackage(packageType: string, payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/settings/packages/${packageType}`,
    headers: testApp.headers,
    payload,
  });
}

/** The public list, through its one-minute cache (no refresh): a change must show at once. */
async function publicPackages() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/packages' });
  expect(response.statusCode).toBe(200);
  return packagesResponseSchema.parse(response.json());
}

async function historyOf(packageType: string) {
  return testApp.database.db
    .select()
    .from(settingsChanges)
    .where(eq(settingsChanges.subject, packageType))
    .orderBy(settingsChanges.id);
}

async function countRows() {
  const { db } = testApp.database;
  const [packageCount] = await db.select({ value: count() }).from(packages);
  const [changeCount] = await db.select({ value: count() }).from(settingsChanges);
  return { packages: packageCount?.value, changes: changeCount?.value };
}

async function getLedger(studentId: number) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/students/${studentId}/ledger`,
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  return studentLedgerSchema.parse(response.json());
}

describe('the packages settings are for the instructor only', () => {
  it('answers 401 without a session and writes nothing', async () => {
    const before = await countRows();
    for (const request of [
      { method: 'GET' as const, url: '/api/settings/packages' },
      { method: 'POST' as const, url: '/api/settings/packages', payload: newPackage({ name: 'Sneaky' }) },
      { method: 'PATCH' as const, url: '/api/settings/packages/standard', payload: { pricePence: 100 } },
    ]) {
      const response = await testApp.app.inject(request);
      expect(response.statusCode, request.method).toBe(401);
    }
    expect(await countRows()).toEqual(before);
  });
});

describe('GET /api/settings/packages', () => {
  it('lists every package in display order with its place and how many bookings chose it', async () => {
    const list = await listAdminPackages();
    expect(list.map((item) => item.packageType).slice(0, 3)).toEqual([
      'single_1hour',
      'single_90min',
      'single_2hour',
    ]);
    expect(list.map((item) => item.sortOrder)).toEqual(list.map((_item, index) => index + 1));
    expect(list.find((item) => item.packageType === 'standard')).toMatchObject({
      name: 'Standard Package (10 Hours)',
      pricePence: 36000,
      totalMinutes: 600,
      lessons: 10,
      isActive: true,
      isPopular: true,
      bookingCount: 0,
    });
  });
});

describe('POST /api/settings/packages', () => {
  it('adds an active package last, under a type made from its name, shown on the public list at once, with its history line', async () => {
    expect(Object.keys(await publicPackages())).not.toContain('weekend_intensive');
    const response = await createPackage(newPackage());
    expect(response.statusCode).toBe(201);
    const list = adminPackagesResponseSchema.parse(response.json()).packages;
    const added = list.at(-1);
    expect(added).toMatchObject({
      packageType: 'weekend_intensive',
      name: 'Weekend Intensive',
      pricePence: 30000,
      isActive: true,
      sortOrder: list.length,
      bookingCount: 0,
    });
    expect((await publicPackages()).weekend_intensive).toMatchObject({ price: 30000, hours: 10, lessons: 5 });
    const history = await historyOf('weekend_intensive');
    expect(history).toMatchObject([
      { area: 'package', field: 'created', oldValue: null, newValue: 'Weekend Intensive' },
    ]);
    expect(history[0]?.changedBy).toBe(testApp.env.INSTRUCTOR_EMAIL);
  });

  it('refuses invalid input with a 400 naming each field, and writes nothing', async () => {
    const before = await countRows();
    const cases: { payload: CreatePackageRequest; fields: Record<string, string> }[] = [
      { payload: newPackage({ name: 'weekend  INTENSIVE' }), fields: { name: PACKAGE_NAME_TAKEN_MESSAGE } },
      {
        payload: newPackage({ name: 'Cheap', pricePence: 0 }),
        fields: { pricePence: PACKAGE_PRICE_MESSAGE },
      },
      {
        payload: newPackage({ name: 'Odd', totalMinutes: 70 }),
        fields: { totalMinutes: PACKAGE_HOURS_MESSAGE },
      },
      { payload: newPackage({ name: 'None', lessons: 0 }), fields: { lessons: PACKAGE_LESSONS_MESSAGE } },
      {
        payload: newPackage({ name: 'Single', isSingleLesson: true, lessons: 2 }),
        fields: { lessons: SINGLE_LESSON_LESSONS_MESSAGE },
      },
      {
        payload: newPackage({ name: 'Wordy', features: ['x'.repeat(121)] }),
        fields: { 'features.0': PACKAGE_FEATURE_MESSAGE },
      },
    ];
    for (const { payload, fields } of cases) {
      const response = await createPackage(payload);
      expect(response.statusCode, payload.name).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields, payload.name).toMatchObject(fields);
    }
    const tooMany = await createPackage(
      newPackage({ name: 'Listy', features: Array.from({ length: 11 }, (_v, i) => `F${i}`) }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(tooMany.json()).fields ?? {})).toContain('features');
    expect(await countRows()).toEqual(before);
  });
});

describe('changing a price or the hours', () => {
  it('leaves existing bookings, purchases and the balance as sold; new bookings pay the new price', async () => {
    const old = await bookApprovedLesson(
      testApp,
      testApp.headers,
      instructorId,
      await createSlotsAt(testApp, instructorId, '2027-06-14', ['09:00']),
      'weekend_intensive',
    );
    const ledgerBefore = await getLedger(old.studentId);
    expect(ledgerBefore.purchases).toMatchObject([{ pricePence: 30000, minutes: 600 }]);
    // A request made before the change and approved after it: bought at the price and hours it was booked with.
    const pending = await bookThroughApi(
      testApp,
      { packageType: 'weekend_intensive' },
      { freeTimes: { instructorId, date: '2027-06-14', times: ['11:00'] } },
    );
    oldBookingIds.push(old.bookingId, pending.id);

    const response = await patchPackage('weekend_intensive', { pricePence: 33000, totalMinutes: 480 });
    expect(response.statusCode).toBe(200);
    expect(
      adminPackagesResponseSchema
        .parse(response.json())
        .packages.find((p) => p.packageType === 'weekend_intensive'),
    ).toMatchObject({ pricePence: 33000, totalMinutes: 480, bookingCount: 2 });

    const [oldBooking] = await testApp.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, old.bookingId));
    expect(oldBooking).toMatchObject({ totalAmountPence: 30000, packageMinutes: 600 });
    const ledgerAfter = await getLedger(old.studentId);
    expect(ledgerAfter.purchases).toEqual(ledgerBefore.purchases);
    expect(ledgerAfter.balance).toEqual(ledgerBefore.balance);

    const approved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${pending.id}/status`,
      headers: testApp.headers,
      payload: { status: 'approved', instructorId },
    });
    expect(approved.statusCode).toBe(200);
    expect((await getLedger(pending.studentId)).purchases).toMatchObject([
      { pricePence: 30000, minutes: 600 },
    ]);

    const created = await bookThroughApi(
      testApp,
      { packageType: 'weekend_intensive' },
      { freeTimes: { instructorId, date: '2027-06-15', times: ['09:00'] } },
    );
    expect(created.totalAmount).toBe(33000);
    const [newBooking] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, created.id));
    expect(newBooking?.packageMinutes).toBe(480);
    expect((await publicPackages()).weekend_intensive).toMatchObject({ price: 33000, hours: 8 });

    const history = await historyOf('weekend_intensive');
    expect(history.filter((row) => row.field !== 'created')).toMatchObject([
      { field: 'pricePence', oldValue: 30000, newValue: 33000 },
      { field: 'totalMinutes', oldValue: 600, newValue: 480 },
    ]);
    // The purchase row itself, straight from the database.
    const [purchase] = await testApp.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.bookingId, old.bookingId));
    expect(purchase).toMatchObject({ pricePence: 30000, minutes: 600 });
  });
});

describe('retiring a package', () => {
  it('takes it off the public list and refuses new bookings, while old bookings keep it and the dashboard still names it', async () => {
    const response = await patchPackage('weekend_intensive', { isActive: false });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(await publicPackages())).not.toContain('weekend_intensive');
    expect((await listAdminPackages()).find((p) => p.packageType === 'weekend_intensive')?.isActive).toBe(
      false,
    );

    const [slot] = await createSlotsAt(testApp, instructorId, '2027-06-16', ['09:00']);
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: buildBookingRequest({ packageType: 'weekend_intensive', timeSlotIds: slot ? [slot] : [] }),
    });
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).fields).toEqual({ packageType: 'Please select a package' });

    const students = await testApp.app.inject({
      method: 'GET',
      url: '/api/students',
      headers: testApp.headers,
    });
    const named = studentsListResponseSchema
      .parse(students.json())
      .flatMap((student) => student.bookings)
      .filter((booking) => oldBookingIds.includes(booking.id));
    expect(named).toMatchObject([
      { packageType: 'weekend_intensive', packageName: 'Weekend Intensive', totalAmount: 30000 },
      { packageType: 'weekend_intensive', packageName: 'Weekend Intensive', totalAmount: 30000 },
    ]);

    const restored = await patchPackage('weekend_intensive', { isActive: true });
    expect(restored.statusCode).toBe(200);
    expect(Object.keys(await publicPackages())).toContain('weekend_intensive');
    expect((await historyOf('weekend_intensive')).filter((row) => row.field === 'isActive')).toMatchObject([
      { oldValue: true, newValue: false },
      { oldValue: false, newValue: true },
    ]);
  });

  it('refuses to retire the last active package', async () => {
    const { db } = testApp.database;
    const active = (await listAdminPackages()).filter((p) => p.isActive && p.packageType !== 'test_car');
    for (const item of active)
      await db.update(packages).set({ isActive: false }).where(eq(packages.packageType, item.packageType));
    const response = await patchPackage('test_car', { isActive: false });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({ isActive: LAST_ACTIVE_PACKAGE_MESSAGE });
    for (const item of active)
      await db.update(packages).set({ isActive: true }).where(eq(packages.packageType, item.packageType));
  });
});

describe('PATCH /api/settings/packages/:packageType', () => {
  it('moves a package to a new place; the others move along and every place stays distinct', async () => {
    const before = await listAdminPackages();
    const response = await patchPackage('weekend_intensive', { sortOrder: 2 });
    expect(response.statusCode).toBe(200);
    const after = adminPackagesResponseSchema.parse(response.json()).packages;
    expect(after.map((p) => p.packageType)).toEqual([
      before[0]?.packageType,
      'weekend_intensive',
      ...before.slice(1, -1).map((p) => p.packageType),
    ]);
    const stored = await testApp.database.db.select({ sortOrder: packages.sortOrder }).from(packages);
    expect(new Set(stored.map((row) => row.sortOrder)).size).toBe(stored.length);
    expect(Object.keys(await publicPackages())[1]).toBe('weekend_intensive');
    expect((await historyOf('weekend_intensive')).filter((row) => row.field === 'sortOrder')).toMatchObject([
      { oldValue: before.length, newValue: 2 },
    ]);
  });

  it('changes the words and the badge, and refuses a taken name, an empty change or an unknown package', async () => {
    const response = await patchPackage('weekend_intensive', {
      name: 'Weekend Intensive (8 Hours)',
      description: 'Eight hours over two weekends.',
      features: ['Saturday and Sunday'],
      isPopular: true,
    });
    expect(response.statusCode).toBe(200);
    expect((await publicPackages()).weekend_intensive).toMatchObject({
      name: 'Weekend Intensive (8 Hours)',
      features: ['Saturday and Sunday'],
      isPopular: true,
    });
    const before = await countRows();
    const taken = await patchPackage('weekend_intensive', { name: 'pass plus' });
    expect(taken.statusCode).toBe(400);
    expect(apiErrorSchema.parse(taken.json()).fields).toEqual({ name: PACKAGE_NAME_TAKEN_MESSAGE });
    expect((await patchPackage('weekend_intensive', {})).statusCode).toBe(400);
    expect((await patchPackage('weekend_intensive', { pricePence: 12.5 })).statusCode).toBe(400);
    expect((await patchPackage('no_such_package', { pricePence: 5000 })).statusCode).toBe(404);
    expect(await countRows()).toEqual(before);
  });
});

describe("the special offer's end date", () => {
  it('is set, shown on the public list for the pop-up, kept in the history, and cleared; a bad date is a 400', async () => {
    const set = await patchPackage('special_offer', { offerEndsOn: '2027-01-31' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await publicPackages()).special_offer?.offerEndsOn).toBe('2027-01-31');
    expect((await listAdminPackages()).find((row) => row.packageType === 'special_offer')?.offerEndsOn).toBe(
      '2027-01-31',
    );
    const lines = (await historyOf('special_offer')).filter((line) => line.field === 'offerEndsOn');
    expect(lines.map((line) => [line.oldValue, line.newValue])).toEqual([[null, '2027-01-31']]);

    const before = await countRows();
    const bad = await patchPackage('special_offer', { offerEndsOn: '2027-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields).toEqual({ offerEndsOn: PACKAGE_OFFER_ENDS_MESSAGE });
    expect(await countRows()).toEqual(before);
    expect((await publicPackages()).special_offer?.offerEndsOn).toBe('2027-01-31');

    expect((await patchPackage('special_offer', { offerEndsOn: null })).statusCode).toBe(200);
    expect((await publicPackages()).special_offer?.offerEndsOn ?? null).toBeNull();
  });
});
