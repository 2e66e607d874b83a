/*
 * What the marketing elements remember for the browser tab's session (sessionStorage): a
 * dismissed sticky bar stays dismissed, and each pop-up opens at most once (spec section 4:
 * "dismissal lasts for the page session"). Storage can be blocked: then nothing is remembered.
 */

export const MARKETING_SESSION_KEYS = {
  stickyBarDismissed: 'marketing:sticky-bar-dismissed',
  offerPopupShown: 'marketing:offer-popup-shown',
  tipsPopupShown: 'marketing:tips-popup-shown',
} as const;

export type MarketingSessionKey = (typeof MARKETING_SESSION_KEYS)[keyof typeof MARKETING_SESSION_KEYS];

export function readSessionFlag(key: MarketingSessionKey): boolean {
  try {
    return globalThis.sessionStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function writeSessionFlag(key: MarketingSessionKey): void {
  try {
    globalThis.sessionStorage.setItem(key, 'true');
  } catch {
    // Not remembered: the element may show again on the next page.
  }
}
