import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readInstructorSessionHint } from '../../../../lib/instructor-session-hint';
import { instructorSessionQueryKey } from '../../../../lib/instructor-session-key';

/** A session the header checked this recently is taken as still live. */
const HEADER_SESSION_STALE_MS = 60_000;

/**
 * Whether the instructor is signed in, for the site header. False on the server and in the first
 * render in the browser (public pages are rendered by the server, which shows everyone the
 * signed-out header), then asked of the server only when this browser carries the session hint,
 * so visitors' pages make no request for it. A sign-in or sign-out on the page shows at once: both
 * write the session query this reads.
 */
export function useInstructorSignedIn(): boolean {
  const [hinted, setHinted] = useState(false);
  useEffect(() => {
    setHinted(readInstructorSessionHint());
  }, []);
  // The same query as the dashboard's session (its key), its code loaded only when there is a hint.
  const session = useQuery({
    queryKey: instructorSessionQueryKey,
    queryFn: async ({ signal }) => {
      const { verifyInstructor } = await import('../../../../lib/api/verify-instructor');
      return verifyInstructor(signal);
    },
    enabled: hinted,
    staleTime: HEADER_SESSION_STALE_MS,
    retry: false,
  });
  return Boolean(session.data);
}
