import type { ReactNode } from 'react';
import { GENERIC_FAILURE_TITLE, showFailureToast } from '../../../../components/ui/failure-toasts';
import { useInstructorLogout } from '../../../../lib/api/instructor-logout';

/** As the dashboard's own 'Sign Out' says it. */
const SIGN_OUT_FAILED_MESSAGE = "You're still signed in: we couldn't reach the server. Please try again.";

/** Signs the instructor out (the header's own button; the dashboard has 'Sign Out' too). */
export function SignOutButton({
  className,
  icon,
  onSignedOut,
}: {
  className: string;
  icon?: ReactNode;
  onSignedOut: () => void;
}) {
  const logout = useInstructorLogout();
  return (
    <button
      type="button"
      className={className}
      disabled={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onSuccess: onSignedOut,
          onError: () => showFailureToast(GENERIC_FAILURE_TITLE, SIGN_OUT_FAILED_MESSAGE),
        })
      }
    >
      {icon}
      {/* The same words while it works: longer ones would move the links beside it. */}
      Sign out
    </button>
  );
}
