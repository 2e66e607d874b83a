import { createContext, type ReactElement, type ReactNode, Suspense, use, useContext } from 'react';
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
