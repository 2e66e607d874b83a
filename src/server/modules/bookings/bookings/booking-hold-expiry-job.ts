import type { AppDependencies } from '../../../app-types';
import { startRepeatingJob } from '../../../lib/repeating-job';
import { expireStaleBookingHolds } from './bookings-service';

const EVERY_FIVE_MINUTES_MS = 5 * 60_000;

/** Runs the hold expiry now and every five minutes; returns a function that stops it. */
export function startBookingHoldExpiryJob(deps: AppDependencies): () => Promise<void> {
  const { logger } = deps;
  return startRepeatingJob({
    name: 'booking hold expiry',
    everyMs: EVERY_FIVE_MINUTES_MS,
    firstRunInMs: 0,
    logger,
    run: async () => {
      const expired = await expireStaleBookingHolds(deps);
      if (expired.length > 0)
        logger.info({ bookingIds: expired }, 'released the slots of expired booking requests');
    },
  });
}
