import { REMINDER_CHECK_INTERVAL_MS } from '../../../../core/messaging/reminders/reminder-schedule';
import type { AppDependencies } from '../../../app-types';
import { runHandOverSchedule } from './hand-overs-service';

/**
 * Expires unanswered hand-over links and starts and ends covers on their dates, now and every five
 * minutes like the reminders; returns a function that stops it. Several servers may run it: each
 * step is claimed by a conditional update, so it happens once.
 */
export function startHandOverScheduleJob(deps: AppDependencies): () => void {
  const { logger } = deps;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runHandOverSchedule(deps);
      if (result.expired + result.started + result.ended > 0) logger.info(result, 'hand-over schedule');
    } catch (error) {
      logger.error({ err: error }, 'hand-over schedule run failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, REMINDER_CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
