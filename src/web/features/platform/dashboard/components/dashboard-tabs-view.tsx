import { CalendarDays } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ComponentType, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListSkeleton } from '../../../../components/ui/panel-states';
import {
  tabGroupStartClassName,
  tabListClassName,
  tabTriggerClassName,
} from '../../../../components/ui/tab-styles';
import {
  type DashboardTabCounts,
  TabTriggerWithCount,
} from '../../../../components/ui/tab-trigger-with-count';
import { classNames } from '../../../../lib/class-names';
import {
  type CalendarLinkState,
  DASHBOARD_CALENDAR_PATH,
  type DashboardTab,
  DEFAULT_DASHBOARD_TAB,
  readDashboardTab,
} from '../../../../lib/dashboard-tabs';
import { useRefreshCountsAfterChanges } from '../hooks/use-refresh-counts-after-changes';
import { useVisibleDashboardTabs } from '../hooks/use-visible-dashboard-tabs';
import { DashboardPhoneNav } from './dashboard-phone-nav';
import { dashboardTabIcons } from './dashboard-tab-icons';

/**
 * What each section shows, given by the dashboard's composition (routes/dashboard-tab-panels.tsx):
 * the frame knows the sections' names and order, not their code, which loads when a section opens.
 */
export type DashboardTabPanels = Record<DashboardTab, ComponentType>;

export interface DashboardTabsViewProps {
  panels: DashboardTabPanels;
  counts: DashboardTabCounts;
}

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
export function DashboardTabsView({ panels, counts }: DashboardTabsViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const visibleTabs = useVisibleDashboardTabs();
  const namedTab = readDashboardTab(searchParams.get('tab'));
  // A tab this instructor does not see (the owner's Outbox) opens Today instead.
  const activeTab = visibleTabs.some((tab) => tab.value === namedTab) ? namedTab : DEFAULT_DASHBOARD_TAB;
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
                count={counts[tab.value]}
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
        {visibleTabs.map((tab) => {
          const Panel = panels[tab.value];
          return (
            <Tabs.Content
              key={tab.value}
              value={tab.value}
              className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-700"
            >
              {/* A section's code arrives when it first opens: its list's loading state meanwhile. */}
              <Suspense fallback={<ListSkeleton label={`Loading ${tab.title}`} />}>
                <Panel />
              </Suspense>
            </Tabs.Content>
          );
        })}
      </div>
      <DashboardPhoneNav current={activeTab} counts={counts} />
    </Tabs.Root>
  );
}
