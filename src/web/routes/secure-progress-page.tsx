import { BookOpen, CalendarClock, CalendarDays, CalendarPlus, Mail, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AssessmentBadge } from '../components/ui/assessment-badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { Skeleton } from '../components/ui/skeleton';
import { saveReturningLearner } from '../features/booking/returning-learner-storage';
import { useProgress } from '../features/progress/api/get-progress';
import { AccessDeniedCard, ExpiredLinkCard } from '../features/progress/components/access-problem-cards';
import { BookingHistory } from '../features/progress/components/booking-history';
import { HoursAndPaymentsCard } from '../features/progress/components/hours-and-payments-card';
import { ProgressNotesList } from '../features/progress/components/progress-notes-list';
import { TokenWarningBanner } from '../features/progress/components/token-warning-banner';
import { UpcomingLessons } from '../features/progress/components/upcoming-lessons';
import { sortNotesNewestFirst } from '../features/progress/progress-display';
import { rememberProgressToken } from '../features/progress/remembered-progress-link';
import { usePageTitle } from '../features/site/hooks/use-page-title';
import { isApiRequestError } from '../lib/api-client';

function SecureProgressSkeleton() {
  return (
    <div className="grid gap-6">
      <p className="sr-only" role="status">
        Loading your progress
      </p>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-36 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

function ProfileFact({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-center">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * /progress/:token and /secure-progress?token=: the learner's profile, latest assessment, hours and
 * payments, upcoming lessons (to move or cancel within the terms), lesson notes and bookings, read
 * through the capability link their instructor sent.
 */
export function SecureProgressPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const token = params.token ?? searchParams.get('token') ?? '';
  const progress = useProgress(token);
  const expired = token === '' || isApiRequestError(progress.error, 401);
  const loading = token !== '' && progress.isPending;
  usePageTitle(
    progress.data || loading ? 'Your Progress' : expired ? 'Access Link Expired' : 'Access Denied',
  );

  useEffect(() => {
    // This browser has opened a working link: /my-progress can show the learner's card.
    if (progress.data) rememberProgressToken(token);
  }, [progress.data, token]);

  if (loading) {
    // At least a screen tall while loading: the footer stays below the fold until the progress
    // arrives, instead of being pushed down by it in view (a layout shift).
    return (
      <Container className="min-h-dvh py-8 sm:py-12">
        <SecureProgressSkeleton />
      </Container>
    );
  }
  if (!progress.data) {
    return (
      <Container className="py-8 sm:py-12">{expired ? <ExpiredLinkCard /> : <AccessDeniedCard />}</Container>
    );
  }

  const { student, progressNotes, bookings, lessons, tokenWarning, balance } = progress.data;
  const latestNote = sortNotesNewestFirst(progressNotes)[0];
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto grid w-full max-w-4xl gap-8">
        {tokenWarning ? <TokenWarningBanner warning={tokenWarning} learnerName={student.fullName} /> : null}
        <h1 className="text-3xl sm:text-4xl">Your Progress</h1>

        <Card className="grid gap-5 p-5 sm:grid-cols-[1fr_auto] sm:items-center sm:p-6">
          <div className="flex items-center gap-4">
            <span className="grid size-14 shrink-0 place-items-center rounded-full bg-blue-100 text-blue-800">
              <UserRound aria-hidden="true" className="size-7" />
            </span>
            <div className="min-w-0">
              <h2 className="text-xl sm:text-2xl">{student.fullName}</h2>
              <p className="flex items-center gap-1.5 break-all text-slate-600">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {student.email}
              </p>
            </div>
          </div>
          <div className="grid gap-3">
            <dl className="grid grid-cols-2 gap-3">
              <ProfileFact label="Total lessons" value={progressNotes.length} />
              <ProfileFact label="Total bookings" value={bookings.length} />
            </dl>
            {latestNote ? (
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                Recent assessment: <AssessmentBadge assessment={latestNote.overallAssessment} />
              </p>
            ) : null}
          </div>
          <div className="sm:col-span-2">
            {/* Recognised from their own link: the booking form opens with their details filled in. */}
            <Button asChild className="w-full sm:w-auto">
              <Link to="/book-lesson" onClick={() => saveReturningLearner(student)}>
                <CalendarPlus aria-hidden="true" className="size-5" />
                Book again
              </Link>
            </Button>
          </div>
        </Card>

        <HoursAndPaymentsCard balance={balance} />

        <section aria-labelledby="upcoming-lessons-heading" className="grid gap-4">
          <h2 id="upcoming-lessons-heading" className="flex items-center gap-2 text-2xl">
            <CalendarClock aria-hidden="true" className="size-6 text-blue-700" />
            Upcoming Lessons
          </h2>
          <UpcomingLessons
            token={token}
            learnerName={student.fullName}
            lessons={lessons}
            now={new Date(progress.dataUpdatedAt)}
          />
        </section>

        <section aria-labelledby="lesson-notes-heading" className="grid gap-4">
          <h2 id="lesson-notes-heading" className="flex items-center gap-2 text-2xl">
            <BookOpen aria-hidden="true" className="size-6 text-blue-700" />
            Lesson Notes
          </h2>
          <ProgressNotesList notes={progressNotes} />
        </section>

        <section aria-labelledby="booking-history-heading" className="grid gap-4">
          <h2 id="booking-history-heading" className="flex items-center gap-2 text-2xl">
            <CalendarDays aria-hidden="true" className="size-6 text-blue-700" />
            Booking History
          </h2>
          <BookingHistory bookings={bookings} />
        </section>
      </div>
    </Container>
  );
}
