import { ExternalLink, LoaderCircle, LogOut } from 'lucide-react';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Container } from '../../../../components/ui/container';
import { GENERIC_FAILURE_TITLE, showFailureToast } from '../../../../components/ui/failure-toasts';
import { LPlateLogo } from '../../../../components/ui/l-plate-logo';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSiteInfo } from '../../../../hooks/use-site-info';
import { useInstructorLogout } from '../../../../lib/api/instructor-logout';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { DASHBOARD_PATH } from '../../../../lib/dashboard-tabs';

const SIGN_OUT_FAILED_MESSAGE = "You're still signed in: we couldn't reach the server. Please try again.";

const barButtonClassName = buttonClassName({
  variant: 'secondary',
  size: 'compact',
  className: 'whitespace-nowrap px-3',
});

/** 'Sign Out': the dashboard's one way out (the public header is not shown here). */
function SignOutButton() {
  const logout = useInstructorLogout();
  return (
    <button
      type="button"
      className={barButtonClassName}
      disabled={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onError: () => showFailureToast(GENERIC_FAILURE_TITLE, SIGN_OUT_FAILED_MESSAGE),
        })
      }
    >
      {logout.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      ) : (
        <LogOut aria-hidden="true" className="size-4" />
      )}
      {logout.isPending ? 'Signing out…' : 'Sign Out'}
    </button>
  );
}

/**
 * The dashboard's own top bar, in place of the public site's header: the school's name (to the
 * dashboard's start), a link to the public website, and Sign Out once signed in. A working tool,
 * not a shop window: no booking links, no second Sign out.
 */
export function DashboardTopBar() {
  const site = useSiteInfo();
  const signedIn = Boolean(useInstructorSession().data);
  return (
    <header className="border-b border-slate-200 bg-white">
      <Container className="flex min-h-16 items-center justify-between gap-2 py-2">
        <SiteLink
          to={DASHBOARD_PATH}
          className="-ml-1 flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg px-1 text-slate-900 no-underline focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          <LPlateLogo />
          <span className="grid min-w-0 leading-tight">
            {site.data ? (
              <span className="line-clamp-2 text-sm font-bold sm:text-base">{site.data.schoolName}</span>
            ) : (
              // Until the school's name has loaded (or offline without it): a placeholder, not a made-up name.
              <Skeleton className="h-5 w-32" />
            )}
            <span className="hidden text-sm font-medium text-slate-600 sm:block">Instructor Dashboard</span>
          </span>
        </SiteLink>
        <nav aria-label="Account" className="flex shrink-0 items-center gap-1.5">
          <a href="/" className={barButtonClassName}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {/* The icon alone on a phone, so the school's name keeps its room; the name stays. */}
            <span className="max-sm:sr-only">Website</span>
          </a>
          {signedIn ? <SignOutButton /> : null}
        </nav>
      </Container>
    </header>
  );
}
