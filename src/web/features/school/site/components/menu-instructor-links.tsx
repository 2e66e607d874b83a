import { LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { instructorDashboardLink, instructorLoginLink } from '../site-nav-links';
import { SignOutSlot, useFocusLoginAfterSignOut } from './instructor-nav-links';

/**
 * The header's instructor links in the small-screen menu, full width. The menu opens only on a tap,
 * so this part (and its icons) loads then, not with every public page.
 */
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
      <SignOutSlot
        signedIn
        className={linkClassName}
        icon={<LogOut aria-hidden="true" className="size-5" />}
        onSignedOut={handleSignedOut}
      />
    </div>
  );
}
