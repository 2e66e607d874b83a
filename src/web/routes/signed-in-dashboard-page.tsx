import { SignedInDashboard } from '../features/platform/dashboard/components/signed-in-dashboard';
import { getDashboardTabPath } from '../features/platform/dashboard/dashboard-tabs';
import type { InstructorSession } from '../features/platform/instructor-auth/api/verify-instructor';
import { DemoDataBanner } from '../features/school/settings/components/demo-data-banner';
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
