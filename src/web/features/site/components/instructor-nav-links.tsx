import { LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { classNames } from '../../../lib/class-names';
import { useInstructorLogout } from '../../dashboard/auth/api/instructor-logout';
import { GENERIC_FAILURE_TITLE, showFailureToast } from '../../dashboard/components/toasts';
import { instructorDashboardLink, instructorLoginLink } from '../site-nav-links';
import { SiteLink } from '../site-navigation';

/** As the dashboard's own 'Sign Out' says it. */
const SIGN_OUT_FAILED_MESSAGE = "You're still signed in: we couldn't reach the server. Please try again.";

/**
 * After signing out here, the focus moves to 'Instructor Login', which takes the place of the
 * button the instructor pressed (once it is rendered and no longer inert).
 */
function useFocusLoginAfterSignOut(signedIn: boolean) {
  const loginRef = useRef<HTMLAnchorElement>(null);
  const [signedOutHere, setSignedOutHere] = useState(false);
  useEffect(() => {
    if (!signedOutHere || signedIn) return;
    loginRef.current?.focus();
    setSignedOutHere(false);
  }, [signedOutHere, signedIn]);
  return { loginRef, handleSignedOut: () => setSignedOutHere(true) };
}

function SignOutButton({
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

/**
 * The header's instructor links: 'Instructor Login', or 'Dashboard' and 'Sign out' once signed in.
 * Both sets are always rendered in one grid cell, the unused one invisible and inert, so the cell
 * is as wide as the wider set and switching after hydration moves nothing (no layout shift).
 */
export function HeaderInstructorLinks({ signedIn }: { signedIn: boolean }) {
  const { loginRef, handleSignedOut } = useFocusLoginAfterSignOut(signedIn);
  const linkClassName = buttonClassName({
    variant: 'secondary',
    size: 'compact',
    className: 'whitespace-nowrap',
  });
  return (
    <div className="grid">
      <div
        className={classNames('col-start-1 row-start-1 flex justify-end', signedIn && 'invisible')}
        inert={signedIn}
      >
        <SiteLink ref={loginRef} to={instructorLoginLink.to} className={linkClassName}>
          {instructorLoginLink.label}
        </SiteLink>
      </div>
      <div
        className={classNames('col-start-1 row-start-1 flex justify-end gap-1', !signedIn && 'invisible')}
        inert={!signedIn}
      >
        <SiteLink to={instructorDashboardLink.to} className={linkClassName}>
          {instructorDashboardLink.label}
        </SiteLink>
        <SignOutButton className={linkClassName} onSignedOut={handleSignedOut} />
      </div>
    </div>
  );
}

/** The same links in the small-screen menu, full width. The menu opens after hydration. */
export function MenuInstructorLinks({ signedIn, onNavigate }: { signedIn: boolean; onNavigate: () => void }) {
  const { loginRef, handleSignedOut } = useFocusLoginAfterSignOut(signedIn);
  const linkClassName = buttonClassName({ variant: 'secondary', className: 'w-full' });
  if (!signedIn) {
    return (
      <SiteLink ref={loginRef} to={instructorLoginLink.to} onClick={onNavigate} className={linkClassName}>
        <LogIn aria-hidden="true" className="size-5" />
        {instructorLoginLink.label}
      </SiteLink>
    );
  }
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <SiteLink to={instructorDashboardLink.to} onClick={onNavigate} className={linkClassName}>
        <LayoutDashboard aria-hidden="true" className="size-5" />
        {instructorDashboardLink.label}
      </SiteLink>
      <SignOutButton
        className={linkClassName}
        icon={<LogOut aria-hidden="true" className="size-5" />}
        onSignedOut={handleSignedOut}
      />
    </div>
  );
}
