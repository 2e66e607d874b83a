import type { ReactNode } from 'react';
import { useInstructorSignedIn } from '../hooks/use-instructor-signed-in';
import { WithSiteData } from './with-site-data';

function SessionState({ children }: { children: (signedIn: boolean) => ReactNode }) {
  return children(useInstructorSignedIn());
}

/** Renders `children` with whether the instructor is signed in, asked as the whole app's header asks. */
export function InstructorSessionReader({ children }: { children: (signedIn: boolean) => ReactNode }) {
  return (
    <WithSiteData>
      <SessionState>{children}</SessionState>
    </WithSiteData>
  );
}
