import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { verifyInstructorResponseSchema } from '../../core/platform/auth/auth-schemas';
import { Container } from '../components/ui/container';
import { LoadErrorCard } from '../components/ui/panel-states';
import { Skeleton } from '../components/ui/skeleton';
import { readDashboardTab } from '../features/platform/dashboard/dashboard-tabs';
import {
  forgetInstructorSnapshots,
  instructorSnapshotKey,
} from '../features/platform/installable-app/offline-snapshot-storage';
import { useAppHome } from '../features/platform/installable-app/use-app-home';
import { useOfflineSnapshot } from '../features/platform/installable-app/use-offline-snapshot';
import { instructorSessionQueryKey } from '../features/platform/instructor-auth/api/instructor-session-key';
import { useInstructorSession } from '../features/platform/instructor-auth/api/verify-instructor';
import { InstructorLoginForm } from '../features/platform/instructor-auth/components/instructor-login-form';
import { usePageTitle } from '../hooks/use-page-title';
import { preloadDashboardTab } from './dashboard-tab-panels';

const loadSignedInDashboard = () => import('./signed-in-dashboard-page');

/** The signed-in dashboard's code: loaded once the session is (or may be) there, never for the form. */
const SignedInDashboardPage = lazy(async () => ({
  default: (await loadSignedInDashboard()).SignedInDashboardPage,
}));

/** The dashboard's shape while the sign-in is checked or the dashboard's code arrives. */
function DashboardSkeleton({ status }: { status: string }) {
  return (
    <div className="grid gap-4">
      <p className="sr-only" role="status">
        {status}
      </p>
      <h1 className="text-3xl sm:text-4xl">Instructor Dashboard</h1>
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

/** /instructor-dashboard: the session is checked on load; signed out, the login form; signed in, the tabs. */
export function InstructorDashboardPage() {
  const session = useInstructorSession();
  const [searchParams] = useSearchParams();
  const openingTab = readDashboardTab(searchParams.get('tab'));
  usePageTitle(session.data ? 'Instructor Dashboard' : 'Instructor Login');
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
  useEffect(() => {
    if (signedOut) return;
    // Signed in, or still checking: the dashboard's code and the opening section's code load
    // together, beside the check, rather than one after the other once it answers.
    loadSignedInDashboard().catch(() => undefined);
    preloadDashboardTab(openingTab);
  }, [signedOut, openingTab]);

  return (
    <Container className="py-5 sm:py-8">
      {session.isPending ? (
        <DashboardSkeleton status="Checking your sign-in" />
      ) : session.data ? (
        // Before a failed check: offline, the sign-in this browser last saw (its copy) is shown.
        <Suspense fallback={<DashboardSkeleton status="Loading the dashboard" />}>
          <SignedInDashboardPage session={session.data} />
        </Suspense>
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
