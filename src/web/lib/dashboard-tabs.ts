import { z } from 'zod';
import type { InstructorRole } from '../../core/platform/auth/instructor-roles';

/** The dashboard tabs: Today, then the spec's six (section 2) with its titles, then ours. */
export const DASHBOARD_TABS = [
  // Not one of the spec's six: the instructor's day, where the dashboard opens (issue 20).
  { value: 'today', title: 'Today' },
  { value: 'bookings', title: 'Pending Bookings' },
  { value: 'students', title: 'Student Management' },
  { value: 'manual-booking', title: 'Manual Booking' },
  { value: 'notes', title: 'Add Progress Notes' },
  { value: 'availability', title: 'Manage Availability' },
  { value: 'reminders', title: 'SMS & WhatsApp' },
  // Not one of the spec's six: network-partner requests and instructor applications (docs/decisions/0008).
  { value: 'network', title: 'Partner Network' },
  // Not one of the spec's six either: the public site's pop-up leads (docs/decisions/0011).
  { value: 'leads', title: 'Leads' },
  // Not one of the spec's six either: learners waiting for an earlier time (issue 21).
  { value: 'waiting-list', title: 'Waiting List' },
  // Not one of the spec's six either: takings, costs and who owes what, for Self Assessment.
  { value: 'money', title: 'Money' },
  // Not one of the spec's six either: the school's details, packages, terms and the instructor's account (issue 23).
  { value: 'settings', title: 'Settings' },
  // The school owner's only: every message the site queued and what became of it (docs/decisions/0031).
  { value: 'outbox', title: 'Outbox' },
  // The school owner's only: the instructors' accounts and invitations (docs/decisions/0046).
  { value: 'instructors', title: 'Instructors' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'today';

/**
 * Tabs only the school's owner sees (the server refuses their data to anyone else): the Outbox,
 * the instructors, and the school's intake, partner requests, applications and leads
 * (docs/decisions/0051).
 */
const OWNER_ONLY_TABS: readonly DashboardTab[] = ['network', 'leads', 'outbox', 'instructors'];

/** The tabs a signed-in instructor of this role sees, in order. */
export function getDashboardTabsFor(role: InstructorRole): readonly (typeof DASHBOARD_TABS)[number][] {
  return role === 'owner'
    ? DASHBOARD_TABS
    : DASHBOARD_TABS.filter((tab) => !OWNER_ONLY_TABS.includes(tab.value));
}

export function isDashboardTab(value: string | null): value is DashboardTab {
  return DASHBOARD_TABS.some((tab) => tab.value === value);
}

/** The tab named in the address (`?tab=students`), or Today. */
export function readDashboardTab(value: string | null): DashboardTab {
  return isDashboardTab(value) ? value : DEFAULT_DASHBOARD_TAB;
}

/** What a tab's count means, in words after the number: 'waiting', 'unread message(s)'. */
export interface TabCountWords {
  one: string;
  other: string;
}

/** A tab's name for screen readers: 'Pending Bookings, 3 waiting', or the title alone at 0. */
export function getTabNameWithCount(title: string, count: number, words: TabCountWords): string {
  if (count <= 0) return title;
  return `${title}, ${count} ${count === 1 ? words.one : words.other}`;
}

export const DASHBOARD_PATH = '/instructor-dashboard';
export const DASHBOARD_CALENDAR_PATH = '/instructor-dashboard/calendar';

/** The address of a dashboard section: `/instructor-dashboard?tab=students`. */
export function getDashboardTabPath(tab: DashboardTab): string {
  return `${DASHBOARD_PATH}?tab=${tab}`;
}

/** The Settings tab's "My profile" section (docs/decisions/0050): its id and its address. */
export const MY_PROFILE_SECTION_ID = 'my-profile';
export const MY_PROFILE_PATH = `${getDashboardTabPath('settings')}#${MY_PROFILE_SECTION_ID}`;

/** What a link to the week carries (router state), so the week's back link returns there. */
export interface CalendarLinkState {
  from: DashboardTab;
}

const calendarLinkStateSchema = z.object({ from: z.string().refine(isDashboardTab) });

/**
 * Where the week's back link goes: the section the instructor opened the week from (kept in the
 * history entry, so it survives a reload), or the dashboard's start when they came another way.
 */
export function readCalendarReturn(state: unknown): { path: string; label: string } {
  const parsed = calendarLinkStateSchema.safeParse(state);
  const tab = parsed.success ? DASHBOARD_TABS.find((entry) => entry.value === parsed.data.from) : undefined;
  if (!tab) return { path: DASHBOARD_PATH, label: 'Back to the dashboard' };
  return { path: getDashboardTabPath(tab.value), label: `Back to ${tab.title}` };
}
