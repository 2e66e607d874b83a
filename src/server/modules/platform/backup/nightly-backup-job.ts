import type { AppDependencies } from '../../../app-types';
import { getBackupDir, writeNightlyBackup } from './nightly-backup-service';

/** Looks every 15 minutes: the first look after midnight (London) writes the day's backup. */
const LOOK_EVERY_MS = 15 * 60_000;
/** The first look waits a little: a start stays quick and light. */
const FIRST_LOOK_MS = 60_000;

/** The nightly backup to DATA_DIR/backups; returns a function that stops it. */
export function startNightlyBackupJob(deps: AppDependencies): () => void {
  const { logger } = deps;
  const backupDir = getBackupDir(deps.env.DATA_DIR);
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await writeNightlyBackup(deps, backupDir);
      if (result.written.length > 0) logger.info(result, 'nightly backup written');
    } catch (error) {
      logger.error({ err: error, backupDir }, 'nightly backup failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, FIRST_LOOK_MS);
  first.unref();
  const timer = setInterval(run, LOOK_EVERY_MS);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
