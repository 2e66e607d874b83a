import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { getDashboardTabsFor } from '../../../../lib/dashboard-tabs';

/** The dashboard's tabs for the signed-in instructor's role (the Outbox is the owner's only). */
export function useVisibleDashboardTabs() {
  const role = useInstructorSession().data?.instructor.role ?? 'instructor';
  return getDashboardTabsFor(role);
}
