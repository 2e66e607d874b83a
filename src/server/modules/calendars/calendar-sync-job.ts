import type { AppDependencies } from '../../app-types';
import type { AvailabilityService } from '../availability/availability-service';
import { deleteStaleOauthStates } from './calendar-repository';
import { syncAllCalendars } from './calendar-sync-service';
import { getCalendarSetup } from './google-calendar-setup';

const DAY_MS = 86_400_000;

/**
 * Syncs every connected calendar now and every GOOGLE_CALENDAR_SYNC_MINUTES; returns a function
 * that stops it. Nothing runs when Google Calendar is not configured.
 */
export function startCalendarSyncJob(deps: AppDependencies, availability: AvailabilityService): () => void {
  const setup = getCalendarSetup(deps);
  if (!setup) return () => undefined;
  const { logger } = deps;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await deleteStaleOauthStates(deps.database.db, new Date(deps.now().getTime() - DAY_MS));
      const outcomes = await syncAllCalendars(deps, availability);
      const failed = outcomes.filter((outcome) => !outcome.ok).length;
      if (failed > 0) logger.warn({ failed, total: outcomes.length }, 'calendar sync: some calendars failed');
    } catch (error) {
      logger.error({ err: error }, 'calendar sync failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, setup.syncEveryMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
