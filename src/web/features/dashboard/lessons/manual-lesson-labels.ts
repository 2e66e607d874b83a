import type { MANUAL_LESSON_PACKAGE_TYPES } from '../../../../core/dashboard/lessons-schemas';

type ManualPackageType = (typeof MANUAL_LESSON_PACKAGE_TYPES)[number];

/** Names used until the live package list (with prices) has loaded. */
export const manualPackageFallbackLabels: Record<ManualPackageType, string> = {
  single_1hour: '1 Hour Lesson',
  single_90min: '1.5 Hour Lesson',
  single_2hour: '2 Hour Lesson',
  starter: 'Starter Package',
  special_offer: 'Special Offer (10 Hours, £320)',
  standard: 'Standard Package',
  pass_plus: 'Pass Plus',
  test_car: 'Test Car Hire',
};
