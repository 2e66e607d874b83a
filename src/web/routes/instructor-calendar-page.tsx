import { ArrowLeft, LogIn } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { LoadErrorCard } from '../components/ui/panel-states';
import { Skeleton } from '../components/ui/skeleton';
import { useCalendarWeek } from '../features/diary/calendar/api/get-calendar-week';
import {
  type CalendarAddress,
  getRequestedWeek,
  readCalendarAddress,
  writeCalendarAddress,
} from '../features/diary/calendar/calendar-address';
import { CalendarWeekView } from '../features/diary/calendar/components/calendar-week-view';
import { DashboardPhoneNav } from '../features/platform/dashboard/components/dashboard-phone-nav';
import { usePageTitle } from '../hooks/use-page-title';
import { useInstructorSession } from '../lib/api/verify-instructor';
import { readCalendarReturn } from '../lib/dashboard-tabs';
import { useDashboardTabCounts } from './use-dashboard-tab-counts';

const PAGE_TITLE = 'Your Week';

/** The dashboard's phone bar, with its counts: read only once signed in. */
function CalendarPhoneNav() {
  return <DashboardPhoneNav current="calendar" counts={useDashboardTabCounts()} />;
}

/** /instructor-dashboard/calendar: the day or week as a time grid of slots, lessons and busy times (instructor-only). */
export function InstructorCalendarPage() {
  usePageTitle(PAGE_TITLE);
  const session = useInstructorSession();
  const [searchParams, setSearchParams] = useSearchParams();
  // Back to the section the week was opened from (router state), or the dashboard's start.
  const location = useLocation();
  const backTo = readCalendarReturn(location.state);
  const address = readCalendarAddress(searchParams);
  const weekQuery = useCalendarWeek(getRequestedWeek(address), Boolean(session.data));

  function handleAddressChange(next: CalendarAddress, options: { replace?: boolean } = {}) {
    // The state goes along, so the back link still knows where the week was opened from.
    setSearchParams(writeCalendarAddress(next), {
      replace: options.replace ?? false,
      state: location.state,
    });
  }

  return (
    <Container className="flex flex-col gap-6 py-5 sm:py-8">
      <header className="flex flex-col gap-3">
        <Link
          to={backTo.path}
          className="inline-flex min-h-11 w-fit items-center gap-2 font-semibold text-blue-700 underline-offset-4 hover:text-blue-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backTo.label}
        </Link>
        <h1 className="text-3xl sm:text-4xl">{PAGE_TITLE}</h1>
        <p className="max-w-3xl text-lg text-slate-700">
          Your times, lessons and busy times, by the day or the week. Tap a lesson to record it, move it or
          cancel it, or tap free time to book a lesson there; change your times in the dashboard.
        </p>
      </header>
      {session.isPending || (session.data && weekQuery.isPending) ? (
        <div className="grid gap-3" role="status">
          <span className="sr-only">Loading your week…</span>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-11 w-40" />
          <Skeleton className="h-[32rem] w-full" />
        </div>
      ) : !session.data ? (
        <Card className="flex flex-col items-start gap-4 p-6 sm:p-10">
          <p className="max-w-2xl text-lg text-slate-700">
            This page is for the school's instructor. Please sign in to the dashboard first.
          </p>
          <Link to="/instructor-dashboard" className={buttonClassName({})}>
            <LogIn aria-hidden="true" className="size-5" />
            Instructor Login
          </Link>
        </Card>
      ) : weekQuery.data ? (
        <CalendarWeekView
          week={weekQuery.data}
          isFetching={weekQuery.isFetching}
          address={address}
          onAddressChange={handleAddressChange}
        />
      ) : (
        <LoadErrorCard
          title="We couldn't load your week"
          message="Please check your connection and try again."
          onRetry={() => void weekQuery.refetch()}
          isRetrying={weekQuery.isFetching}
        />
      )}
      {session.data ? <CalendarPhoneNav /> : null}
    </Container>
  );
}
