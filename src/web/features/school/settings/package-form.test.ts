import { describe, expect, it } from 'vitest';
import {
  PACKAGE_HOURS_MESSAGE,
  PACKAGE_LESSONS_MESSAGE,
  PACKAGE_OFFER_ENDS_MESSAGE,
  PACKAGE_PRICE_MESSAGE,
  SINGLE_LESSON_LESSONS_MESSAGE,
} from '../../../../core/bookings/booking/package-admin-schemas';
import { EMPTY_PACKAGE_FORM, packageFormSchema, toPackageFormValues } from './package-form';

const typed = {
  ...EMPTY_PACKAGE_FORM,
  name: 'Weekend Intensive',
  pricePence: '£1,234.50',
  totalMinutes: '7.5',
  lessons: '4',
  description: 'Two weekends.',
  features: 'Saturday\n\n Sunday \n',
};

function messagesOf(values: typeof typed): Record<string, string | undefined> {
  const result = packageFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('the package form', () => {
  it('reads pounds, hours and lines into the request', () => {
    expect(packageFormSchema.parse(typed)).toEqual({
      name: 'Weekend Intensive',
      pricePence: 123450,
      totalMinutes: 450,
      lessons: 4,
      description: 'Two weekends.',
      features: ['Saturday', 'Sunday'],
      isPopular: false,
      isSingleLesson: false,
      offerEndsOn: null,
    });
    expect(packageFormSchema.parse({ ...typed, offerEndsOn: ' 2027-01-31 ' }).offerEndsOn).toBe('2027-01-31');
  });

  it("refuses with the request schema's own messages", () => {
    expect(messagesOf({ ...typed, pricePence: '' })).toEqual({ pricePence: PACKAGE_PRICE_MESSAGE });
    expect(messagesOf({ ...typed, pricePence: '12.345' })).toEqual({ pricePence: PACKAGE_PRICE_MESSAGE });
    expect(messagesOf({ ...typed, totalMinutes: '1.1' })).toEqual({ totalMinutes: PACKAGE_HOURS_MESSAGE });
    expect(messagesOf({ ...typed, lessons: 'two' })).toEqual({ lessons: PACKAGE_LESSONS_MESSAGE });
    expect(messagesOf({ ...typed, offerEndsOn: '2027-02-30' })).toEqual({
      offerEndsOn: PACKAGE_OFFER_ENDS_MESSAGE,
    });
    expect(messagesOf({ ...typed, isSingleLesson: true })).toEqual({
      lessons: SINGLE_LESSON_LESSONS_MESSAGE,
    });
  });

  it('starts an edit from the package as it would be typed, and reads it back unchanged', () => {
    const values = toPackageFormValues({
      packageType: 'standard',
      name: 'Standard Package (10 Hours)',
      pricePence: 36000,
      totalMinutes: 600,
      lessons: 10,
      description: 'Ten hours.',
      features: ['Mock test', 'Dual controls'],
      isPopular: true,
      isSingleLesson: false,
      offerEndsOn: '2027-01-31',
      isActive: true,
      sortOrder: 6,
      bookingCount: 3,
    });
    expect(values).toMatchObject({
      pricePence: '360.00',
      totalMinutes: '10',
      lessons: '10',
      features: 'Mock test\nDual controls',
      offerEndsOn: '2027-01-31',
    });
    expect(packageFormSchema.parse(values)).toMatchObject({
      pricePence: 36000,
      totalMinutes: 600,
      lessons: 10,
    });
  });
});
