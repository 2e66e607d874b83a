import { readAnalyticsConsent } from './analytics-consent';
import type { AnalyticsProvider, EventProps } from './analytics-provider';

/**
 * The spec's analytics events (learner side, section 7), the one list every page uses. Page
 * views are sent by the router on each route change.
 */
export type AnalyticsEventName =
  | 'lead_capture'
  | 'lead_magnet_download'
  | 'sticky_cta_click'
  | 'phone_click'
  | 'blog_click'
  | 'instructor_info_click'
  | 'traffic_widget_click';

let activeProvider: AnalyticsProvider | null = null;

/** Called by SiteAnalytics once the visitor has consented and the provider is loading. */
export function setAnalyticsProvider(provider: AnalyticsProvider | null): void {
  activeProvider = provider;
}

/**
 * Records an event with the configured provider, if any, and only while the visitor's consent
 * stands; otherwise it is dropped, never kept for later.
 */
export function trackEvent(name: AnalyticsEventName, props?: EventProps): void {
  if (!activeProvider || readAnalyticsConsent() !== 'granted') return;
  activeProvider.trackEvent(name, props);
}

export function trackPageView(url: string): void {
  if (!activeProvider || readAnalyticsConsent() !== 'granted') return;
  activeProvider.trackPageView(url);
}
