import { useEffect } from 'react';
import type { SiteInfo } from '../../../../../core/school/site/site-info-schemas';
import { useSiteLocation } from '../../../../components/site-navigation';
import { useAnalyticsConsent } from '../hooks/use-analytics-consent';
import { loadPlausible } from '../plausible-provider';
import { setAnalyticsProvider, trackPageView } from '../track-event';
import { AnalyticsConsentBanner } from './analytics-consent-banner';

/**
 * Analytics for the whole site: nothing at all unless a provider is configured; then the consent
 * banner until the visitor answers, and the provider's script only after they say yes, with a
 * page view for each route.
 */
export function SiteAnalytics({ analytics }: { analytics: SiteInfo['analytics'] }) {
  const consent = useAnalyticsConsent();
  const location = useSiteLocation();
  const granted = analytics !== null && consent === 'granted';

  useEffect(() => {
    if (!granted || !analytics) return;
    setAnalyticsProvider(loadPlausible(analytics));
    return () => setAnalyticsProvider(null);
  }, [granted, analytics]);

  // One page view per route; the query string is left out (it can carry a learner's token).
  useEffect(() => {
    if (!granted) return;
    trackPageView(`${window.location.origin}${location.pathname}`);
  }, [granted, location.pathname]);

  if (!analytics || consent !== null) return null;
  return <AnalyticsConsentBanner />;
}
