import { useQuery } from '@tanstack/react-query';
import type { WaitingCounts } from '../../core/diary/today/today-schemas';
import type { DashboardTabCounts } from '../components/ui/tab-trigger-with-count';
import { todayQueryOptions } from '../features/diary/today/api/get-today';
import { useUnreadMessageCount } from '../lib/api/get-unread-message-count';
import type { TabCountWords } from '../lib/dashboard-tabs';

/** Each badge's words: what its number counts ('Pending Bookings, 3 requests waiting'). */
const REQUEST_WORDS: TabCountWords = { one: 'request waiting', other: 'requests waiting' };
const UNREAD_MESSAGE_WORDS: TabCountWords = { one: 'unread message', other: 'unread messages' };
const NEW_LEAD_WORDS: TabCountWords = { one: 'new lead', other: 'new leads' };
const LEARNER_WAITING_WORDS: TabCountWords = { one: 'learner waiting', other: 'learners waiting' };

/** Something to answer: amber. Something to know: slate. */
const ANSWER_BADGE = 'bg-amber-100 text-amber-900';
const MESSAGE_BADGE = 'bg-blue-100 text-blue-900';
const INFO_BADGE = 'bg-slate-200 text-slate-900';

function selectWaiting(overview: { pending: WaitingCounts }): WaitingCounts {
  return overview.pending;
}

/**
 * The counts beside the dashboard's sections (the side list on a laptop, the bar and menu on a
 * phone), from Today's answer, one request for all (polled each minute, and read again after any
 * change: see useRefreshCountsAfterChanges). Unread messages keep their own 30-second poll (spec
 * section 9). Composed here, where pages may read any feature: the frame only shows them.
 */
export function useDashboardTabCounts(): DashboardTabCounts {
  const waiting = useQuery({ ...todayQueryOptions, select: selectWaiting }).data;
  const unreadMessages = useUnreadMessageCount().data?.count ?? 0;
  return {
    bookings: {
      value: (waiting?.bookings ?? 0) + (waiting?.lessonChanges ?? 0),
      words: REQUEST_WORDS,
      badgeClassName: ANSWER_BADGE,
    },
    students: { value: unreadMessages, words: UNREAD_MESSAGE_WORDS, badgeClassName: MESSAGE_BADGE },
    network: {
      value: (waiting?.networkRequests ?? 0) + (waiting?.applications ?? 0),
      words: REQUEST_WORDS,
      badgeClassName: ANSWER_BADGE,
    },
    leads: { value: waiting?.leads ?? 0, words: NEW_LEAD_WORDS, badgeClassName: ANSWER_BADGE },
    'waiting-list': {
      value: waiting?.waitingList ?? 0,
      words: LEARNER_WAITING_WORDS,
      badgeClassName: INFO_BADGE,
    },
  };
}
