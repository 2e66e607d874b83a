import type { TodayOverview } from '../../../../core/diary/today/today-schemas';
import type { StudentListItem } from '../../../../core/learners/students-schemas';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  createVersionedAnswerCache,
  type KeptAnswer,
  type TimedAnswer,
} from '../../../lib/versioned-answer-cache';
import { findReadVersion } from './read-versions-repository';

/*
 * The instructor's Today and Students answers, kept while the database says they are current
 * (docs/decisions/0043-fast-today-and-students.md): one version for everything they read, changed
 * by triggers at the commit of every write to those tables (migration 0025), whichever server
 * made it. Each request reads the version first, then gets a kept answer or computes one.
 */

const DASHBOARD_VERSION = 'dashboard';
/** Per kind of answer, one per signed-in instructor: a handful of instructors, a few hundred KiB each. */
const MAX_KEPT_ANSWERS = 16;

/**
 * The answer for `key`, which must name everything it depends on but the data and the clock (the
 * signed-in instructor, any parameter): computed by `compute(now)`, or kept from an earlier
 * request while no write has changed the version and the clock is before its `validUntil`.
 */
export type VersionedRead<T> = (
  key: string,
  compute: (now: Date) => Promise<TimedAnswer<T>>,
) => Promise<KeptAnswer<T>>;

export interface DashboardAnswers {
  today: VersionedRead<TodayOverview>;
  students: VersionedRead<StudentListItem[]>;
}

export function createDashboardAnswers(db: DatabaseExecutor, now: () => Date): DashboardAnswers {
  function versionedRead<T>(): VersionedRead<T> {
    const cache = createVersionedAnswerCache<T>({ maxEntries: MAX_KEPT_ANSWERS });
    return async (key, compute) => {
      // The version before the clock and the data: see lib/versioned-answer-cache.ts.
      const version = await findReadVersion(db, DASHBOARD_VERSION);
      return cache.get(key, version, now(), compute);
    };
  }
  return { today: versionedRead(), students: versionedRead() };
}

/** The next whole minute after `now`: lesson times are whole minutes, so the answers hold until it. */
export function nextWholeMinute(now: Date): number {
  return (Math.floor(now.getTime() / 60_000) + 1) * 60_000;
}
