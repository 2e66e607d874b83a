import { z } from 'zod';
import { getLocalStorage, type KeyValueStorage, readJson, writeJson } from '../../../lib/browser-storage';

/*
 * The installed app opens at /app (the manifest's start_url), which sends this browser to the home
 * it used last (issue 24): the learner's home behind the token this browser keeps
 * (remembered-progress-link.ts), or the instructor's Today; otherwise the site's home page.
 */

export const APP_HOME_STORAGE_KEY = 'app_last_home';

const appHomeSchema = z.enum(['learner', 'instructor']);
export type AppHome = z.infer<typeof appHomeSchema>;

export function saveLastAppHome(home: AppHome, storage: KeyValueStorage | null = getLocalStorage()): void {
  writeJson(storage, APP_HOME_STORAGE_KEY, appHomeSchema, home);
}

export function readLastAppHome(storage: KeyValueStorage | null = getLocalStorage()): AppHome | null {
  return readJson(storage, APP_HOME_STORAGE_KEY, appHomeSchema);
}

export interface AppStartInput {
  lastHome: AppHome | null;
  /** The learner's token this browser keeps, if any. */
  progressToken: string | null;
}

/** Where /app goes. A learner home without a kept token (they switched account) is the home page. */
export function getAppStartPath({ lastHome, progressToken }: AppStartInput): string {
  if (lastHome === 'instructor') return '/instructor-dashboard?tab=today';
  if (lastHome === 'learner' && progressToken) return `/progress/${encodeURIComponent(progressToken)}`;
  return '/';
}
