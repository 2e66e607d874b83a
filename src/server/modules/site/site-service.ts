import { DEFAULT_CANCELLATION_TERMS } from '../../../core/settings/school-settings-schemas';
import type { SiteInfo } from '../../../core/site/site-info-schemas';
import type { Database } from '../../db/database-client';
import type { Env } from '../../env';
import { getAnalyticsConfig } from '../../integrations/analytics-config';
import { findSchoolSettings } from './site-repository';

const DEFAULT_PASS_RATE_PERCENT = 85;

/** Public facts about the school: configuration plus the settings row (pass rate). */
export async function getSiteInfo(db: Database, env: Env): Promise<SiteInfo> {
  const settings = await findSchoolSettings(db);
  const socialLinks: SiteInfo['socialLinks'] = [];
  if (env.SCHOOL_FACEBOOK_URL) socialLinks.push({ label: 'Facebook', url: env.SCHOOL_FACEBOOK_URL });
  if (env.SCHOOL_INSTAGRAM_URL) socialLinks.push({ label: 'Instagram', url: env.SCHOOL_INSTAGRAM_URL });
  return {
    schoolName: env.SCHOOL_NAME,
    phone: env.SCHOOL_PHONE,
    whatsappNumber: env.SCHOOL_WHATSAPP,
    email: env.SCHOOL_EMAIL,
    passRatePercent: settings?.passRatePercent ?? DEFAULT_PASS_RATE_PERCENT,
    refundRefilledCancellations: settings?.refundRefilledCancellations ?? true,
    // Read from the settings row by the school-settings service (issue 23); these are its defaults until then.
    cancellationTerms: DEFAULT_CANCELLATION_TERMS,
    bookingHoldHours: env.BOOKING_HOLD_HOURS,
    externalCalendarUrl: env.BOOKING_CALENDAR_URL ?? null,
    paymentPortalUrl: env.PAYMENT_PORTAL_URL ?? null,
    socialLinks,
    analytics: getAnalyticsConfig(env),
  };
}
