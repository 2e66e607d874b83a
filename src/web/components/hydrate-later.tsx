import {
  createContext,
  type ReactElement,
  type ReactNode,
  Suspense,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { yieldToBrowser } from '../lib/yield-to-browser';

/*
 * Hydration in steps, with React's selective hydration. Each HydrateLater part is a Suspense
 * boundary: React hydrates the page's first screen, keeps the server's HTML of the parts below it
 * (a dehydrated boundary), and hydrates each part once its step's task has come, yielding to the
 * browser in between; a part the visitor interacts with first is hydrated first. Without a
 * schedule (the server, pages in the router, client navigation) they render at once.
 */

/** Resolves when the parts of `step` (1, 2, ...) may hydrate; the same promise for a step. */
export type HydrationSchedule = (step: number) => Promise<void>;

const HydrationScheduleContext = createContext<HydrationSchedule | null>(null);

export function HydrationScheduleProvider({
  schedule,
  children,
}: {
  schedule: HydrationSchedule;
  children: ReactNode;
}) {
  return <HydrationScheduleContext.Provider value={schedule}>{children}</HydrationScheduleContext.Provider>;
}

/** A schedule where step n starts one task after step n - 1 (step 1: one task after the rest). */
export function createHydrationSchedule(): HydrationSchedule {
  const steps = new Map<number, Promise<void>>();
  const schedule: HydrationSchedule = (step) => {
    let started = steps.get(step);
    if (!started) {
      const previous = step > 1 ? schedule(step - 1) : Promise.resolve();
      started = previous.then(yieldToBrowser);
      steps.set(step, started);
    }
    return started;
  };
  return schedule;
}

function WaitForStep({ step, children }: { step: number; children: ReactElement }) {
  const schedule = useContext(HydrationScheduleContext);
  // Suspends while hydrating: the server's HTML stays as it is until this step's task.
  if (schedule) use(schedule(step));
  return children;
}

export interface HydrateLaterProps {
  step: number;
  /** One element, always rendered (hydration keeps the first node of a part that waits). */
  children: ReactElement;
}

export function HydrateLater({ step, children }: HydrateLaterProps) {
  return (
    <Suspense fallback={null}>
      <WaitForStep step={step}>{children}</WaitForStep>
    </Suspense>
  );
}

/** A promise and the function that resolves it. */
function createSignal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function WaitFor({ signal, children }: { signal: Promise<void> | null; children: ReactElement }) {
  // While React hydrates the server's HTML; a boundary it had to render again (an update reached
  // it first) has no server HTML left to keep, so it must not wait.
  const isHydrating = !useHydrated();
  if (signal && isHydrating) use(signal);
  return children;
}

export interface HydrateWhenVisibleProps {
  /**
   * One element, usually a `React.lazy` part: its code is not fetched while it waits, so it stays
   * off the first load.
   */
  children: ReactElement;
}

/**
 * A part far below the first screen (the home page's lower sections): while hydrating, the server's
 * HTML stays as it is (its links work as plain links) until the part nears the viewport or takes
 * focus; then its code loads and it hydrates. Until then nothing of it is downloaded or run. On
 * the server and in client navigation it renders at once (a lazy part, then, after its chunk).
 * The wrapper `<div>` is what the browser watches: a dehydrated part has no element React knows.
 */
export function HydrateWhenVisible({ children }: HydrateWhenVisibleProps) {
  const hydrating = useContext(HydrationScheduleContext) !== null;
  const anchorRef = useRef<HTMLDivElement>(null);
  // Made once, while hydrating, outside the Suspense boundary: the same promise on every retry.
  const [visible] = useState(createSignal);

  useEffect(() => {
    const anchor = anchorRef.current;
    if (!hydrating || !anchor) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) visible.resolve();
    });
    observer.observe(anchor);
    // A keyboard user tabbing into the part before it scrolled into view.
    anchor.addEventListener('focusin', visible.resolve, { once: true });
    void visible.promise.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      anchor.removeEventListener('focusin', visible.resolve);
    };
  }, [hydrating, visible]);

  return (
    <div ref={anchorRef}>
      <Suspense fallback={null}>
        <WaitFor signal={hydrating ? visible.promise : null}>{children}</WaitFor>
      </Suspense>
    </div>
  );
}
