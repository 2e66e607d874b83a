import { DASHBOARD_QUERY_ROOT, dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/*
 * The chat's query keys. The instructor's start with the dashboard root, so signing out or an
 * expired session drops them with the rest of the dashboard; the learner's are keyed by their link.
 */
export const chatQueryKeys = {
  instructorConversations: [DASHBOARD_QUERY_ROOT, 'messages'] as const,
  instructorConversation: (studentId: number) => [DASHBOARD_QUERY_ROOT, 'messages', studentId] as const,
  unreadCount: dashboardQueryKeys.unreadMessageCount,
  learnerConversation: (token: string) => ['student-messages', token] as const,
};

/** Page parameter of a conversation: 0 for the newest page, else the id older messages come before. */
export type ConversationPageParam = number;

/** The id the next (older) page starts before, or undefined when the first message is loaded. */
export function getEarlierPageParam(page: {
  hasEarlier: boolean;
  messages: readonly { id: number }[];
}): ConversationPageParam | undefined {
  return page.hasEarlier ? page.messages[0]?.id : undefined;
}
