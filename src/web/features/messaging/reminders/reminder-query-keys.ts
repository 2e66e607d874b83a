import { DASHBOARD_QUERY_ROOT, dashboardQueryKeys } from '../../../lib/dashboard-query-keys';

/** Under the dashboard's root, so signing out or an expired session drops them with the rest. */
export const reminderQueryKeys = {
  settings: dashboardQueryKeys.reminderSettings,
  upcoming: [DASHBOARD_QUERY_ROOT, 'reminders', 'upcoming'] as const,
  log: [DASHBOARD_QUERY_ROOT, 'reminders', 'log'] as const,
};
