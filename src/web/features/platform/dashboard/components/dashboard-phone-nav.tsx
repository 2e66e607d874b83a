import { CalendarDays, Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogTrigger } from '../../../../components/ui/dialog';
import type { DashboardTabCounts, TabCount } from '../../../../components/ui/tab-trigger-with-count';
import { classNames } from '../../../../lib/class-names';
import {
  type CalendarLinkState,
  DASHBOARD_CALENDAR_PATH,
  DASHBOARD_TABS,
  type DashboardTab,
  getDashboardTabPath,
  getTabNameWithCount,
} from '../../../../lib/dashboard-tabs';
import { useVisibleDashboardTabs } from '../hooks/use-visible-dashboard-tabs';
import { dashboardTabIcons } from './dashboard-tab-icons';

/** The sections always in the phone's bar, with the short names that fit a fifth of 390 px. */
const BAR_SECTIONS: readonly { tab: DashboardTab; label: string }[] = [
  { tab: 'today', label: 'Today' },
  { tab: 'bookings', label: 'Bookings' },
  { tab: 'students', label: 'Students' },
];

/** Where the dashboard is: one of its sections, or the week's calendar page. */
export type DashboardPlace = DashboardTab | 'calendar';

const menuLinkClassName =
  'flex min-h-12 items-center gap-3 rounded-lg px-3 font-semibold text-slate-800 hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 ' +
  'aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-800';

const barItemClassName =
  'relative flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs font-semibold ' +
  'text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 ' +
  'focus-visible:outline-blue-700 aria-[current=page]:text-blue-700';

function CountBadge({ count, className }: { count: TabCount | undefined; className?: string }) {
  if (!count || count.value <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={classNames('rounded-full px-1.5 text-xs font-bold', count.badgeClassName, className)}
    >
      {count.value}
    </span>
  );
}

function BarLink({
  to,
  label,
  icon,
  isCurrent,
  count,
  name,
  state,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  isCurrent: boolean;
  count?: TabCount | undefined;
  /** The link's name when it differs from its label (a count in words). */
  name?: string | undefined;
  /** Router state for the page it opens (the week's back link). */
  state?: CalendarLinkState | undefined;
}) {
  return (
    <Link
      to={to}
      state={state}
      aria-current={isCurrent ? 'page' : undefined}
      aria-label={name}
      className={barItemClassName}
    >
      {icon}
      {label}
      <CountBadge count={count} className="absolute top-1 left-1/2 ml-2" />
    </Link>
  );
}

/**
 * The dashboard on a phone: a bar fixed at the bottom with the everyday sections and 'More' for
 * the rest, so nothing scrolls sideways (the laptop keeps the row of tabs). Links, so the back
 * button goes back a section, and the calendar page shows the same bar.
 */
export function DashboardPhoneNav({
  current,
  counts,
}: {
  current: DashboardPlace;
  counts: DashboardTabCounts;
}) {
  const visibleTabs = useVisibleDashboardTabs();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const isInBar = current === 'calendar' || BAR_SECTIONS.some((section) => section.tab === current);
  const hiddenWaiting = visibleTabs
    .filter((tab) => !BAR_SECTIONS.some((section) => section.tab === tab.value))
    .reduce((total, tab) => total + (counts[tab.value]?.value ?? 0), 0);

  return (
    <nav
      aria-label="Dashboard sections"
      data-dashboard-phone-nav=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex max-w-xl gap-1 px-2 py-1">
        {BAR_SECTIONS.map((section) => {
          const Icon = dashboardTabIcons[section.tab];
          const count = counts[section.tab];
          const title = DASHBOARD_TABS.find((tab) => tab.value === section.tab)?.title ?? section.label;
          return (
            <li key={section.tab} className="flex flex-1">
              <BarLink
                to={getDashboardTabPath(section.tab)}
                label={section.label}
                icon={<Icon aria-hidden="true" className="size-5" />}
                isCurrent={current === section.tab}
                count={count}
                name={
                  count && count.value > 0 ? getTabNameWithCount(title, count.value, count.words) : undefined
                }
              />
            </li>
          );
        })}
        <li className="flex flex-1">
          <BarLink
            to={DASHBOARD_CALENDAR_PATH}
            label="Week"
            name="Your Week"
            state={current === 'calendar' ? undefined : { from: current }}
            icon={<CalendarDays aria-hidden="true" className="size-5" />}
            isCurrent={current === 'calendar'}
          />
        </li>
        <li className="flex flex-1">
          <Dialog open={isMenuOpen} onOpenChange={setIsMenuOpen}>
            <DialogTrigger
              className={classNames(barItemClassName, !isInBar && 'text-blue-700')}
              aria-label={hiddenWaiting > 0 ? `More sections, ${hiddenWaiting} waiting` : 'More sections'}
            >
              <Menu aria-hidden="true" className="size-5" />
              More
            </DialogTrigger>
            <DialogContent title="All sections">
              <ul className="grid gap-1">
                {visibleTabs.map((tab) => {
                  const Icon = dashboardTabIcons[tab.value];
                  const count = counts[tab.value];
                  return (
                    <li key={tab.value}>
                      <Link
                        to={getDashboardTabPath(tab.value)}
                        aria-current={current === tab.value ? 'page' : undefined}
                        aria-label={
                          count && count.value > 0
                            ? getTabNameWithCount(tab.title, count.value, count.words)
                            : undefined
                        }
                        onClick={() => setIsMenuOpen(false)}
                        className={menuLinkClassName}
                      >
                        <Icon aria-hidden="true" className="size-5 shrink-0" />
                        <span className="flex-1">{tab.title}</span>
                        <CountBadge count={count} />
                      </Link>
                    </li>
                  );
                })}
                <li>
                  <Link
                    to={DASHBOARD_CALENDAR_PATH}
                    state={
                      current === 'calendar' ? undefined : ({ from: current } satisfies CalendarLinkState)
                    }
                    aria-current={current === 'calendar' ? 'page' : undefined}
                    onClick={() => setIsMenuOpen(false)}
                    className={menuLinkClassName}
                  >
                    <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
                    Your Week
                  </Link>
                </li>
              </ul>
            </DialogContent>
          </Dialog>
        </li>
      </ul>
    </nav>
  );
}
