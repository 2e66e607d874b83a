import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { LoadErrorCard } from '../components/ui/panel-states';
import { Skeleton } from '../components/ui/skeleton';
import { ReminderSettingsView } from '../features/messaging/reminders/components/reminder-settings-view';
import { usePageTitle } from '../hooks/use-page-title';
import { useInstructorSession } from '../lib/api/verify-instructor';

/** Instructor-only (decisions.md: the old site left this page open). */
export function ReminderSettingsPage() {
  const session = useInstructorSession();
  usePageTitle('Reminder Settings');
  if (session.isPending) {
    return (
      <Container className="py-10 sm:py-16">
        <p className="sr-only" role="status">
          Checking your session…
        </p>
        <Skeleton className="h-48 w-full" />
      </Container>
    );
  }
  if (session.isError) {
    return (
      <Container className="grid gap-4 py-10 sm:py-16">
        <h1 className="text-3xl sm:text-4xl">Reminder Settings</h1>
        <LoadErrorCard
          title="We couldn't check your sign-in"
          message="The server didn't answer. Check your connection and try again."
          onRetry={() => void session.refetch()}
          isRetrying={session.isFetching}
        />
      </Container>
    );
  }
  if (!session.data) return <SignInRequired />;
  return (
    <Container className="py-8 sm:py-12">
      <ReminderSettingsView />
    </Container>
  );
}

function SignInRequired() {
  return (
    <Container className="py-10 sm:py-16">
      <Card className="flex flex-col items-start gap-4 p-6 sm:p-10">
        <h1 className="text-3xl sm:text-4xl">Reminder Settings</h1>
        <p className="max-w-2xl text-lg text-slate-700">
          This page is for the school's instructor. Please sign in to the dashboard first.
        </p>
        <Link to="/instructor-dashboard" className={buttonClassName({})}>
          <LogIn aria-hidden="true" className="size-5" />
          Instructor Login
        </Link>
      </Card>
    </Container>
  );
}
