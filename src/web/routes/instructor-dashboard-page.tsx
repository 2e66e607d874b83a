import { useEffect } from 'react';
import { verifyInstructorResponseSchema } from '../../core/platform/auth/auth-schemas';
import { INSTRUCTOR_LOGIN_PAGE_TITLE } from '../../core/platform/auth/sign-in-page';
import { Container } from '../components/ui/container';
import { LoadErrorCard } from '../components/ui/panel-states';
import { Skeleton } from '../components/ui/skeleton';
import { useAppHome } from '../features/platform/installable-app/use-app-home';
import { InstructorLoginForm } from '../features/platform/instructor-auth/components/instructor-login-form';
import { useOfflineSnapshot } from '../hooks/use-offline-snapshot';
import { usePageTitle } from '../hooks/use-page-title';
import { useInstructorSession } from '../lib/api/verify-instructor';
import { instructorSessionQueryKey } from '../lib/instructor-session-key';
import { forgetInstructorSnapshots, instructorSnapshotKey } from '../lib/offline-snapshot-storage';
import { SignedInDashboardPage } from './signed-in-dashboard-page';

/** /instructor-dashboard: the session is checked on load; signed out, the login form; signed in, the tabs. */
export function InstructorDashboardPage() {
  const session = useInstructorSession();
  usePageTitle(session.data ? 'Instructor Dashboard' : INSTRUCTOR_LOGIN_PAGE_TITLE);
  // Offline, the dashboard opens on the sign-in this browser last saw, to show Today's copy (issue 24).
  useOfflineSnapshot({
    queryKey: instructorSessionQueryKey,
    storageKey: instructorSnapshotKey('session'),
    schema: verifyInstructorResponseSchema,
    data: session.data ?? undefined,
    dataUpdatedAt: session.dataUpdatedAt,
    error: session.error,
  });
  useAppHome('instructor', Boolean(session.data));
  const signedOut = session.data === null;
  useEffect(() => {
    // Signed out (here or elsewhere): nothing of the instructor's day stays in this browser.
    if (signedOut) forgetInstructorSnapshots();
  }, [signedOut]);

  return (
    <Container className="py-5 sm:py-8">
      {session.isPending ? (
        <div className="grid gap-4">
          <p className="sr-only" role="status">
            Checking your sign-in
          </p>
          <h1 className="text-3xl sm:text-4xl">Instructor Dashboard</h1>
          <Skeleton className="h-12 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : session.data ? (
        // Before a failed check: offline, the sign-in this browser last saw (its copy) is shown.
        <SignedInDashboardPage session={session.data} />
      ) : session.isError ? (
        <div className="grid gap-4">
          <h1 className="text-3xl sm:text-4xl">Instructor Dashboard</h1>
          <LoadErrorCard
            title="We couldn't check your sign-in"
            message="The server didn't answer. Check your connection and try again."
            onRetry={() => void session.refetch()}
            isRetrying={session.isFetching}
          />
        </div>
      ) : (
        <InstructorLoginForm />
      )}
    </Container>
  );
}
