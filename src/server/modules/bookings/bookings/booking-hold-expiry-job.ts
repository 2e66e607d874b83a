import type { AppDependencies } from '../../../app-types';
import { expireStaleBookingHolds } from './bookings-service';

const EVERY_FIVE_MINUTES_MS = 5 * 60_000;

/** Runs the hold expiry now and every five minutes; returns a function that stops it. */
export function startBookingHoldExpiryJob(deps: AppDependencies): () => void {
  const { logger } = deps;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await expireStaleBookingHolds(deps);
      if (expired.length > 0)
        logger.info({ bookingIds: expired }, 'released the slots of expired booking requests');
    } catch (error) {
      logger.error({ err: error }, 'booking hold expiry failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, EVERY_FIVE_MINUTES_MS);
  timer.unref();
  return () => clearInterval(timer);
}
