import {
  type CoverCandidateInput,
  type CoverNeed,
  describeCoverNeed,
  getCoverOfferExpiry,
  getCoverOfferStatusAt,
  lessonGearbox,
  rankCoverCandidates,
} from '../../../../core/diary/lesson-cover/lesson-cover-rules';
import {
  COVER_CANDIDATE_MESSAGE,
  COVER_LESSON_NOT_FOUND_MESSAGE,
  COVER_LINK_NOT_FOUND_MESSAGE,
  COVER_NOT_IN_TIME_OFF_MESSAGE,
  COVER_NOT_NEEDED_CODE,
  COVER_NOT_NEEDED_MESSAGE,
  COVER_OFFER_CLOSED_CODE,
  COVER_OFFER_NOT_FOUND_MESSAGE,
  COVER_OFFER_OPEN_CODE,
  COVER_OFFER_OPEN_MESSAGE,
  COVER_TIME_MESSAGE,
  COVER_TIME_TAKEN_CODE,
  COVER_TIME_TAKEN_MESSAGE,
  type CoverCandidatesResponse,
  type CoverLinkAnswerResponse,
  type CoverLinkResponse,
  type CoverOffer,
  type CoverOfferStatus,
  type OfferCoverRequest,
  type OfferCoverResponse,
  type TimeOffCoverResponse,
  type UncoveredLesson,
  type UncoveredLessonsResponse,
} from '../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { timeOffReasonLabels } from '../../../../core/diary/time-off/time-off-schemas';
import { getFirstName } from '../../../../core/format/display-format';
import { INSTRUCTOR_NOT_BOOKABLE_CODE } from '../../../../core/platform/auth/instructor-compliance';
import { SCHOOL_TIME_ZONE, toZonedParts, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import {
  EXCLUSION_VIOLATION,
  isConstraintViolation,
  isTimeTakenViolation,
  UNIQUE_VIOLATION,
} from '../../../lib/database-errors';
import { generateToken, hashToken } from '../../../lib/random-tokens';
import { getSchoolDetails } from '../../../lib/school-details';
import { getBookableSlots } from '../../bookings/availability/availability-service';
import { countCurrentStudentsByInstructorId, findStudent } from '../../learners/learners/learners-service';
import { withOutboxDeliveries } from '../../messaging/outbox/with-outbox';
import { getInstructorContact } from '../../platform/auth/account-service';
import { listInstructorAccountsForMatching } from '../../platform/auth/instructor-accounts-service';
import {
  listInstructorCompliance,
  listLapsedInstructors,
} from '../../platform/auth/instructor-compliance-service';
import { syncMovedLessonCalendarEvents } from '../calendars/calendar-sync-service';
import { handLessonToCover } from '../lessons/lessons-service';
import {
  coverAcceptedInstructorEmail,
  coverAcceptedLearnerEmail,
  coverOfferEmail,
} from './lesson-cover-emails';
import {
  type CoverOfferRow,
  closeCoverOffer,
  closeExpiredOffersOfLesson,
  findOfferPageByTokenHash,
  findTimeOffFor,
  insertCoverOffer,
  listCoveredLessonsOfTimeOff,
  listOffersOfLessons,
  listUncoveredLessons,
  lockOfferByTokenHash,
  lockOfferFor,
  type UncoveredLessonRow,
} from './lesson-cover-repository';

/*
 * Holiday and sickness cover (issue 38, docs/decisions/0061): the lessons a time off uncovers (and
 * every lesson to come of an instructor who may not be booked, 0057), who
 * could cover each (core's rules), one offer at a time to the learner through a single-use link,
 * and the learner's yes handing the lesson over in one transaction. Nothing here cancels a lesson.
 */

export const COVER_LINK_PATH = '/lesson-cover';
/** Today warns of uncovered lessons this many days ahead. */
export const UNCOVERED_SOON_DAYS = 7;
const DAY_MS = 86_400_000;

const nameOf = (fullName: string | null, id: number) => fullName?.trim() || `Instructor ${id}`;

function coverLink(deps: AppDependencies, token: string): string {
  return `${deps.env.PUBLIC_URL.replace(/\/$/, '')}${COVER_LINK_PATH}/${token}`;
}

function toCoverOffer(row: CoverOfferRow, toInstructorName: string | null, now: Date): CoverOffer {
  return {
    id: row.id,
    lessonId: row.lessonId,
    toInstructorId: row.toInstructorId,
    toInstructorName: nameOf(toInstructorName, row.toInstructorId),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: getCoverOfferStatusAt(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}

/** Instructors who may not be booked now, with why (the compliance service's word). */
type Lapses = ReadonlyMap<number, string>;

async function readLapses(deps: AppDependencies): Promise<Lapses> {
  const lapsed = await listLapsedInstructors(deps);
  return new Map(lapsed.map((entry) => [entry.instructorId, entry.reason]));
}

function uncoveredLessonsOf(
  deps: AppDependencies,
  lapses: Lapses,
  filter: { viewer: Viewer; from: Date; until: Date | null; timeOffId?: number; lessonId?: number },
) {
  return listUncoveredLessons(deps.database.db, { ...filter, lapsedInstructorIds: [...lapses.keys()] });
}

/** The lessons with their newest offer (only an offer made in their current diary counts). */
async function describeUncovered(
  db: DatabaseExecutor,
  rows: readonly UncoveredLessonRow[],
  lapses: Lapses,
  now: Date,
): Promise<UncoveredLesson[]> {
  const offers = await listOffersOfLessons(
    db,
    rows.map((row) => row.lessonId),
  );
  return rows.map((row) => {
    const latest = offers.find(
      ({ offer }) => offer.lessonId === row.lessonId && offer.fromInstructorId === row.instructorId,
    );
    const { date, time } = toZonedParts(row.startsAt, SCHOOL_TIME_ZONE);
    const instructorName = nameOf(row.instructorName, row.instructorId);
    const lapse = lapses.get(row.instructorId);
    // A lapse outweighs time off: the lesson needs cover even once the instructor is back.
    const away = row.timeOffReason
      ? `${instructorName}'s time off (${timeOffReasonLabels[row.timeOffReason].toLowerCase()})`
      : null;
    return {
      lessonId: row.lessonId,
      timeOffId: row.timeOffId,
      cause: lapse ? 'not_bookable' : 'time_off',
      reason: lapse ?? away ?? 'Needs cover',
      instructorId: row.instructorId,
      instructorName,
      studentName: row.studentName,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      date,
      startTime: time,
      duration: row.duration,
      latestOffer: latest ? toCoverOffer(latest.offer, latest.toInstructorName, now) : null,
    };
  });
}

/** A time off's lessons still to cover, and those another instructor now teaches. */
export async function getTimeOffCover(
  deps: AppDependencies,
  viewer: Viewer,
  timeOffId: number,
): Promise<TimeOffCoverResponse> {
  const { db } = deps.database;
  const now = deps.now();
  // Another instructor's time off answers as one that does not exist (docs/decisions/0047).
  const block = await findTimeOffFor(db, viewer, timeOffId);
  if (!block) throw notFound('That time off no longer exists.');
  const lapses = await readLapses(deps);
  const rows = await uncoveredLessonsOf(deps, lapses, { viewer, from: now, until: null, timeOffId });
  const covered = await listCoveredLessonsOfTimeOff(db, timeOffId, now);
  return {
    timeOffId,
    uncovered: await describeUncovered(db, rows, lapses, now),
    covered: covered.map((row) => ({
      lessonId: row.lessonId,
      studentName: row.studentName,
      coverInstructorName: row.coverInstructorName ?? 'another instructor',
      startsAt: row.startsAt.toISOString(),
    })),
  };
}

/**
 * The viewer's lessons to cover in the next 7 days (the owner: the school's), for Today: inside
 * time off, or of an instructor who may not be booked.
 */
export async function listUncoveredSoon(
  deps: AppDependencies,
  viewer: Viewer,
): Promise<UncoveredLessonsResponse> {
  const now = deps.now();
  const until = new Date(now.getTime() + UNCOVERED_SOON_DAYS * DAY_MS);
  const lapses = await readLapses(deps);
  const rows = await uncoveredLessonsOf(deps, lapses, { viewer, from: now, until });
  return { lessons: await describeUncovered(deps.database.db, rows, lapses, now) };
}

async function requireUncoveredLesson(deps: AppDependencies, viewer: Viewer, lessonId: number) {
  const lapses = await readLapses(deps);
  const [row] = await uncoveredLessonsOf(deps, lapses, { viewer, from: deps.now(), until: null, lessonId });
  return row ? { row, lapses } : undefined;
}

/** What the learner is matched on: the lesson's car, and the preference their booking gave. */
function needOf(row: UncoveredLessonRow): CoverNeed {
  return {
    gearbox: lessonGearbox(row.instructorGearbox, row.bookingId !== null),
    instructorPreference: row.instructorPreference ?? 'no_preference',
  };
}

async function rankCover(deps: AppDependencies, row: UncoveredLessonRow) {
  const { db } = deps.database;
  const now = deps.now();
  const day = toZonedParts(row.startsAt, SCHOOL_TIME_ZONE).date;
  const dayStart = zonedWallTimeToInstant(day, '00:00', SCHOOL_TIME_ZONE);
  const [accounts, slots, load, compliance] = await Promise.all([
    listInstructorAccountsForMatching(deps),
    // The day's bookable times, read now (not the cached list): what any learner could book.
    getBookableSlots(
      db,
      new Date(dayStart.getTime() - 1),
      new Date(dayStart.getTime() + DAY_MS + 2 * 3_600_000),
      now,
    ),
    countCurrentStudentsByInstructorId(db),
    listInstructorCompliance(deps),
  ]);
  const notBookable = new Map(
    compliance
      .filter((entry) => !entry.assessment.bookable)
      .map((entry) => [entry.instructorId, entry.assessment.lines[0] ?? 'not bookable']),
  );
  const candidates: CoverCandidateInput[] = accounts.map((account) => ({
    instructorId: account.id,
    fullName: account.fullName,
    status: account.status,
    gearbox: account.gearbox,
    gender: account.gender,
    activeLearners: load.get(account.id) ?? 0,
    // No compliance row at all is not bookable either (decision 0057).
    complianceProblem:
      notBookable.get(account.id) ??
      (account.status === 'active' && !compliance.some((entry) => entry.instructorId === account.id)
        ? 'no compliance record — not bookable'
        : null),
    freeTimes: slots
      .filter((slot) => slot.instructorId === account.id)
      .map((slot) => ({ startsAt: slot.startsAt, endsAt: slot.endsAt })),
  }));
  const need = needOf(row);
  const ranked = rankCoverCandidates(
    need,
    { instructorId: row.instructorId, startsAt: row.startsAt, endsAt: row.endsAt },
    candidates,
    now,
    SCHOOL_TIME_ZONE,
  );
  return { need, ranked, accounts };
}

/** Who could cover the lesson, best first with reasons, and who could not and why. */
export async function getCoverCandidates(
  deps: AppDependencies,
  viewer: Viewer,
  lessonId: number,
): Promise<CoverCandidatesResponse> {
  const found = await requireUncoveredLesson(deps, viewer, lessonId);
  if (!found) throw notFound(COVER_LESSON_NOT_FOUND_MESSAGE);
  const { row, lapses } = found;
  const { need, ranked } = await rankCover(deps, row);
  const [lesson] = await describeUncovered(deps.database.db, [row], lapses, deps.now());
  if (!lesson) throw notFound(COVER_LESSON_NOT_FOUND_MESSAGE);
  return {
    lesson,
    candidates: ranked.matches.map((match) => ({
      ...match,
      startsAt: match.startsAt.toISOString(),
      endsAt: match.endsAt.toISOString(),
    })),
    refused: ranked.refused,
    matchedOn: describeCoverNeed(need),
  };
}

/**
 * Offers the lesson to one instructor the ranking lists, at the time it lists them with: one open
 * offer per lesson (the database's partial unique index too). The learner is e-mailed a
 * single-use link; when the e-mail does not go, the answer carries the link to pass on by hand.
 */
export async function offerCover(
  deps: AppDependencies,
  viewer: Viewer,
  lessonId: number,
  request: OfferCoverRequest,
): Promise<OfferCoverResponse> {
  const found = await requireUncoveredLesson(deps, viewer, lessonId);
  if (!found) throw notFound(COVER_LESSON_NOT_FOUND_MESSAGE);
  const { row } = found;
  const { ranked, accounts } = await rankCover(deps, row);
  const match = ranked.matches.find((candidate) => candidate.instructorId === request.instructorId);
  if (!match) {
    const refusal = ranked.refused.find((refused) => refused.instructorId === request.instructorId);
    const message = refusal
      ? `${refusal.fullName} cannot cover it: ${refusal.reason}`
      : COVER_CANDIDATE_MESSAGE;
    throw badRequest(message, { instructorId: message });
  }
  if (match.startsAt.getTime() !== new Date(request.startsAt).getTime()) {
    throw badRequest(COVER_TIME_MESSAGE, { startsAt: COVER_TIME_MESSAGE });
  }
  const now = deps.now();
  const school = await getSchoolDetails(deps);
  const token = generateToken();
  const link = coverLink(deps, token);
  const coverName = nameOf(
    accounts.find((account) => account.id === match.instructorId)?.fullName ?? null,
    match.instructorId,
  );
  const instructorName = nameOf(row.instructorName, row.instructorId);
  const expiresAt = getCoverOfferExpiry(row.startsAt, now, SCHOOL_TIME_ZONE);
  try {
    const { result, delivered } = await withOutboxDeliveries(deps, async (tx, queue) => {
      await closeExpiredOffersOfLesson(tx, lessonId, now);
      const offer = await insertCoverOffer(tx, {
        lessonId,
        timeOffId: row.timeOffId,
        fromInstructorId: row.instructorId,
        toInstructorId: match.instructorId,
        lessonStartsAt: row.startsAt,
        startsAt: match.startsAt,
        endsAt: match.endsAt,
        offeredBy: viewer.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt,
      });
      let outboxId: number | null = null;
      if (row.studentEmail) {
        const queued = deps.mail.enqueue(
          tx,
          coverOfferEmail({
            to: row.studentEmail,
            studentName: row.studentName,
            instructorName,
            coverInstructorName: coverName,
            lessonStartsAt: row.startsAt,
            coverStartsAt: match.startsAt,
            expiresAt,
            link,
            school,
          }),
        );
        outboxId = (await queued).id;
        await queue(queued);
      }
      return { offer, outboxId };
    });
    const emailStatus =
      result.outboxId === null ? 'no_address' : (delivered.get(result.outboxId) ?? 'failed');
    return {
      offer: toCoverOffer(result.offer, coverName, now),
      emailStatus,
      link: emailStatus === 'sent' ? null : link,
    };
  } catch (error) {
    if (isConstraintViolation(error, UNIQUE_VIOLATION, 'lesson_cover_offers_one_open_unique')) {
      throw conflict(COVER_OFFER_OPEN_CODE, COVER_OFFER_OPEN_MESSAGE);
    }
    throw error;
  }
}

/** Withdraws an open offer (the link then says so), so the lesson can be offered to someone else. */
export async function withdrawCoverOffer(
  deps: AppDependencies,
  viewer: Viewer,
  offerId: number,
): Promise<CoverOffer> {
  const now = deps.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const offer = await lockOfferFor(tx, viewer, offerId);
    if (!offer) throw notFound(COVER_OFFER_NOT_FOUND_MESSAGE);
    if (getCoverOfferStatusAt(offer, now) !== 'open') {
      throw conflict(COVER_OFFER_CLOSED_CODE, 'This offer is no longer open.');
    }
    return (await closeCoverOffer(tx, offer.id, { status: 'withdrawn', now })) ?? offer;
  });
  const contact = await getInstructorContact(deps.database.db, row.toInstructorId);
  return toCoverOffer(row, contact?.fullName ?? null, now);
}

// ---------------------------------------------------------------------------------------------
// The learner's link

const CLOSED_WORDS: Record<Exclude<CoverOfferStatus, 'open'>, string> = {
  accepted: 'You already said yes: the lesson is booked with the cover instructor.',
  declined: 'You already said no: your lesson stays as it is, and your instructor will be in touch.',
  expired: 'This offer has ended. Your lesson has not been cancelled: your instructor will be in touch.',
  withdrawn:
    'The school withdrew this offer. Your lesson has not been cancelled: your instructor will be in touch.',
  failed:
    'This offer could not be booked. Your lesson has not been cancelled: your instructor will be in touch.',
};

/** What the link shows: the lesson now, the lesson offered, and whether it can still be answered. */
export async function lookUpCoverLink(deps: AppDependencies, token: string): Promise<CoverLinkResponse> {
  const row = await findOfferPageByTokenHash(deps.database.db, hashToken(token));
  if (!row) throw notFound(COVER_LINK_NOT_FOUND_MESSAGE);
  const school = await getSchoolDetails(deps);
  const { offer } = row;
  const car = [row.coverCarMake, row.coverCarModel].filter(Boolean).join(' ');
  return {
    status: getCoverOfferStatusAt(offer, deps.now()),
    studentFirstName: getFirstName(row.studentName),
    instructorName: nameOf(row.instructorName, offer.fromInstructorId),
    coverInstructorName: nameOf(row.coverInstructorName, offer.toInstructorId),
    coverInstructorCar: car
      ? `${car}${row.coverGearbox ? ` (${row.coverGearbox === 'both' ? 'manual or automatic' : row.coverGearbox})` : ''}`
      : null,
    lessonStartsAt: offer.lessonStartsAt.toISOString(),
    lessonEndsAt: new Date(
      offer.lessonStartsAt.getTime() + (offer.endsAt.getTime() - offer.startsAt.getTime()),
    ).toISOString(),
    coverStartsAt: offer.startsAt.toISOString(),
    coverEndsAt: offer.endsAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
    schoolName: school.schoolName,
    schoolPhone: school.phone,
  };
}

function closedAnswer(status: CoverOfferStatus): AppError {
  return conflict(
    COVER_OFFER_CLOSED_CODE,
    status === 'open' ? COVER_OFFER_NOT_FOUND_MESSAGE : CLOSED_WORDS[status],
  );
}

/** The learner says no: the offer closes, and nothing else changes (the lesson stays, uncovered). */
export async function declineCoverLink(
  deps: AppDependencies,
  token: string,
): Promise<CoverLinkAnswerResponse> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const offer = await lockOfferByTokenHash(tx, hashToken(token));
    if (!offer) throw notFound(COVER_LINK_NOT_FOUND_MESSAGE);
    const status = getCoverOfferStatusAt(offer, now);
    if (status !== 'open') throw closedAnswer(status);
    await closeCoverOffer(tx, offer.id, { status: 'declined', now });
    return { status: 'declined', message: CLOSED_WORDS.declined };
  });
}

