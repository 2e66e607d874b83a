import { REMINDER_CHECK_INTERVAL_MS } from '../../../../core/messaging/reminders/reminder-schedule';
import type { AppDependencies } from '../../../app-types';
import { startRepeatingJob } from '../../../lib/repeating-job';
import { runHandOverSchedule } from './hand-overs-service';

/**
 * Expires unanswered hand-over links and starts and ends covers on their dates, now and every five
 * minutes like the reminders; returns a function that stops it. Several servers may run it: each
 * step is claimed by a conditional update, so it happens once.
 */
export function startHandOverScheduleJob(deps: AppDependencies): () => Promise<void> {
  const { logger } = deps;
  return startRepeatingJob({
    name: 'hand-over schedule run',
    everyMs: REMINDER_CHECK_INTERVAL_MS,
    firstRunInMs: 0,
    logger,
    run: async () => {
      const result = await runHandOverSchedule(deps);
      if (result.expired + result.started + result.ended > 0) logger.info(result, 'hand-over schedule');
    },
  });
}
