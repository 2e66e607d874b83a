import { REMINDER_CHECK_INTERVAL_MS } from '../../../../core/messaging/reminders/reminder-schedule';
import type { AppDependencies } from '../../../app-types';
import { startRepeatingJob } from '../../../lib/repeating-job';
import { runNetworkRequestFollowUps } from './network-request-offers-service';

/**
 * Records offers whose 48 hours passed and tells learners whose reply-by date arrived unallocated,
 * now and every five minutes like the reminders; returns a function that stops it. Several servers
 * may run it: each offer and each notice is claimed by one UPDATE, so it happens once.
 */
export function startNetworkRequestFollowUpJob(deps: AppDependencies): () => Promise<void> {
  const { logger } = deps;
  return startRepeatingJob({
    name: 'network request follow-up run',
    everyMs: REMINDER_CHECK_INTERVAL_MS,
    firstRunInMs: 0,
    logger,
    run: async () => {
      const result = await runNetworkRequestFollowUps(deps);
      if (result.expiredOffers > 0 || result.replyNotices.length > 0)
        logger.info(result, 'network request follow-ups');
    },
  });
}
