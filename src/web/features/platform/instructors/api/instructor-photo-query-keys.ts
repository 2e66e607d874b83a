import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** Under the dashboard's root key, so signing out drops what was read. */
export function instructorPhotoQueryKey(instructorId: number) {
  return [DASHBOARD_QUERY_ROOT, 'instructor-photo', instructorId] as const;
}
