import { useSyncExternalStore } from 'react';
import {
  type AnalyticsConsent,
  readAnalyticsConsent,
  subscribeToAnalyticsConsent,
} from '../analytics-consent';

/**
 * The visitor's answer, or 'unknown' while rendering on the server and hydrating (the server
 * cannot know it, and the first render must match its HTML); null once known to be unanswered.
 */
export function useAnalyticsConsent(): AnalyticsConsent | null | 'unknown' {
  return useSyncExternalStore<AnalyticsConsent | null | 'unknown'>(
    subscribeToAnalyticsConsent,
    readAnalyticsConsent,
    () => 'unknown',
  );
}
