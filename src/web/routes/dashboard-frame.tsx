import { type ReactNode, Suspense } from 'react';
import { PageLoading } from '../components/page-loading';
import { DashboardTopBar } from '../features/platform/dashboard/components/dashboard-top-bar';
import { ScrollToHash } from '../features/school/site/components/scroll-to-hash';

export interface DashboardFrameProps {
  /** The page. */
  children: ReactNode;
  /** What only the router has (DashboardLayout): the navigation progress bar, scroll restoration. */
  routerParts?: ReactNode;
}

/**
 * The frame of the instructor's dashboard and week (issue 34): its own top bar (school, website,
 * one Sign Out) instead of the public header, no footer, no booking bar, no visitor analytics.
 * Inside the router (DashboardLayout), or on its own for the sign-in page the server renders
 * (SignInDocument).
 */
export function DashboardFrame({ children, routerParts }: DashboardFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="fixed top-2 left-2 z-50 -translate-y-24 rounded-lg bg-blue-700 px-4 py-3 font-semibold text-white shadow-lg focus:translate-y-0"
      >
        Skip to main content
      </a>
      {routerParts}
      <DashboardTopBar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <ScrollToHash />
    </div>
  );
}
