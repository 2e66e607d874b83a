import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSiteLocation } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Container } from '../../../../components/ui/container';
import { Skeleton } from '../../../../components/ui/skeleton';
import { siteNavLinks } from '../site-nav-links';
import { SiteNavItem } from './site-nav-item';

const loadMenuInstructorLinks = () => import('./menu-instructor-links');
const MenuInstructorLinks = lazy(() =>
  loadMenuInstructorLinks().then((module) => ({ default: module.MenuInstructorLinks })),
);

/** The menu panel's id (aria-controls). */
const MOBILE_MENU_PANEL_ID = 'site-menu-panel';

/*
 * Which page the menu was opened on, kept outside the component: the header's island swaps its
 * tree once a signed-in instructor's session check has loaded (WithInstructorSession), which
 * mounts the menu anew, and a menu tapped open meanwhile must stay open. One menu per page.
 */
let openedAtKeyNow: string | null = null;
const openedAtKeyListeners = new Set<() => void>();

function setOpenedAtKey(key: string | null): void {
  openedAtKeyNow = key;
  for (const listener of openedAtKeyListeners) listener();
}

function subscribeToOpenedAtKey(listener: () => void): () => void {
  openedAtKeyListeners.add(listener);
  return () => openedAtKeyListeners.delete(listener);
}

function useOpenedAtKey(): string | null {
  return useSyncExternalStore(
    subscribeToOpenedAtKey,
    () => openedAtKeyNow,
    () => null,
  );
}

/**
 * The small-screen menu: a disclosure button (aria-expanded, aria-controls) opening the site links
 * in a panel under the header. Escape, a tap outside or any navigation closes it. A plain button
 * and a panel rendered while open, rather than Radix's Collapsible: it is on every public page's
 * first load, and the pattern needs nothing more (docs/decisions/0017-react-at-runtime.md).
 */
export function MobileMenu({ instructorSignedIn }: { instructorSignedIn: boolean }) {
  const location = useSiteLocation();
  // Open only on the page it was opened on: any navigation (a link, Back) closes it. Links also
  // close it at once, before a page that is still loading replaces this one.
  const openedAtKey = useOpenedAtKey();
  const open = openedAtKey === location.key;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // One menu per page. Not useId: the menu is an island (start-islands.tsx), its own React root,
  // where useId gives a different id from the one the whole page's render gives.
  const panelId = MOBILE_MENU_PANEL_ID;

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenedAtKey(null);
      triggerRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenedAtKey(null);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpenedAtKey(null);

  return (
    <div ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // The menu's instructor links start loading as the finger lands, so they are there on opening.
        onPointerDown={() => void loadMenuInstructorLinks()}
        onFocus={() => void loadMenuInstructorLinks()}
        onClick={() => setOpenedAtKey(open ? null : location.key)}
        className={buttonClassName({ variant: 'secondary', size: 'compact' })}
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        Menu
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg motion-safe:animate-fade-in"
        >
          <nav aria-label="Main menu">
            <Container className="flex flex-col gap-4 pt-2 pb-5">
              <ul className="flex flex-col">
                {siteNavLinks.map((link) => (
                  <li key={link.to} className="border-b border-slate-100 last:border-b-0">
                    <SiteNavItem
                      link={link}
                      onClick={close}
                      className="flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-slate-800 no-underline hover:bg-slate-100 hover:text-blue-800"
                      activeClassName="text-blue-700 underline decoration-2 underline-offset-4"
                    />
                  </li>
                ))}
              </ul>
              <Suspense fallback={<Skeleton className="h-11 w-full rounded-lg" />}>
                <MenuInstructorLinks signedIn={instructorSignedIn} onNavigate={close} />
              </Suspense>
            </Container>
          </nav>
        </div>
      )}
    </div>
  );
}
