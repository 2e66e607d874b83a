import {
  BellRing,
  CalendarClock,
  CalendarPlus,
  Handshake,
  Inbox,
  type LucideIcon,
  Magnet,
  NotebookPen,
  PoundSterling,
  Sun,
  Users,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useUnreadMessageCount } from '../../chat/api/get-unread-message-count';
import { AvailabilityTab } from '../availability/components/availability-tab';
import { usePendingBookings } from '../bookings/api/get-pending-bookings';
import { PendingBookingsTab } from '../bookings/components/pending-bookings-tab';
import { DASHBOARD_TABS, type DashboardTab, readDashboardTab, type TabCountWords } from '../dashboard-tabs';
import { LeadsTab } from '../leads/components/leads-tab';
import { ManualBookingTab } from '../lessons/components/manual-booking-tab';
import { MoneyTab } from '../money/components/money-tab';
import { NetworkTab } from '../network/components/network-tab';
import { ProgressNotesTab } from '../notes/components/progress-notes-tab';
import { RemindersTab } from '../reminders/components/reminders-tab';
import { StudentsTab } from '../students/components/students-tab';
import { TodayTab } from '../today/components/today-tab';
import { tabListClassName, tabTriggerClassName } from './tab-styles';
import { type TabCount, TabTriggerWithCount } from './tab-trigger-with-count';

const tabIcons: Record<DashboardTab, LucideIcon> = {
  today: Sun,
  bookings: Inbox,
  students: Users,
  'manual-booking': CalendarPlus,
  notes: NotebookPen,
  availability: CalendarClock,
  reminders: BellRing,
  network: Handshake,
  leads: Magnet,
  money: PoundSterling,
};

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
  money: () => <MoneyTab />,
};

const WAITING_WORDS: TabCountWords = { one: 'waiting', other: 'waiting' };
const UNREAD_MESSAGE_WORDS: TabCountWords = { one: 'unread message', other: 'unread messages' };

/**
 * The six tabs (Radix Tabs: arrow keys move between them). The open tab is kept in the address
 * (`?tab=students`) so a reload or a shared link opens it again. Only the open tab is mounted, so
 * only its data loads.
 */
export function DashboardTabsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab = readDashboardTab(searchParams.get('tab'));
  const pending = usePendingBookings();
  const waiting = pending.data?.length ?? 0;
  // Spec section 9: the unread-message count is polled every 30 seconds while the dashboard is open.
  const unreadMessages = useUnreadMessageCount().data?.count ?? 0;
  const tabListRef = useRef<HTMLDivElement>(null);
  const tabCounts: Partial<Record<DashboardTab, TabCount>> = {
    bookings: { value: waiting, words: WAITING_WORDS, badgeClassName: 'bg-amber-100 text-amber-900' },
    students: {
      value: unreadMessages,
      words: UNREAD_MESSAGE_WORDS,
      badgeClassName: 'bg-blue-100 text-blue-900',
    },
  };

  // On a phone the row of tabs scrolls: keep the open one in view (a reload on ?tab=reminders),
  // again once the counts of waiting requests and unread messages have widened their tabs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measures when the tab or a count changes.
  useEffect(() => {
    const list = tabListRef.current;
    const active = list?.querySelector<HTMLElement>(`[role="tab"][data-state="active"]`);
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [activeTab, waiting, unreadMessages]);

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
      <Tabs.List ref={tabListRef} aria-label="Dashboard sections" className={tabListClassName}>
        {DASHBOARD_TABS.map((tab) => {
          const Icon = tabIcons[tab.value];
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
      {DASHBOARD_TABS.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-700"
        >
          {tabPanels[tab.value]()}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
