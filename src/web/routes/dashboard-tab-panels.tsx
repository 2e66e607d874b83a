import { type ComponentType, lazy } from 'react';
import type { DashboardTabPanels } from '../features/platform/dashboard/components/dashboard-tabs-view';
import type { DashboardTab } from '../lib/dashboard-tabs';

/*
 * The dashboard's sections, composed here (routes may import any feature; the frame in
 * features/platform/dashboard imports none): each section's screen is a chunk of its own, loaded
 * when the section first opens, so the sign-in form and Today wait for no other section's code.
 * This module holds only the loaders: importing it loads none of them.
 */

const loaders = {
  today: () => import('./today-tab-panel').then((module) => module.TodayTabPanel),
  bookings: () => import('./pending-bookings-tab-panel').then((module) => module.PendingBookingsTabPanel),
  students: () => import('./students-tab-panel').then((module) => module.StudentsTabPanel),
  'manual-booking': () =>
    import('../features/diary/lessons/components/manual-booking-tab').then(
      (module) => module.ManualBookingTab,
    ),
  notes: () =>
    import('../features/progress/notes/components/progress-notes-tab').then(
      (module) => module.ProgressNotesTab,
    ),
  availability: () => import('./availability-tab-panel').then((module) => module.AvailabilityTabPanel),
  reminders: () =>
    import('../features/messaging/reminders-admin/components/reminders-tab').then(
      (module) => module.RemindersTab,
    ),
  network: () =>
    import('../features/partner-network/network-admin/components/network-tab').then(
      (module) => module.NetworkTab,
    ),
  leads: () => import('../features/school/leads/components/leads-tab').then((module) => module.LeadsTab),
  'waiting-list': () =>
    import('../features/bookings/waiting-list-admin/components/waiting-list-tab').then(
      (module) => module.WaitingListTab,
    ),
  money: () => import('../features/money/statements/components/money-tab').then((module) => module.MoneyTab),
  settings: () => import('./settings-tab-panel').then((module) => module.SettingsTabPanel),
  outbox: () =>
    import('../features/messaging/outbox/components/outbox-tab').then((module) => module.OutboxTab),
  instructors: () =>
    import('../features/platform/instructors/components/instructors-tab').then(
      (module) => module.InstructorsTab,
    ),
} satisfies Record<DashboardTab, () => Promise<ComponentType>>;

function lazySection(load: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => ({ default: await load() }));
}

export const dashboardTabPanels: DashboardTabPanels = {
  today: lazySection(loaders.today),
  bookings: lazySection(loaders.bookings),
  students: lazySection(loaders.students),
  'manual-booking': lazySection(loaders['manual-booking']),
  notes: lazySection(loaders.notes),
  availability: lazySection(loaders.availability),
  reminders: lazySection(loaders.reminders),
  network: lazySection(loaders.network),
  leads: lazySection(loaders.leads),
  'waiting-list': lazySection(loaders['waiting-list']),
  money: lazySection(loaders.money),
  settings: lazySection(loaders.settings),
  outbox: lazySection(loaders.outbox),
  instructors: lazySection(loaders.instructors),
};
