import { DEFAULT_CANCELLATION_TERMS } from '../../src/core/school/settings/school-figures';
import type { SiteInfo } from '../../src/core/school/site/site-info-schemas';

/**
 * The school's public details as `/api/site-info` gives them, for tests that render pages or
 * structured data; a test that reads a particular value passes it in `overrides`.
 */
export function buildTestSiteInfo(overrides: Partial<SiteInfo> = {}): SiteInfo {
  return {
    schoolName: 'Test Driving School',
    phone: '0121 496 0123',
    whatsappNumber: '447700900123',
    email: 'school@example.com',
    passRatePercent: 85,
    refundRefilledCancellations: true,
    cancellationTerms: DEFAULT_CANCELLATION_TERMS,
    bookingHoldHours: 48,
    bankReferenceFormat: 'BOOKING-{id}',
    externalCalendarUrl: null,
    paymentPortalUrl: null,
    socialLinks: [],
    analytics: null,
    emailDeliveryConfigured: false,
    ...overrides,
  };
}
