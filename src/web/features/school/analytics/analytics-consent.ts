/*
 * The visitor's answer to the cookie banner, kept in localStorage (UK PECR/GDPR: analytics only
 * after consent). Null until they answer. Components follow it through useSyncExternalStore.
 */

export const ANALYTICS_CONSENT_STORAGE_KEY = 'analytics-consent';

export type AnalyticsConsent = 'granted' | 'denied';

const listeners = new Set<() => void>();

function parseConsent(value: string | null): AnalyticsConsent | null {
  return value === 'granted' || value === 'denied' ? value : null;
}

export function readAnalyticsConsent(): AnalyticsConsent | null {
  try {
    return parseConsent(globalThis.localStorage.getItem(ANALYTICS_CONSENT_STORAGE_KEY));
  } catch {
    // Storage blocked (private browsing, strict settings): no answer kept, so no analytics.
    return null;
  }
}

/** Records the answer (or clears it, to ask again) and tells every subscriber. */
export function writeAnalyticsConsent(consent: AnalyticsConsent | null): void {
  try {
    if (consent === null) globalThis.localStorage.removeItem(ANALYTICS_CONSENT_STORAGE_KEY);
    else globalThis.localStorage.setItem(ANALYTICS_CONSENT_STORAGE_KEY, consent);
  } catch {
    // Nothing can be kept; the answer still holds for this page.
  }
  for (const listener of listeners) listener();
}

export function subscribeToAnalyticsConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
