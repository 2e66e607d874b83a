import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS, readDashboardTab } from './dashboard-tabs';

describe('DASHBOARD_TABS', () => {
  it("has the spec's six tabs and titles, in order, then the partner network", () => {
    expect(DASHBOARD_TABS.map((tab) => `${tab.value}: ${tab.title}`)).toEqual([
      'bookings: Pending Bookings',
      'students: Student Management',
      'manual-booking: Manual Booking',
      'notes: Add Progress Notes',
      'availability: Manage Availability',
      'reminders: SMS & WhatsApp',
      'network: Partner Network',
      'leads: Leads',
    ]);
  });
});

describe('readDashboardTab', () => {
  it('reads a known tab and falls back to bookings', () => {
    expect(readDashboardTab('availability')).toBe('availability');
    expect(readDashboardTab('nonsense')).toBe('bookings');
    expect(readDashboardTab(null)).toBe('bookings');
  });
});
