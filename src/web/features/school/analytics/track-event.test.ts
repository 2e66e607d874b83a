import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeAnalyticsConsent } from './analytics-consent';
import { setAnalyticsProvider, trackEvent, trackPageView } from './track-event';

function fakeProvider() {
  return { trackEvent: vi.fn(), trackPageView: vi.fn() };
}

/** A localStorage for the node test environment. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  setAnalyticsProvider(null);
  writeAnalyticsConsent(null);
  vi.unstubAllGlobals();
});

describe('trackEvent', () => {
  it('drops events while there is no provider or no consent', () => {
    trackEvent('phone_click');
    const provider = fakeProvider();
    setAnalyticsProvider(provider);
    trackEvent('phone_click');
    writeAnalyticsConsent('denied');
    trackEvent('phone_click');
    trackPageView('https://school.example/');
    expect(provider.trackEvent).not.toHaveBeenCalled();
    expect(provider.trackPageView).not.toHaveBeenCalled();
  });

  it('sends events and page views once the visitor consents, and stops when they withdraw', () => {
    const provider = fakeProvider();
    setAnalyticsProvider(provider);
    writeAnalyticsConsent('granted');
    trackEvent('blog_click', { slug: 'manual-or-automatic' });
    trackPageView('https://school.example/blog');
    expect(provider.trackEvent).toHaveBeenCalledWith('blog_click', { slug: 'manual-or-automatic' });
    expect(provider.trackPageView).toHaveBeenCalledWith('https://school.example/blog');

    writeAnalyticsConsent('denied');
    trackEvent('lead_capture');
    expect(provider.trackEvent).toHaveBeenCalledTimes(1);
  });
});
