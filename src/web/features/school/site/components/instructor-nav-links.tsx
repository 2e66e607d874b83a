import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { classNames } from '../../../../lib/class-names';
import { instructorDashboardLink, instructorLoginLink } from '../site-nav-links';

/**
 * After signing out here, the focus moves to 'Instructor Login', which takes the place of the
 * button the instructor pressed (once it is rendered and no longer inert).
 */
/**
 * The sign-out code (the logout request, its failure toast) loads only for a signed-in instructor:
 * visitors' pages, the home page above all, carry none of it. Until it has loaded, and in the
 * invisible set of a signed-out header, the same button stands in, disabled.
 */
const LazySignOutButton = lazy(() =>
  import('./sign-out-button').then((module) => ({ default: module.SignOutButton })),
);

export function SignOutSlot({
  signedIn,
  className,
  icon,
  onSignedOut,
}: {
  signedIn: boolean;
  className: string;
  icon?: ReactNode;
  onSignedOut: () => void;
}) {
  const placeholder = (
    <button type="button" className={className} disabled>
      {icon}
      Sign out
    </button>
  );
  if (!signedIn) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazySignOutButton className={className} icon={icon} onSignedOut={onSignedOut} />
    </Suspense>
  );
}

export function useFocusLoginAfterSignOut(signedIn: boolean) {
  const loginRef = useRef<HTMLAnchorElement>(null);
  const [signedOutHere, setSignedOutHere] = useState(false);
  useEffect(() => {
    if (!signedOutHere || signedIn) return;
    loginRef.current?.focus();
    setSignedOutHere(false);
  }, [signedOutHere, signedIn]);
  return { loginRef, handleSignedOut: () => setSignedOutHere(true) };
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
        <SignOutSlot signedIn={signedIn} className={linkClassName} onSignedOut={handleSignedOut} />
      </div>
    </div>
  );
}
