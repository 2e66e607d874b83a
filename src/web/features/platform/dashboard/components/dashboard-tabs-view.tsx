import { CalendarDays } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  tabGroupStartClassName,
  tabListClassName,
  tabTriggerClassName,
} from '../../../../components/ui/tab-styles';
import { TabTriggerWithCount } from '../../../../components/ui/tab-trigger-with-count';
import { classNames } from '../../../../lib/class-names';
import {
  type CalendarLinkState,
  DASHBOARD_CALENDAR_PATH,
  type DashboardTab,
  DEFAULT_DASHBOARD_TAB,
  readDashboardTab,
} from '../../../../lib/dashboard-tabs';
import { AvailabilityTabPanel } from '../../../../routes/availability-tab-panel';
import { PendingBookingsTabPanel } from '../../../../routes/pending-bookings-tab-panel';
import { StudentsTabPanel } from '../../../../routes/students-tab-panel';
import { WaitingListTab } from '../../../bookings/waiting-list-admin/components/waiting-list-tab';
import { ManualBookingTab } from '../../../diary/lessons/components/manual-booking-tab';
import { TodayTab } from '../../../diary/today/components/today-tab';
import { OutboxTab } from '../../../messaging/outbox/components/outbox-tab';
import { RemindersTab } from '../../../messaging/reminders-admin/components/reminders-tab';
import { MoneyTab } from '../../../money/statements/components/money-tab';
import { NetworkTab } from '../../../partner-network/network-admin/components/network-tab';
import { ProgressNotesTab } from '../../../progress/notes/components/progress-notes-tab';
import { LeadsTab } from '../../../school/leads/components/leads-tab';
import { SettingsTab } from '../../../school/settings/components/settings-tab';
import { useDashboardTabCounts } from '../hooks/use-dashboard-tab-counts';
import { useRefreshCountsAfterChanges } from '../hooks/use-refresh-counts-after-changes';
import { useVisibleDashboardTabs } from '../hooks/use-visible-dashboard-tabs';
import { DashboardPhoneNav } from './dashboard-phone-nav';
import { dashboardTabIcons } from './dashboard-tab-icons';

const tabPanels: Record<DashboardTab, () => ReactNode> = {
  today: () => <TodayTab />,
  bookings: () => <PendingBookingsTabPanel />,
  students: () => <StudentsTabPanel />,
  'manual-booking': () => <ManualBookingTab />,
  notes: () => <ProgressNotesTab />,
  availability: () => <AvailabilityTabPanel />,
  reminders: () => <RemindersTab />,
  network: () => <NetworkTab />,
  leads: () => <LeadsTab />,
  'waiting-list': () => <WaitingListTab />,
  money: () => <MoneyTab />,
  settings: () => <SettingsTab />,
  outbox: () => <OutboxTab />,
};

/**
 * Where the side list starts a new group: the day's work first, then the learners who are not yet
 * booked (reminders, partners, leads, the waiting list), then the school's books and settings.
 * A section added later joins the last group, or starts one here.
 */
const GROUP_STARTS: ReadonlySet<string> = new Set(['reminders', 'money']);

const weekLinkClassName =
  'flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-blue-800 ' +
  'no-underline shadow-sm hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * The dashboard's sections as tabs (Radix Tabs: up and down arrows move between them) in a list
 * down the side on a laptop, with the week's page above it, and a bar at the bottom on a phone
 * (DashboardPhoneNav). The open tab is kept in the address (`?tab=students`) so a reload or a
 * shared link opens it again. Only the open tab is mounted, so only its data loads.
 */
export function DashboardTabsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const visibleTabs = useVisibleDashboardTabs();
  const namedTab = readDashboardTab(searchParams.get('tab'));
  // A tab this instructor does not see (the owner's Outbox) opens Today instead.
  const activeTab = visibleTabs.some((tab) => tab.value === namedTab) ? namedTab : DEFAULT_DASHBOARD_TAB;
  const tabCounts = useDashboardTabCounts();
  useRefreshCountsAfterChanges();

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
    <Tabs.Root
      value={activeTab}
      onValueChange={handleTabChange}
      orientation="vertical"
      className="flex flex-col gap-6 lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:items-start lg:gap-8"
    >
      <div className="hidden lg:sticky lg:top-4 lg:flex lg:flex-col lg:gap-3">
        <Link
          to={DASHBOARD_CALENDAR_PATH}
          state={{ from: activeTab } satisfies CalendarLinkState}
          className={weekLinkClassName}
        >
          <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
          Your Week
        </Link>
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
                className={classNames(
                  tabTriggerClassName,
                  GROUP_STARTS.has(tab.value) && tabGroupStartClassName,
                )}
              />
            );
          })}
        </Tabs.List>
      </div>
      <div className="min-w-0">
        {visibleTabs.map((tab) => (
          <Tabs.Content
            key={tab.value}
            value={tab.value}
            className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-700"
          >
            {tabPanels[tab.value]()}
          </Tabs.Content>
        ))}
      </div>
      <DashboardPhoneNav current={activeTab} />
    </Tabs.Root>
  );
}
