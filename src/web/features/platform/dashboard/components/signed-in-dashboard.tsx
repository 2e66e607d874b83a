import type { InstructorSession } from '../../../../lib/api/verify-instructor';
import { useSessionExpiry } from '../hooks/use-session-expiry';
import { DashboardHeader } from './dashboard-header';
import { DashboardTabsView } from './dashboard-tabs-view';
import { DemoDataBanner } from './demo-data-banner';

/** What a signed-in instructor sees: the header and the six tabs. */
export function SignedInDashboard({ session }: { session: InstructorSession }) {
  useSessionExpiry();
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader session={session} />
      <DemoDataBanner />
      <DashboardTabsView />
    </div>
  );
}
