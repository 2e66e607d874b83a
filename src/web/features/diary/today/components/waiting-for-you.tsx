import {
  ArrowRight,
  CalendarClock,
  Handshake,
  Inbox,
  ListOrdered,
  type LucideIcon,
  Magnet,
  MessageSquare,
  UserPlus,
} from 'lucide-react';
import { Link } from 'react-router';
import type { WaitingCounts } from '../../../../../core/diary/today/today-schemas';
import { classNames } from '../../../../lib/class-names';

/** The Lesson changes card's heading, on the Pending Bookings tab (SectionCard id 'lesson-changes'). */
const LESSON_CHANGES_HEADING_ID = 'lesson-changes-title';
const SCROLL_WAIT_MS = 3_000;

/** Once the Pending Bookings tab has drawn the Lesson changes card, brings it into view. */
function scrollToLessonChangesWhenShown() {
  const started = performance.now();
  const look = () => {
    const heading = document.getElementById(LESSON_CHANGES_HEADING_ID);
    if (heading) heading.scrollIntoView({ block: 'start' });
    else if (performance.now() - started < SCROLL_WAIT_MS) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

function CountLink({
  to,
  count,
  icon: Icon,
  words,
  onNavigate,
}: {
  to: string;
  count: number;
  icon: LucideIcon;
  words: string;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      className={classNames(
        'flex min-h-14 items-center gap-3 rounded-xl border px-3 py-2 no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
        count > 0
          ? 'border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100'
          : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
      )}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className="min-w-0 flex-1 leading-tight">
        <span className="text-xl font-bold">{count}</span>{' '}
        <span className="text-sm font-medium">{words}</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
    </Link>
  );
}

function plural(count: number, one: string, other: string): string {
  return count === 1 ? one : other;
}

/**
 * What waits for the instructor, at the top of Today: booking requests and lesson-change requests
 * always (what is answered most), then whatever else waits, only when something does: unread
 * messages, partner requests, applications to join, new leads, learners on the waiting list. Each
 * is a link to the section where it is dealt with. The counts come with Today's answer.
 */
export function WaitingForYou({ pending }: { pending: WaitingCounts }) {
  const others: { to: string; count: number; icon: LucideIcon; words: string }[] = [
    {
      to: '?tab=students',
      count: pending.unreadMessages,
      icon: MessageSquare,
      words: plural(pending.unreadMessages, 'unread message', 'unread messages'),
    },
    {
      to: '?tab=network',
      count: pending.networkRequests,
      icon: Handshake,
      words: plural(pending.networkRequests, 'partner request', 'partner requests'),
    },
    {
      to: '?tab=network',
      count: pending.applications,
      icon: UserPlus,
      words: plural(pending.applications, 'application to join', 'applications to join'),
    },
    {
      to: '?tab=leads',
      count: pending.leads,
      icon: Magnet,
      words: plural(pending.leads, 'new lead to contact', 'new leads to contact'),
    },
    {
      to: '?tab=waiting-list',
      count: pending.waitingList,
      icon: ListOrdered,
      words: plural(pending.waitingList, 'learner on the waiting list', 'learners on the waiting list'),
    },
  ];
  return (
    <nav
      aria-label="Waiting for your answer"
      className="grid grid-cols-1 gap-2 min-[380px]:grid-cols-2 xl:grid-cols-3"
    >
      <CountLink
        to="?tab=bookings"
        count={pending.bookings}
        icon={Inbox}
        words={plural(pending.bookings, 'booking request', 'booking requests')}
      />
      <CountLink
        to="?tab=bookings#lesson-changes"
        count={pending.lessonChanges}
        icon={CalendarClock}
        words={plural(pending.lessonChanges, 'lesson change request', 'lesson change requests')}
        onNavigate={scrollToLessonChangesWhenShown}
      />
      {others
        .filter((item) => item.count > 0)
        .map((item) => (
          <CountLink key={item.words} to={item.to} count={item.count} icon={item.icon} words={item.words} />
        ))}
    </nav>
  );
}
