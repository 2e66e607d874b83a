import { DASHBOARD_QUERY_ROOT } from '../../platform/instructor-auth/api/verify-instructor';

/** Under the dashboard's root, so signing out or an expired session drops them with the rest. */
export const reminderQueryKeys = {
  settings: [DASHBOARD_QUERY_ROOT, 'reminders', 'settings'] as const,
  upcoming: [DASHBOARD_QUERY_ROOT, 'reminders', 'upcoming'] as const,
  log: [DASHBOARD_QUERY_ROOT, 'reminders', 'log'] as const,
};
