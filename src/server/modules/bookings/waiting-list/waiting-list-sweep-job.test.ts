import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import type { AppDependencies } from '../../../app-types';
import { startWaitingListSweepJob } from './waiting-list-sweep-job';

/*
 * The sweep listens to the bookable slots (deps.availability): a change is looked at half a second
 * later, not at the next 30-second round. Each look starts by reading the clock, so the clock's
 * readings count the looks.
 */

const testApp = setUpTestApp({ signIn: false });

/** The app's dependencies with a clock that counts how often it is read. */
function countingClock(): { deps: AppDependencies; reads: () => number } {
  let reads = 0;
  const deps: AppDependencies = {
    ...testApp.deps,
    now: () => {
      reads += 1;
      return testApp.deps.now();
    },
  };
  return { deps, reads: () => reads };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until a look has run and the clock has not been read for a while (the look is over). */
async function untilQuiet(reads: () => number): Promise<number> {
  for (let waited = 0; waited < 20_000; waited += 700) {
    const before = reads();
    await settle(700);
    if (before > 0 && reads() === before) return before;
  }
  throw new Error('The sweep never went quiet');
}

describe('the waiting-list sweep job', () => {
  it('looks again soon after the bookable slots change, and stops listening when stopped', async () => {
    const { deps, reads } = countingClock();
    const job = startWaitingListSweepJob(deps);
    try {
      // The first look, at start; the next round would be 30 seconds away.
      const afterFirstLook = await untilQuiet(reads);

      testApp.deps.availability.invalidate();
      expect(await untilQuiet(reads)).toBeGreaterThan(afterFirstLook);
    } finally {
      job.stop();
    }

    const afterStop = reads();
    testApp.deps.availability.invalidate();
    await settle(1_500);
    expect(reads()).toBe(afterStop);
  });
});
