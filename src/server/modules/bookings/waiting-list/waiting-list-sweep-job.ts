import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import { sweepWaitingList } from './waiting-list-offers-service';

/** Every 30 seconds, and soon after a change: a freed time reaches waiting learners within a minute. */
const SWEEP_EVERY_MS = 30_000;
/** A burst of changes (a series cancelled, a pattern added) is looked at once. */
const KICK_DELAY_MS = 500;
/*
 * The freed times are found by reading every bookable slot: in a school of 30 instructors with
 * 3 months each (13,000 slots) that read held the embedded database, and so the server's one
 * thread, for about 0.4 s; every 30 s it stalled every request (docs/decisions/0053). Every change
 * to what learners can book calls `availability.invalidate()`, which kicks this job in each
 * process: a round reads the slots only after a kick, on a new London day (who may be booked goes
 * by the date), or when this long has passed (in case a change went unannounced).
 */
const READ_SLOTS_AT_LEAST_EVERY_MS = 5 * 60_000;

const londonDate = (instant: Date) => toZonedParts(instant, SCHOOL_TIME_ZONE).date;

export interface WaitingListSweepJob {
  /** Asks for a look soon (after anything changes what learners can book). */
  kick(): void;
  stop(): void;
}

/**
 * Looks now, every 30 seconds, and half a second after the bookable slots change (it listens to
 * `deps.availability` until stopped); reads the slots again only when they may have changed.
 */
export function startWaitingListSweepJob(
  deps: AppDependencies,
  // The look itself; a test records what each round asks of it.
  { sweep = sweepWaitingList }: { sweep?: typeof sweepWaitingList } = {},
): WaitingListSweepJob {
  const { logger } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let kickTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  // Whether the bookable slots may have changed since they were last read (unknown at start).
  let slotsChanged = true;
  let slotsReadAt: Date | null = null;

  const isSlotsReadDue = (now: Date): boolean =>
    slotsChanged ||
    slotsReadAt === null ||
    now.getTime() - slotsReadAt.getTime() >= READ_SLOTS_AT_LEAST_EVERY_MS ||
    londonDate(now) !== londonDate(slotsReadAt);

  const run = async (): Promise<void> => {
    if (running) {
      // A change during a look is looked at right after it.
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const startedAt = deps.now();
        const readSlots = isSlotsReadDue(startedAt);
        // A change during this round sets it again (and runs another round).
        slotsChanged = false;
        try {
          const result = await sweep(deps, { readSlots });
          if (readSlots) slotsReadAt = startedAt;
          if (result.freedTimes + result.refunds + result.fulfilled > 0) {
            logger.info(result, 'waiting list: freed times offered, refunds and fulfilled entries');
          }
        } catch (error) {
          if (readSlots) slotsChanged = true;
          logger.error({ err: error }, 'waiting-list sweep failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const kick = () => {
    if (stopped) return;
    slotsChanged = true;
    if (kickTimer) return;
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
