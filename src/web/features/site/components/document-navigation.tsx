import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type SiteLinkProps, type SiteLocation, SiteNavigationProvider } from '../site-navigation';

/** A plain link: the browser loads the page (or, for a #hash on this page, scrolls to it). */
function DocumentLink({ to, ...props }: SiteLinkProps) {
  return <a href={to} {...props} />;
}

/** The address of a page, as the server rendering it and the browser hydrating it both know it. */
export function siteLocationOf(url: URL, key = 'default'): SiteLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

export interface DocumentNavigationProviderProps {
  /** The address the page was requested at. */
  initialLocation: SiteLocation;
  children: ReactNode;
}

/**
 * Navigation for a page that runs without the router (the home page): links load the next page
 * from the server. The location follows the #hash (a link to a section, Back to the last one).
 */
export function DocumentNavigationProvider({ initialLocation, children }: DocumentNavigationProviderProps) {
  const [location, setLocation] = useState(initialLocation);

  useEffect(() => {
    let count = 0;
    function follow() {
      count += 1;
      setLocation(siteLocationOf(new URL(window.location.href), `document-${count}`));
    }
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const value = useMemo(() => ({ location, Link: DocumentLink }), [location]);
  return <SiteNavigationProvider value={value}>{children}</SiteNavigationProvider>;
}
