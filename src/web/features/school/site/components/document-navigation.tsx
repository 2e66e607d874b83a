import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import {
  type SiteLinkProps,
  type SiteLocation,
  type SiteNavigate,
  type SiteNavigation,
  SiteNavigationProvider,
} from '../../../../components/site-navigation';

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

/** The document's location, following its #hash; read through `useSyncExternalStore`. */
function createDocumentLocationStore(initialLocation: SiteLocation) {
  let current = initialLocation;
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): SiteLocation => current,
    getServerSnapshot: (): SiteLocation => initialLocation,
    /** Follows the #hash (a link to a section, Back to the last one) until the returned stop. */
    follow(): () => void {
      function onHashChange() {
        count += 1;
        current = siteLocationOf(new URL(window.location.href), `document-${count}`);
        for (const listener of listeners) listener();
      }
      window.addEventListener('hashchange', onHashChange);
      return () => window.removeEventListener('hashchange', onHashChange);
    },
  };
}

type DocumentLocationStore = ReturnType<typeof createDocumentLocationStore>;

const DocumentLocationStoreContext = createContext<DocumentLocationStore | null>(null);

function useDocumentLocation(): SiteLocation {
  const store = useContext(DocumentLocationStoreContext);
  if (!store) throw new Error('useDocumentLocation outside DocumentNavigationProvider');
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** The browser loads the next page from the server (there is no router to open it in place). */
function openDocument(to: string): void {
  window.location.assign(to);
}

function useDocumentNavigate(): SiteNavigate {
  return openDocument;
}

const documentNavigation: SiteNavigation = {
  useLocation: useDocumentLocation,
  Link: DocumentLink,
  useNavigate: useDocumentNavigate,
};

/**
 * Navigation for a page that runs without the router (the home page, the content pages): links load the next page
 * from the server. The location follows the #hash; the contexts' values never change (see
 * `SiteNavigation.useLocation`).
 */
export function DocumentNavigationProvider({ initialLocation, children }: DocumentNavigationProviderProps) {
  const [store] = useState(() => createDocumentLocationStore(initialLocation));
  useEffect(() => store.follow(), [store]);
  return (
    <DocumentLocationStoreContext.Provider value={store}>
      <SiteNavigationProvider value={documentNavigation}>{children}</SiteNavigationProvider>
    </DocumentLocationStoreContext.Provider>
  );
}
