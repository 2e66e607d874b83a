import type { AppDependencies } from '../../../app-types';
import { sendComplianceNotices } from './instructor-compliance-service';

/** Expiries are London dates, so a quarter of an hour is prompt enough and cheap. */
const COMPLIANCE_CHECK_INTERVAL_MS = 15 * 60_000;

/**
 * Sends the compliance reminders and lapse notices owed now and every 15 minutes; returns a
 * function that stops it. Several servers may run it: each notice's unique key sends it once.
 */
export function startComplianceNoticesJob(deps: AppDependencies): () => void {
  const { logger } = deps;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await sendComplianceNotices(deps);
      if (result.reminders + result.learnerNotices > 0) logger.info(result, 'compliance notices sent');
    } catch (error) {
      logger.error({ err: error }, 'compliance notices run failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, COMPLIANCE_CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
