import { describe, expect, it } from 'vitest';
import { buildNotification, NOTIFICATION_ICON, readNotificationUrl } from './push-notification';

describe('buildNotification', () => {
  it('shows the payload with its tag, the app icon and where a tap goes', () => {
    const shown = buildNotification({
      topic: 'booking_request',
      title: 'New booking request',
      body: 'Sam Lee asks for Sat 14 Mar, 10:00 AM',
      url: '/instructor-dashboard?tab=bookings',
      tag: 'booking-12',
    });
    expect(shown.title).toBe('New booking request');
    expect(shown.options).toEqual({
      body: 'Sam Lee asks for Sat 14 Mar, 10:00 AM',
      icon: NOTIFICATION_ICON,
      tag: 'booking-12',
      data: { url: '/instructor-dashboard?tab=bookings' },
    });
  });

  it('shows a plain notice for a payload that is not ours, opening the app', () => {
    const shown = buildNotification('just text');
    expect(shown.title).toBe('New update');
    expect(shown.options.data.url).toBe('/app');
    expect(shown.options.tag).toBeUndefined();
  });
});

describe('readNotificationUrl', () => {
  it('keeps a path on this site', () => {
    expect(readNotificationUrl({ url: '/progress/abc' })).toBe('/progress/abc');
  });

  it('refuses another site or missing data', () => {
    expect(readNotificationUrl({ url: '//evil.example/x' })).toBe('/app');
    expect(readNotificationUrl({ url: 'https://evil.example' })).toBe('/app');
    expect(readNotificationUrl({ url: '/\\evil.example' })).toBe('/app');
    expect(readNotificationUrl(null)).toBe('/app');
  });
});
