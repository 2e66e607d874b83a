import { Container } from '../components/ui/container';
import { Skeleton } from '../components/ui/skeleton';
import { useInstructorSession } from '../features/dashboard/auth/api/verify-instructor';
import { InstructorLoginForm } from '../features/dashboard/auth/components/instructor-login-form';
import { LoadErrorCard } from '../features/dashboard/components/panel-states';
import { SignedInDashboard } from '../features/dashboard/components/signed-in-dashboard';
import { usePageTitle } from '../features/site/hooks/use-page-title';

/** /instructor-dashboard: the session is checked on load; signed out, the login form; signed in, the tabs. */
export function InstructorDashboardPage() {
  const session = useInstructorSession();
  usePageTitle(session.data ? 'Instructor Dashboard' : 'Instructor Login');

  return (
    <Container className="py-8 sm:py-12">
      {session.isPending ? (
        <div className="grid gap-4">
          <p className="sr-only" role="status">
            Checking your sign-in
          </p>
          <h1 className="text-3xl sm:text-4xl">Instructor Dashboard</h1>
          <Skeleton className="h-12 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
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
      ) : session.data ? (
        <SignedInDashboard session={session.data} />
      ) : (
        <InstructorLoginForm />
      )}
    </Container>
  );
}
