/** Every dashboard query key starts with this, so signing out or expiring drops them all. */
export const DASHBOARD_QUERY_ROOT = 'dashboard';

/*
 * The dashboard's query keys in one place: each api file uses its own, and a mutation invalidates
 * every list its change shows up in. All start with 'dashboard' (dropped on sign-out or expiry).
 */
export const dashboardQueryKeys = {
  pendingBookings: [DASHBOARD_QUERY_ROOT, 'pending-bookings'] as const,
  students: [DASHBOARD_QUERY_ROOT, 'students'] as const,
  studentProgress: (studentId: number) => [DASHBOARD_QUERY_ROOT, 'students', studentId, 'progress'] as const,
  studentLessons: (studentId: number) => [DASHBOARD_QUERY_ROOT, 'students', studentId, 'lessons'] as const,
  studentDeletionPreview: (studentId: number) =>
    [DASHBOARD_QUERY_ROOT, 'students', studentId, 'deletion-preview'] as const,
  upcomingLessons: [DASHBOARD_QUERY_ROOT, 'lessons', 'upcoming'] as const,
  progressNotes: [DASHBOARD_QUERY_ROOT, 'progress-notes'] as const,
  upcomingSlots: [DASHBOARD_QUERY_ROOT, 'time-slots', 'upcoming'] as const,
  today: [DASHBOARD_QUERY_ROOT, 'today'] as const,
  /** The instructor's unread chat messages: the Students tab's badge and each student's chat (chat-query-keys.ts). */
  unreadMessageCount: [DASHBOARD_QUERY_ROOT, 'messages-unread-count'] as const,
  /** Everything the Money tab shows (its own keys in money-query-keys.ts start with this). */
  money: [DASHBOARD_QUERY_ROOT, 'money'] as const,
  /** The reminder settings (messaging's reminder-query-keys.ts); the school's settings change them too. */
  reminderSettings: [DASHBOARD_QUERY_ROOT, 'reminders', 'settings'] as const,
};
