import { pickCancellationTerms } from '../../../../core/school/settings/school-figures';
import type { SiteInfo } from '../../../../core/school/site/site-info-schemas';
import type { AppDependencies } from '../../../app-types';
import { getAnalyticsConfig } from '../../../integrations/analytics-config';
import { getShownSchoolPassRatePercent } from '../settings/pass-rate-service';
import { getSchoolSettings } from '../settings/school-settings-service';
import { findSchoolSettings } from './site-repository';

/** Public facts about the school: its settings (the dashboard's Settings) plus configuration. */
export async function getSiteInfo(
  deps: Pick<AppDependencies, 'database' | 'env' | 'logger' | 'now' | 'mail'>,
): Promise<SiteInfo> {
  const { env } = deps;
  const settings = await getSchoolSettings(deps);
  // The waiting-list settings live in the same row but are not part of the school's settings.
  const row = await findSchoolSettings(deps.database.db);
  const socialLinks: SiteInfo['socialLinks'] = [];
  if (env.SCHOOL_FACEBOOK_URL) socialLinks.push({ label: 'Facebook', url: env.SCHOOL_FACEBOOK_URL });
  if (env.SCHOOL_INSTAGRAM_URL) socialLinks.push({ label: 'Instagram', url: env.SCHOOL_INSTAGRAM_URL });
  return {
    schoolName: settings.schoolName,
    phone: settings.phone,
    whatsappNumber: settings.whatsappNumber,
    email: settings.email,
    // The configured figure until enough practical test results are recorded, then theirs.
    passRatePercent: await getShownSchoolPassRatePercent(deps),
    refundRefilledCancellations: row?.refundRefilledCancellations ?? true,
    cancellationTerms: pickCancellationTerms(settings),
    bookingHoldHours: settings.bookingHoldHours,
    bankReferenceFormat: settings.bankReferenceFormat,
    externalCalendarUrl: env.BOOKING_CALENDAR_URL ?? null,
    paymentPortalUrl: settings.paymentPortalUrl,
    socialLinks,
    analytics: getAnalyticsConfig(env),
    emailDeliveryConfigured: deps.mail.deliveryConfigured,
  };
}
