import { LoaderCircle, LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useInstructorLogout } from '../auth/api/instructor-logout';
import type { InstructorSession } from '../auth/api/verify-instructor';
import { GENERIC_FAILURE_TITLE, showFailureToast } from './toasts';

/** The page's heading with who is signed in, and 'Sign Out'. */
export function DashboardHeader({ session }: { session: InstructorSession }) {
  const logout = useInstructorLogout();

  function handleSignOut() {
    logout.mutate(undefined, {
      onError: () =>
        showFailureToast(
          GENERIC_FAILURE_TITLE,
          "You're still signed in: we couldn't reach the server. Please try again.",
        ),
    });
  }

  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-3xl sm:text-4xl">Instructor Dashboard</h1>
        <p className="text-slate-700">
          Signed in as{' '}
          <span className="font-semibold text-slate-900">
            {session.instructor.fullName ?? session.instructor.email}
          </span>
        </p>
      </div>
      <Button variant="secondary" onClick={handleSignOut} disabled={logout.isPending}>
        {logout.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <LogOut aria-hidden="true" className="size-5" />
        )}
        {logout.isPending ? 'Signing out…' : 'Sign Out'}
      </Button>
    </header>
  );
}
