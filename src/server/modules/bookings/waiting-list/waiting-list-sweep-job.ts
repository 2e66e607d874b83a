import type { AppDependencies } from '../../../app-types';
import { sweepWaitingList } from './waiting-list-offers-service';

/** Every 30 seconds, and soon after a change: a freed time reaches waiting learners within a minute. */
const SWEEP_EVERY_MS = 30_000;
/** A burst of changes (a series cancelled, a pattern added) is looked at once. */
const KICK_DELAY_MS = 500;

export interface WaitingListSweepJob {
  /** Asks for a look soon (after anything changes what learners can book). */
  kick(): void;
  stop(): void;
}

/**
 * Looks now, every 30 seconds, and half a second after the bookable slots change (it listens to
 * `deps.availability` until stopped).
 */
export function startWaitingListSweepJob(deps: AppDependencies): WaitingListSweepJob {
  const { logger } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let kickTimer: NodeJS.Timeout | null = null;
  let stopped = false;

  const run = async (): Promise<void> => {
    if (running) {
      // A change during a look is looked at right after it.
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const result = await sweepWaitingList(deps);
          if (result.freedTimes + result.refunds + result.fulfilled > 0) {
            logger.info(result, 'waiting list: freed times offered, refunds and fulfilled entries');
          }
        } catch (error) {
          logger.error({ err: error }, 'waiting-list sweep failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const kick = () => {
    if (stopped || kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = null;
      void run();
    }, KICK_DELAY_MS);
    kickTimer.unref();
  };

  void run();
  const timer = setInterval(() => void run(), SWEEP_EVERY_MS);
  timer.unref();
  const stopListening = deps.availability.onChange(kick);
  return {
    kick,
    stop() {
      stopped = true;
      stopListening();
      clearInterval(timer);
      if (kickTimer) clearTimeout(kickTimer);
    },
  };
}
