import type { CalendarFeed } from '../../../../core/diary/calendar/calendar-schemas';
import { buildIcalendar, getIcalSequence, getLessonUid } from '../../../../core/diary/calendar/ical';
import { SCHOOL_TIME_ZONE } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import { notFound } from '../../../lib/app-error';
import { generateToken } from '../../../lib/random-tokens';
import { getSchoolDetails } from '../../../lib/school-details';
import {
  type CalendarFeedRow,
  ensureFeed,
  findFeedByToken,
  listFeedLessons,
  replaceFeedToken,
} from './calendar-repository';
import { describeLessonForCalendar } from './lesson-event-text';

/** The feed keeps recent history too, so last month's lessons stay in a subscribed calendar. */
const FEED_HISTORY_DAYS = 90;
/** Calendar apps are asked to look again every hour (they often choose longer). */
const FEED_REFRESH_MINUTES = 60;

function toFeed(deps: AppDependencies, row: CalendarFeedRow): CalendarFeed {
  return {
    url: `${deps.env.PUBLIC_URL}/api/calendar-feed/${row.token}.ics`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The instructor's private feed address (made on first use). */
export async function getCalendarFeed(deps: AppDependencies, instructorId: number): Promise<CalendarFeed> {
  const row = await ensureFeed(deps.database.db, {
    instructorId,
    token: generateToken(),
    createdAt: deps.now(),
  });
  return toFeed(deps, row);
}

/** A new address; the old one stops working at once (a link that was shared too widely). */
export async function regenerateCalendarFeed(
  deps: AppDependencies,
  instructorId: number,
): Promise<CalendarFeed> {
  const row = await replaceFeedToken(deps.database.db, {
    instructorId,
    token: generateToken(),
    createdAt: deps.now(),
  });
  return toFeed(deps, row);
}

/**
 * The feed itself: the instructor's lessons from 90 days back onwards, cancelled ones left out (a
 * subscribed calendar then drops them). The token in the address is the only permission, so an
 * unknown one is a plain 404 that says nothing about whether feeds exist.
 */
export async function renderCalendarFeed(deps: AppDependencies, token: string): Promise<string> {
  const { db } = deps.database;
  const feed = await findFeedByToken(db, token);
  if (!feed) throw notFound('No such calendar feed.');
  const now = deps.now();
  const lessons = await listFeedLessons(
    db,
    feed.instructorId,
    new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000),
  );
  const { schoolName } = await getSchoolDetails(deps);
  return buildIcalendar({
    productId: `-//${schoolName}//Lessons//EN`,
    method: 'PUBLISH',
    name: `${schoolName}: lessons`,
    displayTimeZone: SCHOOL_TIME_ZONE,
    refreshMinutes: FEED_REFRESH_MINUTES,
    events: lessons.map((lesson) => ({
      uid: getLessonUid(lesson.id, deps.env.PUBLIC_URL),
      sequence: getIcalSequence(lesson.updatedAt),
      stamp: now,
      lastModified: lesson.updatedAt,
      start: lesson.startsAt,
      end: lesson.endsAt,
      ...describeLessonForCalendar(lesson, deps.env.PUBLIC_URL),
    })),
  });
}
