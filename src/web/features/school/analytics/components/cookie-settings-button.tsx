import { useSiteInfo } from '../../../../hooks/use-site-info';
import { writeAnalyticsConsent } from '../analytics-consent';

/** In the footer, when analytics are configured: clears the answer so the banner asks again. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { data } = useSiteInfo();
  if (!data?.analytics) return null;
  return (
    <button type="button" className={className} onClick={() => writeAnalyticsConsent(null)}>
      Cookie settings
    </button>
  );
}
