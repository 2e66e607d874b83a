import { REMINDER_CHECK_INTERVAL_MS } from '../../../../core/messaging/reminders/reminder-schedule';
import type { AppDependencies } from '../../../app-types';
import { sendDueTestReminders } from './test-reminders-service';

/**
 * Sends the reminders before booked driving tests now and every five minutes, like the lesson
 * reminders; returns a function that stops it. Several servers may run it: each test is claimed
 * by one UPDATE, so it is reminded once.
 */
export function startTestReminderJob(deps: AppDependencies): () => void {
  const { logger } = deps;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await sendDueTestReminders(deps);
      if (result.reminders.length > 0)
        logger.info({ reminders: result.reminders }, 'driving test reminders sent');
    } catch (error) {
      logger.error({ err: error }, 'driving test reminder run failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, REMINDER_CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
