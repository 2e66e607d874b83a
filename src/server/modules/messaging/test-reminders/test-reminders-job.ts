import { REMINDER_CHECK_INTERVAL_MS } from '../../../../core/messaging/reminders/reminder-schedule';
import type { AppDependencies } from '../../../app-types';
import { startRepeatingJob } from '../../../lib/repeating-job';
import { sendDueTestReminders } from './test-reminders-service';

/**
 * Sends the reminders before booked driving tests now and every five minutes, like the lesson
 * reminders; returns a function that stops it. Several servers may run it: each test is claimed
 * by one UPDATE, so it is reminded once.
 */
export function startTestReminderJob(deps: AppDependencies): () => Promise<void> {
  const { logger } = deps;
  return startRepeatingJob({
    name: 'driving test reminder run',
    everyMs: REMINDER_CHECK_INTERVAL_MS,
    firstRunInMs: 0,
    logger,
    run: async () => {
      const result = await sendDueTestReminders(deps);
      if (result.reminders.length > 0)
        logger.info({ reminders: result.reminders }, 'driving test reminders sent');
    },
  });
}
