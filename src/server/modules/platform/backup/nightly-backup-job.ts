import type { AppDependencies } from '../../../app-types';
import { startRepeatingJob } from '../../../lib/repeating-job';
import { getBackupDir, writeNightlyBackup } from './nightly-backup-service';

/** Looks every 15 minutes: the first look after midnight (London) writes the day's backup. */
const LOOK_EVERY_MS = 15 * 60_000;
/** The first look waits a little: a start stays quick and light. */
const FIRST_LOOK_MS = 60_000;

/** The nightly backup to DATA_DIR/backups; returns a function that stops it. */
export function startNightlyBackupJob(deps: AppDependencies): () => Promise<void> {
  const { logger } = deps;
  const backupDir = getBackupDir(deps.env.DATA_DIR);
  return startRepeatingJob({
    name: `nightly backup to ${backupDir}`,
    everyMs: LOOK_EVERY_MS,
    firstRunInMs: FIRST_LOOK_MS,
    logger,
    run: async () => {
      const result = await writeNightlyBackup(deps, backupDir);
      if (result.written.length > 0) logger.info(result, 'nightly backup written');
    },
  });
}
