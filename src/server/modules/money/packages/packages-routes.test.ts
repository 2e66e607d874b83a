import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { packagesResponseSchema } from '../../../../core/bookings/booking/package-schemas';
import { packages } from '../../../db/schema';

const testApp = setUpTestApp({ now: new Date('2027-01-10T10:00:00Z'), signIn: false });

async function getPackages(url = '/api/packages') {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return packagesResponseSchema.parse(response.json());
}

describe('GET /api/packages', () => {
  it('answers the packages keyed by type, in display order, prices in pence', async () => {
    const list = await getPackages();
    expect(Object.keys(list)).toEqual([
      'single_1hour',
      'single_90min',
      'single_2hour',
      'starter',
      'special_offer',
      'standard',
      'pass_plus',
      'short_notice',
      'test_car',
    ]);
    expect(list.single_90min).toMatchObject({
      name: '1.5 Hour Lesson',
      price: 5400,
      hours: 1.5,
      lessons: 1,
      isSingleLesson: true,
    });
    expect(list.standard).toMatchObject({
      price: 36000,
      hours: 10,
      lessons: 10,
      isPopular: true,
      isSingleLesson: false,
    });
    // One "Most Popular" at a time (issue 34).
    expect(list.single_2hour?.isPopular).toBe(false);
    expect(list.starter?.isPopular).toBe(false);
  });

  it('keeps a short cache that ?refresh=true bypasses', async () => {
    await getPackages();
    await testApp.database.db
      .update(packages)
      .set({ pricePence: 4200 })
      .where(eq(packages.packageType, 'single_1hour'));
    expect((await getPackages()).single_1hour?.price).toBe(4000);
    expect((await getPackages('/api/packages?refresh=true')).single_1hour?.price).toBe(4200);
    expect((await getPackages()).single_1hour?.price).toBe(4200);
  });

  it('leaves out withdrawn packages', async () => {
    await testApp.database.db
      .update(packages)
      .set({ isActive: false })
      .where(eq(packages.packageType, 'test_car'));
    expect(Object.keys(await getPackages('/api/packages?refresh=true'))).not.toContain('test_car');
  });
});
