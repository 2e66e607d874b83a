import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { instructorSessionQueryOptions } from '../../dashboard/auth/api/verify-instructor';
import { readInstructorSessionHint } from '../../dashboard/auth/instructor-session-hint';

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
  const session = useQuery({
    ...instructorSessionQueryOptions,
    enabled: hinted,
    staleTime: HEADER_SESSION_STALE_MS,
  });
  return Boolean(session.data);
}
