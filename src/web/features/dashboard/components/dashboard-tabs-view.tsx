import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AvailabilityTab } from '../availability/components/availability-tab';
import { PendingBookingsTab } from '../bookings/components/pending-bookings-tab';
import { type DashboardTab, DEFAULT_DASHBOARD_TAB, readDashboardTab } from '../dashboard-tabs';
import { useDashboardTabCounts } from '../hooks/use-dashboard-tab-counts';
import { useVisibleDashboardTabs } from '../hooks/use-visible-dashboard-tabs';
import { LeadsTab } from '../leads/components/leads-tab';
import { ManualBookingTab } from '../lessons/components/manual-booking-tab';
import { MoneyTab } from '../money/components/money-tab';
import { NetworkTab } from '../network/components/network-tab';
import { ProgressNotesTab } from '../notes/components/progress-notes-tab';
import { OutboxTab } from '../outbox/components/outbox-tab';
import { RemindersTab } from '../reminders/components/reminders-tab';
import { SettingsTab } from '../settings/components/settings-tab';
import { StudentsTab } from '../students/components/students-tab';
import { TodayTab } from '../today/components/today-tab';
import { WaitingListTab } from '../waiting-list/components/waiting-list-tab';
import { DashboardPhoneNav } from './dashboard-phone-nav';
import { dashboardTabIcons } from './dashboard-tab-icons';
import { tabListClassName, tabTriggerClassName } from './tab-styles';
import { TabTriggerWithCount } from './tab-trigger-with-count';

const tabPanels: Record<DashboardTab, () => ReactNode> = {
  today: () => <TodayTab />,
  bookings: () => <PendingBookingsTab />,
  students: () => <StudentsTab />,
  'manual-booking': () => <ManualBookingTab />,
  notes: () => <ProgressNotesTab />,
  availability: () => <AvailabilityTab />,
  reminders: () => <RemindersTab />,
  network: () => <NetworkTab />,
  leads: () => <LeadsTab />,
  'waiting-list': () => <WaitingListTab />,
  money: () => <MoneyTab />,
  settings: () => <SettingsTab />,
  outbox: () => <OutboxTab />,
};

/**
 * The dashboard's sections as tabs (Radix Tabs: arrow keys move between them) on a laptop, and
 * a bar at the bottom on a phone (DashboardPhoneNav). The open tab is kept in the address
 * (`?tab=students`) so a reload or a shared link opens it again. Only the open tab is mounted, so
 * only its data loads.
 */
export function DashboardTabsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const visibleTabs = useVisibleDashboardTabs();
  const namedTab = readDashboardTab(searchParams.get('tab'));
  // A tab this instructor does not see (the owner's Outbox) opens Today instead.
  const activeTab = visibleTabs.some((tab) => tab.value === namedTab) ? namedTab : DEFAULT_DASHBOARD_TAB;
  const tabCounts = useDashboardTabCounts();

  function handleTabChange(value: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', readDashboardTab(value));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Tabs.Root value={activeTab} onValueChange={handleTabChange} className="flex flex-col gap-6">
      <Tabs.List aria-label="Dashboard sections" className={tabListClassName}>
        {visibleTabs.map((tab) => {
          const Icon = dashboardTabIcons[tab.value];
          return (
            <TabTriggerWithCount
              key={tab.value}
              value={tab.value}
              title={tab.title}
              icon={<Icon aria-hidden="true" className="size-5 shrink-0" />}
              count={tabCounts[tab.value]}
              className={tabTriggerClassName}
            />
          );
        })}
      </Tabs.List>
      {visibleTabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-700"
        >
          {tabPanels[tab.value]()}
        </Tabs.Content>
      ))}
      <DashboardPhoneNav current={activeTab} />
    </Tabs.Root>
  );
}
