import type { ReactNode } from 'react';
import type { DashboardTabCounts } from '../../../../components/ui/tab-trigger-with-count';
import type { InstructorSession } from '../../../../lib/api/verify-instructor';
import { useSessionExpiry } from '../hooks/use-session-expiry';
import { DashboardHeader } from './dashboard-header';
import { type DashboardTabPanels, DashboardTabsView } from './dashboard-tabs-view';

export interface SignedInDashboardProps {
  session: InstructorSession;
  /** The sections' screens and counts, from the dashboard's composition in src/web/routes. */
  panels: DashboardTabPanels;
  counts: DashboardTabCounts;
  /** Shown above every section (the demo data notice), or nothing. */
  banner?: ReactNode;
}

/** What a signed-in instructor sees: the header and the tabs. */
export function SignedInDashboard({ session, panels, counts, banner }: SignedInDashboardProps) {
  useSessionExpiry();
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader session={session} />
      {banner}
      <DashboardTabsView panels={panels} counts={counts} />
    </div>
  );
}
