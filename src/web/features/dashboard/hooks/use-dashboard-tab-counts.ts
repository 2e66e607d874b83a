import { useUnreadMessageCount } from '../../chat/api/get-unread-message-count';
import { usePendingBookings } from '../bookings/api/get-pending-bookings';
import type { TabCount } from '../components/tab-trigger-with-count';
import type { DashboardTab, TabCountWords } from '../dashboard-tabs';

const WAITING_WORDS: TabCountWords = { one: 'waiting', other: 'waiting' };
const UNREAD_MESSAGE_WORDS: TabCountWords = { one: 'unread message', other: 'unread messages' };

/**
 * The counts beside the dashboard's sections (the tab row on a laptop, the bar and menu on a phone):
 * booking requests waiting for an answer, and unread messages.
 */
export function useDashboardTabCounts(): Partial<Record<DashboardTab, TabCount>> {
  const waiting = usePendingBookings().data?.length ?? 0;
  // Spec section 9: the unread-message count is polled every 30 seconds while the dashboard is open.
  const unreadMessages = useUnreadMessageCount().data?.count ?? 0;
  return {
    bookings: { value: waiting, words: WAITING_WORDS, badgeClassName: 'bg-amber-100 text-amber-900' },
    students: {
      value: unreadMessages,
      words: UNREAD_MESSAGE_WORDS,
      badgeClassName: 'bg-blue-100 text-blue-900',
    },
  };
}
