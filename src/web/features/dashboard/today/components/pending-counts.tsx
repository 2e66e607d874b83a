import { ArrowRight, CalendarClock, Inbox, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TodayOverview } from '../../../../../core/dashboard/today-schemas';
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

/**
 * Booking requests and learners' lesson-change requests waiting for an answer, each a link to the
 * Pending Bookings tab, where both are answered.
 */
export function PendingCounts({ pending }: { pending: TodayOverview['pending'] }) {
  return (
    <nav aria-label="Waiting for your answer" className="grid grid-cols-1 gap-2 min-[380px]:grid-cols-2">
      <CountLink
        to="?tab=bookings"
        count={pending.bookings}
        icon={Inbox}
        words={pending.bookings === 1 ? 'booking request' : 'booking requests'}
      />
      <CountLink
        to="?tab=bookings#lesson-changes"
        count={pending.lessonChanges}
        icon={CalendarClock}
        words={pending.lessonChanges === 1 ? 'lesson change request' : 'lesson change requests'}
        onNavigate={scrollToLessonChangesWhenShown}
      />
    </nav>
  );
}
