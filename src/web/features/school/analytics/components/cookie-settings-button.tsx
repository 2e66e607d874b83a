import { writeAnalyticsConsent } from '../analytics-consent';

/** The footer's classes for the button. */
export const FOOTER_COOKIE_SETTINGS_CLASS_NAME =
  'min-h-11 rounded-md text-slate-300 underline-offset-4 hover:text-white hover:underline';

/** In the footer, when analytics are configured (its caller knows): clears the answer so the banner asks again. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => writeAnalyticsConsent(null)}>
      Cookie settings
    </button>
  );
}
