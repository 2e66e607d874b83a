import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import { type DashboardTab, getTabNameWithCount, type TabCountWords } from '../../lib/dashboard-tabs';

/** A count shown beside a tab's title: how many, what they are, and the badge's colours. */
export interface TabCount {
  value: number;
  words: TabCountWords;
  badgeClassName: string;
}

/** The counts beside the sections, from the dashboard's composition (routes/use-dashboard-tab-counts.ts). */
export type DashboardTabCounts = Partial<Record<DashboardTab, TabCount>>;

export interface TabTriggerWithCountProps {
  value: string;
  title: string;
  /** An icon, hidden from screen readers. */
  icon: ReactNode;
  /** No badge when absent or 0. */
  count?: TabCount | undefined;
  className: string;
}

/**
 * A tab whose title may carry a count badge, beside the title, never over it. The badge is only
 * seen: the tab's name says what it counts ('Pending Bookings, 3 requests waiting'), and so does
 * its tooltip. Left to the browser, the name was pieced together from the title and a visually
 * hidden note, and Chromium put a space before its comma.
 */
export function TabTriggerWithCount({ value, title, icon, count, className }: TabTriggerWithCountProps) {
  const shown = count && count.value > 0 ? count : null;
  const name = shown ? getTabNameWithCount(title, shown.value, shown.words) : undefined;
  return (
    <Tabs.Trigger value={value} className={className} aria-label={name} title={name}>
      {icon}
      <span className="min-w-0 flex-1">{title}</span>
      {shown ? (
        <span
          aria-hidden="true"
          className={classNames('shrink-0 rounded-full px-2 text-sm font-bold', shown.badgeClassName)}
        >
          {shown.value}
        </span>
      ) : null}
    </Tabs.Trigger>
  );
}
