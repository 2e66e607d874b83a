import { dashboardQueryKeys } from '../../../lib/dashboard-query-keys';

/*
 * Cover sits under the coming lessons' key: a lesson moved, cancelled or covered refreshes every
 * cover list with the lessons (and a cover accepted refreshes the lessons with it).
 */
export const lessonCoverQueryKeys = {
  all: [...dashboardQueryKeys.upcomingLessons, 'cover'] as const,
  timeOff: (timeOffId: number) =>
    [...dashboardQueryKeys.upcomingLessons, 'cover', 'time-off', timeOffId] as const,
  uncoveredSoon: [...dashboardQueryKeys.upcomingLessons, 'cover', 'uncovered'] as const,
  candidates: (lessonId: number) =>
    [...dashboardQueryKeys.upcomingLessons, 'cover', 'candidates', lessonId] as const,
};
