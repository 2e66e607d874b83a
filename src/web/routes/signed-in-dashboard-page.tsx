import { SignedInDashboard } from '../features/platform/dashboard/components/signed-in-dashboard';
import { DemoDataBanner } from '../features/school/settings/components/demo-data-banner';
import type { InstructorSession } from '../lib/api/verify-instructor';
import { getDashboardTabPath } from '../lib/dashboard-tabs';
import { dashboardTabPanels } from './dashboard-tab-panels';
import { useDashboardTabCounts } from './use-dashboard-tab-counts';

/**
 * The signed-in half of /instructor-dashboard: the frame (header, the list of sections, the phone's
 * bar) with the sections' screens, each loaded when it opens, their counts and the demo notice.
 */
export function SignedInDashboardPage({ session }: { session: InstructorSession }) {
  const counts = useDashboardTabCounts();
  return (
    <SignedInDashboard
      session={session}
      panels={dashboardTabPanels}
      counts={counts}
      banner={<DemoDataBanner settingsPath={getDashboardTabPath('settings')} />}
    />
  );
}
