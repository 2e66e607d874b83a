import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { PagePlaceholder } from '../components/page-placeholder';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { Skeleton } from '../components/ui/skeleton';
import { useInstructorSession } from '../features/dashboard/auth/api/verify-instructor';
import { usePageTitle } from '../features/site/hooks/use-page-title';

/** Instructor-only (decisions.md: the old site left this page open). */
export function ReminderSettingsPage() {
  const session = useInstructorSession();
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
  if (!session.data) return <SignInRequired />;
  return (
    <PagePlaceholder
      title="Reminder Settings"
      description="Here you will choose how lesson reminders are sent to each learner: by text message, WhatsApp or e-mail."
      action="home"
    />
  );
}

function SignInRequired() {
  usePageTitle('Reminder Settings');
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
