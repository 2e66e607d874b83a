import { type ComponentProps, type ComponentType, createContext, type ReactNode, useContext } from 'react';

/*
 * Links and the current address for the components the home page and the content pages render.
 * Those pages run without React Router (docs/decisions/0012-pre-rendering.md,
 * routes/content-paths.ts): their links load the next page from the server. Every other page runs
 * in the router, where the same components navigate in the browser. These components import this
 * module, never react-router, so those pages never load the router's code.
 */

export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Changes with each navigation, even to the same address. */
  key: string;
}

export interface SiteLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A path on this site, with its query and #hash if any. */
  to: string;
}

export interface SiteNavigation {
  /**
   * The hook that reads the current location (the router's, or the document's #hash). A hook
   * rather than a value: the context itself never changes on navigation, so a change of #hash
   * does not reach the parts of the home page still waiting to hydrate (a context change would
   * make React drop their server HTML and render them again: components/hydrate-later.tsx).
   */
  useLocation: () => SiteLocation;
  Link: ComponentType<SiteLinkProps>;
  /**
   * The hook that returns a way to open another page of this site after an action (the booking
   * form's checkout): the router's navigation in the router, the browser loading the page without
   * it. The state reaches only the router's next page (a loaded page starts without one).
   */
  useNavigate: () => SiteNavigate;
}

export type SiteNavigate = (to: string, options?: { state?: unknown }) => void;

const SiteNavigationContext = createContext<SiteNavigation | null>(null);

export function SiteNavigationProvider({ value, children }: { value: SiteNavigation; children?: ReactNode }) {
  return <SiteNavigationContext.Provider value={value}>{children}</SiteNavigationContext.Provider>;
}

function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation) throw new Error('A site component rendered outside SiteNavigationProvider');
  return navigation;
}

export function useSiteLocation(): SiteLocation {
  // The provider's hook, the same one for the provider's whole life.
  return useSiteNavigation().useLocation();
}

/** Opens another page of this site (see `SiteNavigation.useNavigate`). */
export function useSiteNavigate(): SiteNavigate {
  return useSiteNavigation().useNavigate();
}

/** A link to a page of this site: the router's Link in the router, a plain link without it. */
export function SiteLink(props: SiteLinkProps) {
  const { Link } = useSiteNavigation();
  return <Link {...props} />;
}

/**
 * Whether `pathname` is the page `to` or one under it, as React Router's NavLink decides
 * (case-insensitive, `/blog` is current on `/blog/an-article`).
 */
export function isCurrentPage(pathname: string, to: string): boolean {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}
