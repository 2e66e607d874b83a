import type { AppDependencies } from '../../../app-types';
import { startRepeatingJob } from '../../../lib/repeating-job';
import { sendDueAgendas } from './agenda-service';

/** Looks every minute: an agenda set for 19:00 goes within a minute of it. */
const LOOK_EVERY_MS = 60_000;

/** The instructor's daily agenda; returns a function that stops it. */
export function startDailyAgendaJob(deps: AppDependencies): () => Promise<void> {
  const { logger } = deps;
  return startRepeatingJob({
    name: 'daily agenda run',
    everyMs: LOOK_EVERY_MS,
    firstRunInMs: null,
    logger,
    run: async () => {
      const result = await sendDueAgendas(deps);
      if (result.agendas.length > 0) logger.info(result, 'daily agenda sent');
    },
  });
}
