import type { AppDependencies } from '../../../app-types';
import { startRepeatingJob } from '../../../lib/repeating-job';
import { sendComplianceNotices } from './instructor-compliance-service';

/** Expiries are London dates, so a quarter of an hour is prompt enough and cheap. */
const COMPLIANCE_CHECK_INTERVAL_MS = 15 * 60_000;

/**
 * Sends the compliance reminders and lapse notices owed now and every 15 minutes; returns a
 * function that stops it. Several servers may run it: each notice's unique key sends it once.
 */
export function startComplianceNoticesJob(deps: AppDependencies): () => Promise<void> {
  const { logger } = deps;
  return startRepeatingJob({
    name: 'compliance notices run',
    everyMs: COMPLIANCE_CHECK_INTERVAL_MS,
    firstRunInMs: 0,
    logger,
    run: async () => {
      const result = await sendComplianceNotices(deps);
      if (result.reminders + result.learnerNotices > 0) logger.info(result, 'compliance notices sent');
    },
  });
}
