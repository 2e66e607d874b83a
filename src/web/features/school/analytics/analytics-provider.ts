export type EventProps = Record<string, string | number | boolean>;

/** What the analytics module needs from a provider (Plausible today; another one plugs in here). */
export interface AnalyticsProvider {
  trackEvent(name: string, props?: EventProps): void;
  /** A page view of this absolute URL. */
  trackPageView(url: string): void;
}
