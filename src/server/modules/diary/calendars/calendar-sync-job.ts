import type { AppDependencies } from '../../../app-types';
import { startRepeatingJob } from '../../../lib/repeating-job';
import { deleteStaleOauthStates } from './calendar-repository';
import { syncAllCalendars } from './calendar-sync-service';
import { getCalendarSetup } from './google-calendar-setup';

const DAY_MS = 86_400_000;

/**
 * Syncs every connected calendar now and every GOOGLE_CALENDAR_SYNC_MINUTES; returns a function
 * that stops it and waits for a sync under way (so closing the app never leaves one writing to a
 * closed database). Nothing runs when Google Calendar is not configured.
 */
export function startCalendarSyncJob(deps: AppDependencies): () => Promise<void> {
  const setup = getCalendarSetup(deps);
  if (!setup) return async () => undefined;
  const { logger } = deps;
  return startRepeatingJob({
    name: 'calendar sync',
    everyMs: setup.syncEveryMinutes * 60_000,
    firstRunInMs: 0,
    logger,
    run: async () => {
      await deleteStaleOauthStates(deps.database.db, new Date(deps.now().getTime() - DAY_MS));
      const outcomes = await syncAllCalendars(deps);
      const failed = outcomes.filter((outcome) => !outcome.ok).length;
      if (failed > 0) logger.warn({ failed, total: outcomes.length }, 'calendar sync: some calendars failed');
    },
  });
}
