import { dashboardQueryKeys } from '../../../lib/dashboard-query-keys';

/*
 * The time-off list sits under the coming lessons' key: it lists lessons, so every change to a
 * lesson (Move and Cancel here or on a student card, a booking approved or turned down)
 * refreshes it with them.
 */
export const timeOffQueryKey = [...dashboardQueryKeys.upcomingLessons, 'time-off'] as const;
