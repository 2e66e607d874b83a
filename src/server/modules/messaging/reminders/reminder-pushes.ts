import type { AppDependencies } from '../../../app-types';
import type { OutboxRow } from '../outbox/outbox-repository';
import { deliverPush } from '../push/push-service';

/**
 * Delivers a reminder's pushes (written in its claiming transaction, which has committed) and
 * answers how many devices they reached, for the reminder log. Never throws: a push is an extra
 * way of hearing the reminder, and its outcome is on its outbox row.
 */
export async function deliverReminderPushes(
  deps: AppDependencies,
  rows: readonly OutboxRow[],
): Promise<number> {
  const results = await Promise.allSettled(rows.map((row) => deliverPush(deps, row)));
  let reached = 0;
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') {
      if (result.value === 'sent') reached += 1;
    } else {
      deps.logger.error({ err: result.reason, outboxId: rows[index]?.id }, 'reminder push delivery failed');
    }
  });
  return reached;
}
