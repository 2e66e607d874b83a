import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_TABS,
  getDashboardTabsFor,
  getTabNameWithCount,
  readCalendarReturn,
  readDashboardTab,
} from './dashboard-tabs';

describe('DASHBOARD_TABS', () => {
  it("has Today first, then the spec's six tabs and titles, in order, then the network, leads, waiting list, money and settings", () => {
    expect(DASHBOARD_TABS.map((tab) => `${tab.value}: ${tab.title}`)).toEqual([
      'today: Today',
      'bookings: Pending Bookings',
      'students: Student Management',
      'manual-booking: Manual Booking',
      'notes: Add Progress Notes',
      'availability: Manage Availability',
      'reminders: SMS & WhatsApp',
      'network: Partner Network',
      'leads: Leads',
      'waiting-list: Waiting List',
      'money: Money',
      'settings: Settings',
      'outbox: Outbox',
      'instructors: Instructors',
    ]);
  });
});

describe('getDashboardTabsFor', () => {
  it("shows the Partner Network, the Leads, the Outbox and the Instructors to the school's owner only", () => {
    const ownerOnly = ['network', 'leads', 'outbox', 'instructors'];
    expect(getDashboardTabsFor('owner').map((tab) => tab.value)).toEqual(expect.arrayContaining(ownerOnly));
    const others = getDashboardTabsFor('instructor').map((tab) => tab.value);
    for (const tab of ownerOnly) expect(others).not.toContain(tab);
    expect(others).toHaveLength(DASHBOARD_TABS.length - ownerOnly.length);
  });
});

describe('readDashboardTab', () => {
  it('reads a known tab and falls back to Today', () => {
    expect(readDashboardTab('availability')).toBe('availability');
    expect(readDashboardTab('bookings')).toBe('bookings');
    expect(readDashboardTab('nonsense')).toBe('today');
    expect(readDashboardTab(null)).toBe('today');
  });
});

describe('getTabNameWithCount', () => {
  it('says the count in words after the title, in the singular for one', () => {
    const unread = { one: 'unread message', other: 'unread messages' };
    expect(getTabNameWithCount('Pending Bookings', 3, { one: 'waiting', other: 'waiting' })).toBe(
      'Pending Bookings, 3 waiting',
    );
    expect(getTabNameWithCount('Student Management', 1, unread)).toBe('Student Management, 1 unread message');
    expect(getTabNameWithCount('Student Management', 2, unread)).toBe(
      'Student Management, 2 unread messages',
    );
    expect(getTabNameWithCount('Student Management', 0, unread)).toBe('Student Management');
  });
});

describe('readCalendarReturn', () => {
  it('goes back to the section the week was opened from', () => {
    expect(readCalendarReturn({ from: 'availability' })).toEqual({
      path: '/instructor-dashboard?tab=availability',
      label: 'Back to Manage Availability',
    });
    expect(readCalendarReturn({ from: 'today' })).toEqual({
      path: '/instructor-dashboard?tab=today',
      label: 'Back to Today',
    });
  });

  it("goes to the dashboard's start when the week was opened another way", () => {
    for (const state of [null, undefined, {}, { from: 'nowhere' }, 'today']) {
      expect(readCalendarReturn(state)).toEqual({
        path: '/instructor-dashboard',
        label: 'Back to the dashboard',
      });
    }
  });
});
