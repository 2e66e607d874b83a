import {
  getRecordedPassRate,
  getShownPassRatePercent,
  isRecordedPassRateShown,
  MIN_RESULTS_FOR_RECORDED_RATE,
  type RecordedPassRate,
} from '../../../../core/progress/pass-rate';
import type { SchoolPassRate } from '../../../../core/school/settings/school-pass-rate-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { Database } from '../../../db/database-client';
import { listPracticalTestResults } from './pass-rate-repository';
import { notifySchoolSettingsChanged } from './school-settings-repository';
import { getSchoolSettings, type SchoolSettingsDeps } from './school-settings-service';

/*
 * The school's recorded pass rate, kept in memory per database like the settings (every public
 * page reads it): computed again when a result is recorded (announcePracticalTestResultsChanged,
 * here at once and in other processes by the settings' NOTIFY), on a new day (the 12 months move)
 * and after KEEP_MS at most (a learner erased with their tests, or a missed notification).
 */

const KEEP_MS = 10 * 60_000;

interface KeptRate {
  date: string;
  computedAt: number;
  rate: Promise<RecordedPassRate>;
}

const kept = new WeakMap<Database, KeptRate>();

async function computeRecordedPassRate(
  deps: Pick<AppDependencies, 'database'>,
  now: Date,
): Promise<RecordedPassRate> {
  const rows = await listPracticalTestResults(deps.database.db);
  return getRecordedPassRate(rows, now, SCHOOL_TIME_ZONE);
}

/** First attempts with a result in the last 12 months, and how many passed. */
export function getRecordedSchoolPassRate(
  deps: Pick<AppDependencies, 'database' | 'now'>,
): Promise<RecordedPassRate> {
  const key = deps.database.db;
  const now = deps.now();
  const date = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  const known = kept.get(key);
  if (known && known.date === date && Math.abs(now.getTime() - known.computedAt) < KEEP_MS) return known.rate;
  const rate = computeRecordedPassRate(deps, now);
  kept.set(key, { date, computedAt: now.getTime(), rate });
  rate.catch(() => {
    if (kept.get(key)?.rate === rate) kept.delete(key);
  });
  return rate;
}

/** Drops this process's copy of the recorded rate (a result changed, here or in another process). */
export function forgetRecordedPassRate(db: Database): void {
  kept.delete(db);
}

/**
 * A practical test's result was recorded, changed or removed: call once its transaction has
 * committed. Every process computes the rate again, and the public pages are rendered again with it.
 */
export async function announcePracticalTestResultsChanged(
  deps: Pick<AppDependencies, 'database'>,
): Promise<void> {
  forgetRecordedPassRate(deps.database.db);
  // The settings' channel: every process already listens on it, and drops its copies on it.
  await notifySchoolSettingsChanged(deps.database.db);
}

/** The pass rate the site shows: the configured figure until 20 first attempts are recorded, then the recorded one. */
export async function getShownSchoolPassRatePercent(
  deps: SchoolSettingsDeps & Pick<AppDependencies, 'now'>,
): Promise<number> {
  const [settings, recorded] = await Promise.all([getSchoolSettings(deps), getRecordedSchoolPassRate(deps)]);
  return getShownPassRatePercent(settings.passRatePercent, recorded);
}

/** `GET /api/settings/pass-rate`: both figures, and which one the site shows. */
export async function getSchoolPassRate(
  deps: SchoolSettingsDeps & Pick<AppDependencies, 'now'>,
): Promise<SchoolPassRate> {
  const [settings, recorded] = await Promise.all([getSchoolSettings(deps), getRecordedSchoolPassRate(deps)]);
  return {
    configuredPercent: settings.passRatePercent,
    recorded,
    minResultsForRecorded: MIN_RESULTS_FOR_RECORDED_RATE,
    shows: isRecordedPassRateShown(recorded) ? 'recorded' : 'configured',
    shownPercent: getShownPassRatePercent(settings.passRatePercent, recorded),
  };
}
