import { CalendarClock, Clock, Eye, Home, LinkIcon, ShieldAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatDurationLabel, formatLongDate } from '../../core/format/display-format';
import { GUARDIAN_LINK_EXPIRED_MESSAGE, type GuardianView } from '../../core/learners/guardian-link-schemas';
import type { TokenWarning } from '../../core/progress/progress-schemas';
import { Button, buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { Skeleton } from '../components/ui/skeleton';
import { useGuardianView } from '../features/progress/learner-progress/api/get-guardian-view';
import { GuardianProgressSection } from '../features/progress/learner-progress/components/guardian-progress-section';
import { HoursAndPaymentsCard } from '../features/progress/learner-progress/components/hours-and-payments-card';
import { PayBookingButtons } from '../features/progress/learner-progress/components/payments-due-list';
import { usePageTitle } from '../hooks/use-page-title';
import { isApiRequestError } from '../lib/api-client';
import { classNames } from '../lib/class-names';
import { formatTimeRange } from '../lib/school-time-format';

function ReturnHomeLink() {
  return (
    <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
      <Home aria-hidden="true" className="size-5" />
      Return to Home
    </Link>
  );
}

/** A 401: the link is unknown, has expired or was turned off by the learner (all look the same). */
function GuardianLinkExpiredCard() {
  return (
    <Card className="mx-auto grid w-full max-w-lg gap-4 p-6 text-center" role="alert">
      <LinkIcon aria-hidden="true" className="mx-auto size-12 text-amber-500" />
      <h1 className="text-2xl sm:text-3xl">Link Expired</h1>
      <p className="text-slate-700">{GUARDIAN_LINK_EXPIRED_MESSAGE}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ReturnHomeLink />
      </div>
    </Card>
  );
}

function GuardianAccessDeniedCard({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="mx-auto grid w-full max-w-lg gap-4 p-6 text-center" role="alert">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-red-600" />
      <h1 className="text-2xl sm:text-3xl">Something went wrong</h1>
      <p className="text-slate-700">We couldn't load this page. Check your connection and try again.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try again</Button>
        <ReturnHomeLink />
      </div>
    </Card>
  );
}

function GuardianSkeleton() {
  return (
    <div className="grid gap-6">
      <p className="sr-only" role="status">
        Loading
      </p>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-36 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

function GuardianTokenWarning({ warning, firstName }: { warning: TokenWarning; firstName: string }) {
  const urgent = warning.severity === 'urgent';
  return (
    <div
      role="status"
      className={classNames(
        'flex items-start gap-3 rounded-xl border p-4',
        urgent ? 'border-red-300 bg-red-50 text-red-900' : 'border-yellow-300 bg-yellow-50 text-yellow-900',
      )}
    >
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{warning.message}</p>
        <p className="text-sm">
          {`It renews itself while ${firstName} keeps having lessons. If it stops working, ask ${firstName} for a new one.`}
        </p>
      </div>
    </div>
  );
}

function GuardianUpcomingLessons({ view }: { view: GuardianView }) {
  return (
    <section aria-labelledby="guardian-lessons-heading" className="grid gap-4">
      <h2 id="guardian-lessons-heading" className="flex items-center gap-2 text-2xl">
        <CalendarClock aria-hidden="true" className="size-6 text-blue-700" />
        Upcoming Lessons
      </h2>
      {view.upcomingLessons.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-5 py-8 text-center">
          <CalendarClock aria-hidden="true" className="size-10 text-slate-400" />
          <p className="font-semibold">No lessons booked yet</p>
          <p className="max-w-md text-slate-600">
            {`When ${view.learnerFirstName}'s next lessons are booked, they appear here.`}
          </p>
        </Card>
      ) : (
        <ol className="grid gap-3" aria-label="Upcoming lessons">
          {view.upcomingLessons.map((lesson) => (
            <li key={lesson.id}>
              <Card className="flex items-start gap-3 p-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-blue-100 text-blue-800">
                  <CalendarClock aria-hidden="true" className="size-5" />
                </span>
                <div className="grid gap-0.5">
                  <p className="font-semibold text-slate-900">{formatLongDate(lesson.date)}</p>
                  <p className="text-slate-700">
                    {formatTimeRange(lesson.startTime, lesson.durationMinutes)} ·{' '}
                    {formatDurationLabel(lesson.durationMinutes)}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The read-only page a learner shares with whoever pays (/guardian?token=, issue 25): their lessons
 * to come, hours and money with the pay buttons, and progress. No chat, nothing that changes a
 * lesson. Rendered in the browser: the server sends the private (no-store, noindex) shell.
 */
export function GuardianPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const view = useGuardianView(token);
  const expired = token === '' || isApiRequestError(view.error, 401);
  const loading = token !== '' && view.isPending;
  usePageTitle(
    view.data
      ? `${view.data.learnerFirstName}'s driving lessons`
      : loading
        ? 'Driving lessons'
        : expired
          ? 'Link Expired'
          : 'Something went wrong',
  );

  if (loading) {
    return (
      <Container className="min-h-dvh py-8 sm:py-12">
        <GuardianSkeleton />
      </Container>
    );
  }
  if (!view.data) {
    return (
      <Container className="py-8 sm:py-12">
        {expired ? (
          <GuardianLinkExpiredCard />
        ) : (
          <GuardianAccessDeniedCard onRetry={() => void view.refetch()} />
        )}
      </Container>
    );
  }

  const data = view.data;
  const firstName = data.learnerFirstName;
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto grid w-full max-w-4xl gap-8">
        {data.tokenWarning ? (
          <GuardianTokenWarning warning={data.tokenWarning} firstName={firstName} />
        ) : null}
        <header className="grid gap-2">
          <h1 className="text-3xl break-words sm:text-4xl">{`${firstName}'s driving lessons`}</h1>
          <p className="flex items-start gap-2 text-slate-700">
            <Eye aria-hidden="true" className="mt-1 size-4 shrink-0" />
            {`${firstName} shared this page with you. It is read-only: to move or cancel a lesson, ${firstName} does it from their own page.`}
          </p>
        </header>

        <GuardianUpcomingLessons view={data} />

        <HoursAndPaymentsCard balance={data.balance} heading="Hours and Payments">
          <PayBookingButtons bookings={data.bookingsToPay} token={token} />
        </HoursAndPaymentsCard>

        <GuardianProgressSection
          firstName={firstName}
          skillLevels={data.skillLevels}
          testRecord={data.testRecord}
        />
      </div>
    </Container>
  );
}
