import type { AnalyticsProvider, EventProps } from './analytics-provider';

/** Plausible's command queue: calls made before its script has loaded wait in `q`. */
interface PlausibleFunction {
  (event: string, options?: { props?: EventProps; u?: string }): void;
  q?: unknown[][];
}

declare global {
  interface Window {
    plausible?: PlausibleFunction;
  }
}

const SCRIPT_ELEMENT_ID = 'analytics-provider-script';

/**
 * Loads Plausible's manual-pageview script (page views are sent by the router, one per route) and
 * returns a provider that queues events until it has loaded. Only called after consent.
 */
export function loadPlausible(config: { domain: string; scriptUrl: string }): AnalyticsProvider {
  if (!window.plausible) {
    const queue: unknown[][] = [];
    window.plausible = Object.assign(
      (event: string, options?: { props?: EventProps; u?: string }) => {
        queue.push([event, options]);
      },
      { q: queue },
    );
  }
  if (!document.getElementById(SCRIPT_ELEMENT_ID)) {
    const script = document.createElement('script');
    script.id = SCRIPT_ELEMENT_ID;
    script.defer = true;
    script.src = config.scriptUrl;
    script.dataset.domain = config.domain;
    document.head.appendChild(script);
  }
  return {
    trackEvent(name, props) {
      window.plausible?.(name, props ? { props } : undefined);
    },
    trackPageView(url) {
      window.plausible?.('pageview', { u: url });
    },
  };
}
