import type { AppDependencies } from '../../../app-types';
import { sendDueAgendas } from './agenda-service';

/** Looks every minute: an agenda set for 19:00 goes within a minute of it. */
const LOOK_EVERY_MS = 60_000;

/** The instructor's daily agenda; returns a function that stops it. */
export function startDailyAgendaJob(deps: AppDependencies): () => void {
  const { logger } = deps;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await sendDueAgendas(deps);
      if (result.agendas.length > 0) logger.info(result, 'daily agenda sent');
    } catch (error) {
      logger.error({ err: error }, 'daily agenda run failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, LOOK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
