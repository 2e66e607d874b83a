// First: configures zod's full build (the form's schema uses it) before any schema is built.
import '../lib/zod-config';
import { type ReactNode, useEffect } from 'react';
import { WithAppQueryClient } from '../components/with-app-query-client';
import { InstructorSignInForm } from '../features/platform/instructor-auth/components/instructor-sign-in-form';
import { forgetInstructorSnapshots } from '../lib/offline-snapshot-storage';

/*
 * The dashboard's sign-in page, as the server renders it for a browser that sent no session
 * (sign-in-document.tsx): its one live part, the form, as an island (page-islands.ts). The page
 * loads neither the router nor the dashboard's code; signing in opens the dashboard as a new page,
 * which the server answers with the app now that the browser holds the session cookie.
 */

/** The dashboard at this address (its query kept: a section's `?tab=`), loaded from the server. */
export function openDashboard(location: Pick<Location, 'pathname' | 'search' | 'assign'>): void {
  location.assign(`${location.pathname}${location.search}`);
}

/**
 * The server rendered this page because the browser sent no session cookie (it is httpOnly, so
 * the browser has none): signed out, as the app's dashboard finds after asking the server, and as
 * there nothing of the instructor's day stays in this browser (its offline copy).
 */
function ForgetInstructorDay(): null {
  useEffect(() => {
    forgetInstructorSnapshots();
  }, []);
  return null;
}

export function renderInstructorSignInIsland(): ReactNode {
  return (
    <WithAppQueryClient>
      <ForgetInstructorDay />
      <InstructorSignInForm onSignedIn={() => openDashboard(window.location)} />
    </WithAppQueryClient>
  );
}
