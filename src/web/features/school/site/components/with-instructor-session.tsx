import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { readInstructorSessionHint } from '../../../../lib/instructor-session-hint';

type RenderWithSession = (signedIn: boolean) => ReactNode;

/** The session's check (the app's query client and the dashboard's session query), loaded only for a hint. */
const SessionReader = lazy(() =>
  import('./instructor-session-reader').then((module) => ({ default: module.InstructorSessionReader })),
);

/**
 * The header's instructor parts in an island (start-islands.tsx): signed out on the server and in
 * the first render, as the whole app's header (useInstructorSignedIn); only a browser with the
 * session hint loads the code that asks the server, so visitors' pages carry none of it.
 */
export function WithInstructorSession({ children }: { children: RenderWithSession }) {
  const [hinted, setHinted] = useState(false);
  useEffect(() => {
    setHinted(readInstructorSessionHint());
  }, []);
  if (!hinted) return children(false);
  return (
    <Suspense fallback={children(false)}>
      <SessionReader>{children}</SessionReader>
    </Suspense>
  );
}