/** Marks an offer whose yes could not be booked, after its transaction rolled back. */
async function recordFailure(deps: AppDependencies, offerId: number, reason: string): Promise<void> {
  await closeCoverOffer(deps.database.db, offerId, {
    status: 'failed',
    now: deps.now(),
    failureReason: reason,
  });
}

/**
 * The learner says yes: in one transaction the lesson moves to the cover instructor's diary (the
 * lessons module's `handLessonToCover`), the offer closes as accepted and both e-mails are written
 * to the outbox. If the time was taken meanwhile (the lessons' exclusion constraint, or the free
 * times gone), or the instructor may no longer be booked, nothing is written but the offer's
 * failure, and the learner is told their lesson stays.
 */
export async function acceptCoverLink(
  deps: AppDependencies,
  token: string,
): Promise<CoverLinkAnswerResponse> {
  const now = deps.now();
  const tokenHash = hashToken(token);
  const school = await getSchoolDetails(deps);
  let offerId: number | null = null;
  try {
    const { result } = await withOutboxDeliveries(deps, async (tx, queue) => {
      const offer = await lockOfferByTokenHash(tx, tokenHash);
      if (!offer) throw notFound(COVER_LINK_NOT_FOUND_MESSAGE);
      offerId = offer.id;
      const status = getCoverOfferStatusAt(offer, now);
      if (status !== 'open') throw closedAnswer(status);
      const handed = await handLessonToCover(tx, {
        lessonId: offer.lessonId,
        fromInstructorId: offer.fromInstructorId,
        toInstructorId: offer.toInstructorId,
        lessonStartsAt: offer.lessonStartsAt,
        startsAt: offer.startsAt,
        endsAt: offer.endsAt,
        now,
      });
      if (!handed.taken) {
        if (handed.reason === 'time_gone') throw conflict(COVER_TIME_TAKEN_CODE, COVER_TIME_TAKEN_MESSAGE);
        if (handed.reason === 'not_needed') throw conflict(COVER_NOT_NEEDED_CODE, COVER_NOT_NEEDED_MESSAGE);
        throw conflict(
          COVER_OFFER_CLOSED_CODE,
          `Your lesson has changed since this offer was made. ${COVER_NOT_IN_TIME_OFF_MESSAGE}`,
        );
      }
      await closeCoverOffer(tx, offer.id, { status: 'accepted', now });
      const page = await findOfferPageByTokenHash(tx, tokenHash);
      const cover = await getInstructorContact(tx, offer.toInstructorId);
      if (page && cover) {
        const coverName = nameOf(cover.fullName, cover.id);
        await queue(
          deps.mail.enqueue(
            tx,
            coverAcceptedInstructorEmail({
              to: cover.email,
              coverInstructorName: coverName,
              studentName: page.studentName,
              instructorName: nameOf(page.instructorName, offer.fromInstructorId),
              startsAt: offer.startsAt,
              durationMinutes: handed.lesson.bookedDurationMinutes,
              school,
            }),
          ),
        );
        const learner = await findStudent(tx, handed.lesson.studentId);
        if (learner) {
          await queue(
            deps.mail.enqueue(
              tx,
              coverAcceptedLearnerEmail({
                to: learner.email,
                studentName: learner.fullName,
                coverInstructorName: coverName,
                startsAt: offer.startsAt,
                school,
              }),
            ),
          );
        }
        return { lessonId: handed.lesson.id, fromInstructorId: offer.fromInstructorId, coverName };
      }
      return {
        lessonId: handed.lesson.id,
        fromInstructorId: offer.fromInstructorId,
        coverName: 'the cover instructor',
      };
    });
    deps.availability.invalidate();
    // The event leaves the away instructor's calendar and is made in the cover instructor's.
    await syncMovedLessonCalendarEvents(deps, [result]);
    return { status: 'accepted', message: `Thanks: your lesson is booked with ${result.coverName}.` };
  } catch (error) {
    const failure = describeFailure(error);
    if (failure && offerId !== null) {
      await recordFailure(deps, offerId, failure.message);
      throw failure;
    }
    throw error;
  }
}

/** A yes that could not be booked, in the learner's words; null for anything else. */
function describeFailure(error: unknown): AppError | null {
  if (
    isConstraintViolation(error, EXCLUSION_VIOLATION, 'lessons_no_overlap') ||
    isTimeTakenViolation(error) ||
    (error instanceof AppError && error.code === COVER_TIME_TAKEN_CODE)
  ) {
    return conflict(COVER_TIME_TAKEN_CODE, COVER_TIME_TAKEN_MESSAGE);
  }
  if (error instanceof AppError && error.code === INSTRUCTOR_NOT_BOOKABLE_CODE) {
    return conflict(
      COVER_TIME_TAKEN_CODE,
      'Sorry, that instructor cannot take bookings at the moment, so the cover could not be booked. Your lesson stays as it is, and your instructor will be in touch.',
    );
  }
  if (error instanceof AppError && error.code === COVER_NOT_NEEDED_CODE) return error;
  if (
    error instanceof AppError &&
    error.code === COVER_OFFER_CLOSED_CODE &&
    error.message.startsWith('Your lesson has changed')
  ) {
    return error;
  }
  return null;
}
