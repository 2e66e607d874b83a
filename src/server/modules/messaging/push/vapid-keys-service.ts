import type { AppDependencies } from '../../../app-types';
import type { Database } from '../../../db/database-client';
import { getSchoolSettings } from '../../school/settings/school-settings-service';
import { findVapidKeys, insertVapidKeysIfMissing, type VapidKeyPair } from './push-repository';

/*
 * The school's VAPID key pair (issue 24): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set (env.ts checks
 * they are one pair), else the pair kept in the database, generated with web-push on the first start.
 * Browsers subscribe with the public key; a different pair later means every device opts in again.
 */

export type VapidKeySource = 'environment' | 'database' | 'generated';

export interface SchoolVapidKeys extends VapidKeyPair {
  source: VapidKeySource;
}

export type VapidDeps = Pick<AppDependencies, 'database' | 'env' | 'now'>;

/** Read once per database and kept: the pair never changes while the server runs. */
const kept = new WeakMap<Database, Promise<SchoolVapidKeys>>();

async function loadVapidKeys(deps: VapidDeps): Promise<SchoolVapidKeys> {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = deps.env;
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) {
    return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, source: 'environment' };
  }
  const { db } = deps.database;
  const stored = await findVapidKeys(db);
  if (stored) return { ...stored, source: 'database' };
  // web-push is loaded here only on the very first start (decision 0023: big clients load lazily).
  const { default: webPush } = await import('web-push');
  const generated = webPush.generateVAPIDKeys();
  const keptPair = await insertVapidKeysIfMissing(db, generated, deps.now());
  // Another server starting at the same moment may have kept its own pair first: that one is used.
  return { ...keptPair, source: keptPair.publicKey === generated.publicKey ? 'generated' : 'database' };
}

export function getVapidKeys(deps: VapidDeps): Promise<SchoolVapidKeys> {
  const key = deps.database.db;
  const known = kept.get(key);
  if (known) return known;
  const loading = loadVapidKeys(deps);
  kept.set(key, loading);
  // A failed read (the database away) is tried again next time, not kept.
  loading.catch(() => {
    if (kept.get(key) === loading) kept.delete(key);
  });
  return loading;
}

/** What the start log says about the pair in use. */
export function describeVapidKeySource(source: VapidKeySource): string {
  if (source === 'environment') return 'web push: VAPID keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY';
  if (source === 'generated')
    return 'web push: VAPID keys generated on this first start and kept in the database (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to use your own)';
  return 'web push: VAPID keys from the database, generated on the first start (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to use your own)';
}

/**
 * What each push is signed with. The subject (who a push service may contact) is VAPID_SUBJECT, else
 * the school's e-mail as its settings say now.
 */
export async function getVapidDetails(
  deps: VapidDeps & Partial<Pick<AppDependencies, 'logger'>>,
): Promise<{ subject: string; publicKey: string; privateKey: string }> {
  const { publicKey, privateKey } = await getVapidKeys(deps);
  const subject = deps.env.VAPID_SUBJECT ?? `mailto:${(await getSchoolSettings(deps)).email}`;
  return { subject, publicKey, privateKey };
}
