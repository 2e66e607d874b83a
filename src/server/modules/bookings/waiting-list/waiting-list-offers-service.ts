import { getBookingWindow } from '../../../../core/bookings/booking/booking-window';
import {
  getFreedRanges,
  getLessonSlotIds,
  isSameOpenTime,
  mergeOpenRanges,
  type OpenRange,
} from '../../../../core/bookings/waiting-list/waiting-list-freed-times';
import {
  type FreedTimeMismatch,
  getOfferedLesson,
  isWaitingWishFulfilled,
  matchFreedTime,
} from '../../../../core/bookings/waiting-list/waiting-list-matching';
import { isOfferAMove, planWaitingOffer } from '../../../../core/bookings/waiting-list/waiting-list-moves';
import {
  type ClaimWaitingListOfferRequest,
  type ClaimWaitingListOfferResponse,
  FREED_TIME_NOT_FOUND_MESSAGE,
  type FreedTime,
  type FreedTimeCandidatesResponse,
  type FreedTimesResponse,
  LEFT_FROM_OFFER_MESSAGE,
  type LearnerOpenOffersResponse,
  type LeaveFromOfferResponse,
  OFFER_BOOKED_MESSAGE,
  OFFER_CHANGED_CODE,
  OFFER_CHANGED_MESSAGE,
  OFFER_CLAIMED_CODE,
  OFFER_CLAIMED_MESSAGE,
  OFFER_EXPIRED_CODE,
  OFFER_EXPIRED_MESSAGE,
  OFFER_MOVED_MESSAGE,
  OFFER_NO_HOURS_CODE,
  OFFER_NO_HOURS_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  OFFER_TAKEN_CODE,
  OFFER_TAKEN_MESSAGE,
  OFFER_WITHDRAWN_CODE,
  OFFER_WITHDRAWN_MESSAGE,
  type OfferedLesson,
  type OfferFreedTimeResponse,
  WAITING_LIST_OFFER_HOURS_DEFAULT,
  type WaitingListOfferResponse,
  type WaitingListOfferState,
  type WaitingListSettings,
} from '../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import {
  getOfferExpiry,
  getRefilledCancellationRefund,
} from '../../../../core/bookings/waiting-list/waiting-list-offers';
import { describeWaitingListWindows } from '../../../../core/bookings/waiting-list/waiting-list-wishes-text';
import { getFirstName } from '../../../../core/format/display-format';
import { buildLearnerHomePath } from '../../../../core/progress/learner-page-data-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { lockInstructorDiary } from '../../../db/instructor-diary-lock';
import type { Viewer } from '../../../db/visible-learners';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { generateToken, hashToken } from '../../../lib/random-tokens';
import { getSchoolDetails } from '../../../lib/school-details';
import { syncLessonCalendarEvents } from '../../diary/calendars/calendar-sync-service';
import {
  findNextLessonsOfStudents,
  moveLessonToOfferedTime,
  type NextLessonOfStudent,
} from '../../diary/lesson-changes/lesson-changes-service';
import { enqueueLessonNotice } from '../../diary/lessons/lesson-notices';
import { takeFreeTimeFromHours } from '../../diary/lessons/lessons-service';
import {
  assignBookingInstructor,
  findOrCreateAccessToken,
  findStudent,
  requireTokenOwner,
} from '../../learners/learners/learners-service';
import type { OutboxRow } from '../../messaging/outbox/outbox-repository';
import { deliverOutboxRows } from '../../messaging/outbox/with-outbox';
import { waitingListOfferPush } from '../../messaging/push/learner-push-messages';
import { getStudentBalance, returnCancellationForfeit } from '../../money/ledger/ledger-service';
import { listChoosablePackages } from '../../money/packages/packages-service';
import { requireInstructorBookable } from '../../platform/auth/instructor-compliance-service';
import type { SlotRow } from '../availability/availability-repository';
import { getBookableSlots } from '../availability/availability-service';
import {
  refilledCancellationNotice,
  waitingListOfferBookedEmail,
  waitingListOfferNotice,
  waitingListOfferTakenEmail,
} from './waiting-list-offer-messages';
import {
  type FreedTimeRow,
  findFreedTimeInstructorId,
  findFreedTimeOfInstructor,
  findNextLessonStarts,
  findOfferByTokenHash,
  findOfferOfStudent,
  findWaitingListSettings,
  insertFreedTimes,
  insertOffer,
  listAllOpenEntries,
  listForfeitedCancellations,
  listLessonsOverlapping,
  listLiveOffersOfStudent,
  listOfferedStudentIds,
  listOffersOfFreedTimes,
  listOpenTimes,
  listRecentFreedTimes,
  listUnofferedFreedTimes,
  lockFreedTime,
  lockSweepState,
  markEntriesFulfilled,
  markFreedTimeOffered,
  markFreedTimeTaken,
  markOfferClaimed,
  type OfferRow,
  replaceOpenTimes,
  saveSweepState,
  saveWaitingListSettings,
} from './waiting-list-offers-repository';
import { endOpenEntry } from './waiting-list-repository';
import { readWaitingPool, readWishes, shortLearnerName, showsLearnerDetails } from './waiting-list-service';

/*
 * Offers of freed times (issue 21, docs/decisions/0021-waiting-list.md). The sweep looks for
 * freed times (every 30 seconds, and just after anything changes what learners can book), offers
 * each to the waiting learners it suits in the list's order, returns the forfeit of late
 * cancellations whose time was refilled, and ends the entries of learners who now have a lesson as
 * early as they asked for. A claim books the lesson from the learner's hours; the first claim wins
 * (a row lock on the freed time, a conditional update and a unique index).
 */

type Delivery = () => Promise<unknown>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The instructor's list shows freed times still to come, and those freed in the last week. */
const FREED_TIMES_SHOWN_DAYS = 7;

type CandidateMismatch = FreedTimeMismatch | 'not_movable' | 'slots';

const MISMATCH_TEXT: Record<CandidateMismatch, string> = {
  too_short: 'Their lesson is longer than this free time',
  started: 'This time has started',
  before_from_date: 'Before the date they can start from',
  not_before_test: 'Not before their test',
  outside_chosen_times: 'Outside the days and times that suit them',
  not_earlier_than_next_lesson: 'They already have a lesson at or before this time',
  not_movable:
    'Their next lesson was booked by hand or is with another instructor, so they cannot move it online: move it in the diary',
  slots: 'Their lesson length does not fit the free slots',
};

const DEFAULT_SETTINGS: WaitingListSettings = {
  autoOffer: true,
  offerHours: WAITING_LIST_OFFER_HOURS_DEFAULT,
  refundRefilledCancellations: true,
};

async function readSettings(db: DatabaseExecutor): Promise<WaitingListSettings> {
  return (await findWaitingListSettings(db)) ?? DEFAULT_SETTINGS;
}

function toOfferedLesson(startsAt: Date, endsAt: Date): OfferedLesson {
  const start = toZonedParts(startsAt, SCHOOL_TIME_ZONE);
  return {
    date: start.date,
    startTime: start.time,
    endTime: toZonedParts(endsAt, SCHOOL_TIME_ZONE).time,
    duration: Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000),
  };
}

async function deliverAll(deliveries: readonly Delivery[]): Promise<void> {
  // In the list's order: the first learner's message goes first.
  for (const deliver of deliveries) await deliver();
}

/** The bookable slots of one instructor over [startsAt, endsAt). */
async function listFreeSlotsOf(
  db: DatabaseExecutor,
  instructorId: number,
  startsAt: Date,
  endsAt: Date,
  now: Date,
): Promise<SlotRow[]> {
  const rows = await getBookableSlots(db, new Date(startsAt.getTime() - 1), endsAt, now);
  return rows.filter(
    (slot) => slot.instructorId === instructorId && slot.endsAt.getTime() <= endsAt.getTime(),
  );
}

// ---------------------------------------------------------------------------------------------
// Settings

export function getWaitingListSettings(deps: AppDependencies): Promise<WaitingListSettings> {
  return readSettings(deps.database.db);
}

export function updateWaitingListSettings(
  deps: AppDependencies,
  settings: WaitingListSettings,
): Promise<WaitingListSettings> {
  return saveWaitingListSettings(deps.database.db, settings, deps.now());
}

// ---------------------------------------------------------------------------------------------
// Making offers

interface OfferTarget {
  entryId: number;
  studentId: number;
  fullName: string;
  email: string;
  /** The offered lesson's length: the moved lesson's own, or the length they wished. */
  lessonMinutes: number;
  leftMinutes: number;
  /** Their lesson the offer moves (issue 34); null: a new lesson. */
  moves: NextLessonOfStudent | null;
}

/** One offer, written with its message in `tx` (none when the learner was already offered it). */
async function createOffer(
  deps: AppDependencies,
  tx: DatabaseExecutor,
  values: {
    freedTime: FreedTimeRow;
    target: OfferTarget;
    settings: WaitingListSettings;
    byHand: boolean;
    now: Date;
  },
): Promise<Delivery | null> {
  const { freedTime, target, settings, byHand, now } = values;
  const startsAt = freedTime.startsAt;
  const endsAt = new Date(startsAt.getTime() + target.lessonMinutes * 60_000);
  const expiresAt = getOfferExpiry({
    freedStartsAt: startsAt,
    now,
    offerHours: settings.offerHours,
    timeZone: SCHOOL_TIME_ZONE,
  });
  if (expiresAt.getTime() <= now.getTime()) return null;
  const token = generateToken();
  const offer = await insertOffer(tx, {
    freedTimeId: freedTime.id,
    entryId: target.entryId,
    studentId: target.studentId,
    tokenHash: hashToken(token),
    startsAt,
    endsAt,
    byHand,
    sentAt: now,
    expiresAt,
  });
  if (!offer) return null;
  const notice = waitingListOfferNotice(
    target,
    {
      startsAt,
      durationMinutes: target.lessonMinutes,
      expiresAt,
      // PUBLIC_URL has no trailing slash (env.ts).
      offerUrl: `${deps.env.PUBLIC_URL}/waiting-list-offer/${token}`,
      canBookFromHours: target.leftMinutes >= target.lessonMinutes,
      movesFrom: target.moves?.startsAt ?? null,
    },
    await getSchoolDetails(deps, tx),
  );
  // The push opens the offer itself: a freed time goes to whoever taps first.
  const push = waitingListOfferPush({
    startsAt,
    durationMinutes: target.lessonMinutes,
    offerPath: `/waiting-list-offer/${token}`,
  });
  return enqueueLessonNotice(deps, tx, target.studentId, { ...notice, push });
}

/**
 * The freed time's pool (its instructor's "my instructor" entries and the matching "any instructor"
 * ones, decision 0058), in the list's order for it, with what fits.
 */
async function evaluateCandidates(tx: DatabaseExecutor, freedTime: FreedTimeRow, now: Date, viewer?: Viewer) {
  const ranked = await readWaitingPool(tx, freedTime.instructorId, freedTime.startsAt, { viewer });
  const studentIds = ranked.map(({ entry }) => entry.studentId);
  const nextLessons = await findNextLessonsOfStudents(tx, studentIds, now);
  const freeSlots = await listFreeSlotsOf(
    tx,
    freedTime.instructorId,
    freedTime.startsAt,
    freedTime.endsAt,
    now,
  );
  return ranked.map(({ entry, reasonText, placedByHand }) => {
    const wishes = readWishes(entry);
    const nextLesson = nextLessons.get(entry.studentId) ?? null;
    // A learner with a lesson to come is offered a move of it, at its own length (issue 34).
    const plan = planWaitingOffer({
      wishedMinutes: entry.lessonMinutes,
      instructorId: freedTime.instructorId,
      nextLesson,
    });
    const minutes = plan.kind === 'move' ? plan.minutes : entry.lessonMinutes;
    const match = matchFreedTime({
      freed: freedTime,
      wishes: { ...wishes, lessonMinutes: minutes },
      nextLessonStartsAt: nextLesson?.startsAt ?? null,
      now,
      timeZone: SCHOOL_TIME_ZONE,
    });
    const offered = getOfferedLesson(freedTime, minutes);
    const slotIds = offered ? getLessonSlotIds(freeSlots, freedTime.startsAt, minutes) : null;
    const mismatch: CandidateMismatch | null = !match.suits
      ? match.mismatch
      : plan.kind === 'not_movable'
        ? 'not_movable'
        : slotIds === null
          ? 'slots'
          : null;
    const moves = plan.kind === 'move' ? nextLesson : null;
    return {
      entry,
      wishes,
      reasonText: placedByHand ? `Placed here by you. ${reasonText}` : reasonText,
      lesson: offered && slotIds ? offered : null,
      moves,
      suits: mismatch === null,
      mismatch,
      target: {
        entryId: entry.id,
        studentId: entry.studentId,
        fullName: entry.fullName,
        email: entry.email,
        lessonMinutes: minutes,
        leftMinutes: entry.leftMinutes,
        moves,
      },
    };
  });
}

/** The rule's offers of one freed time: every waiting learner it suits, in the list's order. */
async function offerByRule(
  deps: AppDependencies,
  tx: DatabaseExecutor,
  freedTime: FreedTimeRow,
  settings: WaitingListSettings,
  now: Date,
): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  for (const candidate of await evaluateCandidates(tx, freedTime, now)) {
    if (!candidate.suits) continue;
    const delivery = await createOffer(deps, tx, {
      freedTime,
      target: candidate.target,
      settings,
      byHand: false,
      now,
    });
    if (delivery) deliveries.push(delivery);
  }
  await markFreedTimeOffered(tx, freedTime.id, now);
  return deliveries;
}

// ---------------------------------------------------------------------------------------------
// The sweep

export interface SweepResult {
  freedTimes: number;
  offers: number;
  refunds: number;
  fulfilled: number;
}

/** Finds the times freed since the last look and offers them (the rule's offers, when on). */
async function findAndOfferFreedTimes(
  deps: AppDependencies,
  now: Date,
  readSlots: boolean,
): Promise<{ freedTimes: number; deliveries: Delivery[] }> {
  const window = getBookingWindow(now, SCHOOL_TIME_ZONE);
  return deps.database.db.transaction(async (tx) => {
    const state = await lockSweepState(tx);
    let freedTimes = 0;
    if (readSlots) {
      const bookable = await getBookableSlots(tx, now, window.endsAt, now);
      const current: OpenRange[] = mergeOpenRanges(bookable);
      const previous = await listOpenTimes(tx);
      if (!isSameOpenTime(previous, current)) await replaceOpenTimes(tx, current);
      await saveSweepState(tx, now, window.endsAt);
      // The first look only learns what is open: nothing was freed before the list looked.
      if (state.sweptAt === null || state.sweptUntil === null) return { freedTimes: 0, deliveries: [] };
      const freed = await insertFreedTimes(tx, getFreedRanges(previous, current, state.sweptUntil), now);
      freedTimes = freed.length;
    }
    const settings = await readSettings(tx);
    const deliveries: Delivery[] = [];
    if (settings.autoOffer) {
      // The new ones, and any freed while offers were made by hand that nobody was offered yet.
      for (const freedTime of await listUnofferedFreedTimes(tx, now)) {
        deliveries.push(...(await offerByRule(deps, tx, freedTime, settings, now)));
      }
    }
    return { freedTimes, deliveries };
  });
}

/** Learners whose next lesson is as early as they asked for leave the list by themselves. */
async function endFulfilledEntries(deps: AppDependencies, now: Date): Promise<number> {
  const { db } = deps.database;
  const entries = await listAllOpenEntries(db);
  const nextLessons = await findNextLessonStarts(
    db,
    entries.map((entry) => entry.studentId),
    now,
  );
  const fulfilled = entries.filter((entry) =>
    isWaitingWishFulfilled({
      wishes: readWishes(entry),
      nextLessonStartsAt: nextLessons.get(entry.studentId) ?? null,
      now,
      timeZone: SCHOOL_TIME_ZONE,
    }),
  );
  const ended = await markEntriesFulfilled(
    db,
    fulfilled.map((entry) => entry.id),
    now,
  );
  return ended.length;
}

/** Returns the forfeit of each late cancellation whose whole time other learners have taken. */
async function refundRefilledCancellations(deps: AppDependencies, now: Date): Promise<number> {
  const { db } = deps.database;
  const settings = await readSettings(db);
  if (!settings.refundRefilledCancellations) return 0;
  let refunds = 0;
  for (const cancelled of await listForfeitedCancellations(db, new Date(now.getTime() - DAY_MS))) {
    const refills = await listLessonsOverlapping(
      db,
      cancelled.instructorId,
      cancelled.startsAt,
      cancelled.endsAt,
    );
    const refund = getRefilledCancellationRefund({
      cancelled: { ...cancelled, status: 'cancelled' },
      refills,
      settingOn: settings.refundRefilledCancellations,
    });
    if (!refund.applies) continue;
    const delivery = await db.transaction(async (tx) => {
      const returned = await returnCancellationForfeit(tx, cancelled.id, now);
      if (returned === null) return null;
      const learner = await findStudent(tx, cancelled.studentId);
      if (!learner) return null;
      return enqueueLessonNotice(
        deps,
        tx,
        learner.id,
        refilledCancellationNotice(
          learner,
          { startsAt: cancelled.startsAt, returnedMinutes: returned },
          await getSchoolDetails(deps, tx),
        ),
      );
    });
    if (delivery) {
      refunds += 1;
      await delivery();
    }
  }
  return refunds;
}

/**
 * One look: freed times offered, refilled cancellations refunded, fulfilled entries ended.
 * `readSlots: false` skips reading every bookable slot to find the
 * freed ones (the costly part: a school of 30's 13,000 slots) when the caller knows none changed;
 * the offers, refunds and fulfilled entries that time alone moves on are still looked at.
 */
export async function sweepWaitingList(
  deps: AppDependencies,
  { readSlots = true }: { readSlots?: boolean } = {},
): Promise<SweepResult> {
  const now = deps.now();
  const { freedTimes, deliveries } = await findAndOfferFreedTimes(deps, now, readSlots);
  await deliverAll(deliveries);
  const refunds = await refundRefilledCancellations(deps, now);
  const fulfilled = await endFulfilledEntries(deps, now);
  return { freedTimes, offers: deliveries.length, refunds, fulfilled };
}

// ---------------------------------------------------------------------------------------------
// The learner's offer

type FoundOffer = NonNullable<Awaited<ReturnType<typeof findOfferByTokenHash>>>;

async function requireOffer(db: DatabaseExecutor, token: string): Promise<FoundOffer> {
  const found = await findOfferByTokenHash(db, hashToken(token));
  if (!found) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  return found;
}

/** Where an offer stands; `isStillFree` says whether its lesson's slots are all still on sale. */
function getOfferState(
  offer: OfferRow,
  freedTime: FreedTimeRow,
  entryStatus: string,
  isStillFree: boolean,
  now: Date,
): WaitingListOfferState {
  if (offer.claimedAt !== null) return 'claimed';
  if (freedTime.takenAt !== null) return 'taken';
  if (entryStatus !== 'waiting') return 'withdrawn';
  if (now.getTime() >= offer.expiresAt.getTime()) return 'expired';
  return isStillFree ? 'open' : 'taken';
}

async function findLessonSlotIds(db: DatabaseExecutor, offer: OfferRow, instructorId: number, now: Date) {
  const slots = await listFreeSlotsOf(db, instructorId, offer.startsAt, offer.endsAt, now);
  return getLessonSlotIds(
    slots,
    offer.startsAt,
    (offer.endsAt.getTime() - offer.startsAt.getTime()) / 60_000,
  );
}

async function getLearnerPagePath(db: DatabaseExecutor, studentId: number, now: Date): Promise<string> {
  const { token } = await findOrCreateAccessToken(db, studentId, now);
  return buildLearnerHomePath(token);
}

/** The lesson taking this offer would move now, when it is a move (`isOfferAMove`). */
async function findLessonToMove(
  db: DatabaseExecutor,
  offer: OfferRow,
  freedTime: FreedTimeRow,
  now: Date,
): Promise<NextLessonOfStudent | null> {
  const nextLesson =
    (await findNextLessonsOfStudents(db, [offer.studentId], now)).get(offer.studentId) ?? null;
  const minutes = (offer.endsAt.getTime() - offer.startsAt.getTime()) / 60_000;
  const move = isOfferAMove({
    offer: { startsAt: offer.startsAt, minutes, instructorId: freedTime.instructorId },
    nextLesson,
  });
  return move ? nextLesson : null;
}

/** An offer as the learner sees it: its state, what taking it does, and how. */
async function describeOfferForLearner(
  db: DatabaseExecutor,
  { offer, freedTime, entryStatus, student }: FoundOffer,
  now: Date,
): Promise<WaitingListOfferResponse> {
  const slotIds = await findLessonSlotIds(db, offer, freedTime.instructorId, now);
  const state = getOfferState(offer, freedTime, entryStatus, slotIds !== null, now);
  const minutes = (offer.endsAt.getTime() - offer.startsAt.getTime()) / 60_000;
  const { leftMinutes } = await getStudentBalance(db, student.id);
  const moves = state === 'open' ? await findLessonToMove(db, offer, freedTime, now) : null;
  // A move uses no hours: one tap, whatever is left.
  const canBookFromHours = moves !== null || leftMinutes >= minutes;
  let bookingSteps: WaitingListOfferResponse['bookingSteps'] = null;
  if (state === 'open' && !canBookFromHours && slotIds) {
    // The single lesson of that length, as the booking page sells it.
    const single = (await listChoosablePackages(db)).find(
      (row) => row.isSingleLesson && row.totalMinutes === minutes,
    );
    if (single) {
      bookingSteps = {
        packageType: single.packageType,
        packageName: single.name,
        price: single.pricePence,
        slotIds,
        learner: {
          fullName: student.fullName,
          email: student.email,
          phone: student.phone,
          drivingExperience: student.drivingExperience,
        },
      };
    }
  }
  return {
    state,
    move: moves ? { lessonId: moves.id, from: toOfferedLesson(moves.startsAt, moves.endsAt) } : null,
    firstName: getFirstName(student.fullName),
    lesson: toOfferedLesson(offer.startsAt, offer.endsAt),
    expiresAt: offer.expiresAt.toISOString(),
    onWaitingList: entryStatus === 'waiting',
    leftMinutes,
    canBookFromHours,
    bookingSteps,
    learnerPagePath: await db.transaction((tx) => getLearnerPagePath(tx, student.id, now)),
  };
}

export async function getOfferForLearner(
  deps: AppDependencies,
  token: string,
): Promise<WaitingListOfferResponse> {
  const { db } = deps.database;
  return describeOfferForLearner(db, await requireOffer(db, token), deps.now());
}

/** The learner's own page: the offers they can take now, each with its end (issue 34). */
export async function listOpenOffersOfLearner(
  deps: AppDependencies,
  pageToken: string,
): Promise<LearnerOpenOffersResponse> {
  const { studentId } = await requireTokenOwner(deps, pageToken);
  const { db } = deps.database;
  const now = deps.now();
  const offers = [];
  for (const found of await listLiveOffersOfStudent(db, studentId, now)) {
    const described = await describeOfferForLearner(db, found, now);
    // Booked by someone on the booking page meanwhile: no longer an offer to show.
    if (described.state === 'open') offers.push({ id: found.offer.id, ...described });
  }
  return { offers };
}

/**
 * One tap: moves the learner's next lesson to the offered time (issue 34), or books a new lesson
 * there from their hours when they have none to move. Claims of one freed time queue on the
 * instructor's diary lock and then its row lock; the first to get them sets `taken_at` and the
 * others are told the time has gone. `find` reads the offer (by its link, or by id for the
 * learner's page).
 */
async function claimFoundOffer(
  deps: AppDependencies,
  find: (tx: DatabaseExecutor) => Promise<FoundOffer | undefined>,
  request: ClaimWaitingListOfferRequest,
): Promise<ClaimWaitingListOfferResponse> {
  const now = deps.now();
  const school = await getSchoolDetails(deps);
  const result = await deps.database.db.transaction(async (tx) => {
    const firstRead = await find(tx);
    if (!firstRead) throw notFound(OFFER_NOT_FOUND_MESSAGE);
    // The instructor's diary first, as every taking of a time, then the freed time's row.
    const instructorId = await findFreedTimeInstructorId(tx, firstRead.offer.freedTimeId);
    if (instructorId === undefined) throw notFound(OFFER_NOT_FOUND_MESSAGE);
    await lockInstructorDiary(tx, instructorId);
    await requireInstructorBookable(tx, instructorId, now);
    const freedTime = await lockFreedTime(tx, firstRead.offer.freedTimeId);
    if (!freedTime) throw notFound(OFFER_NOT_FOUND_MESSAGE);
    // Read again under the locks: a claim that committed while this one waited (the same learner
    // tapping twice) shows now, and they are told they have it, not that someone else took it.
    const found = await find(tx);
    if (!found) throw notFound(OFFER_NOT_FOUND_MESSAGE);
    const { offer, entryStatus, student } = found;
    if (offer.claimedAt !== null || freedTime.takenByStudentId === student.id) {
      throw conflict(OFFER_CLAIMED_CODE, OFFER_CLAIMED_MESSAGE);
    }
    if (freedTime.takenAt !== null) throw conflict(OFFER_TAKEN_CODE, OFFER_TAKEN_MESSAGE);
    if (entryStatus !== 'waiting') throw conflict(OFFER_WITHDRAWN_CODE, OFFER_WITHDRAWN_MESSAGE);
    if (now.getTime() >= offer.expiresAt.getTime()) throw conflict(OFFER_EXPIRED_CODE, OFFER_EXPIRED_MESSAGE);
    const slotIds = await findLessonSlotIds(tx, offer, freedTime.instructorId, now);
    if (!slotIds) throw conflict(OFFER_TAKEN_CODE, OFFER_TAKEN_MESSAGE);
    const minutes = (offer.endsAt.getTime() - offer.startsAt.getTime()) / 60_000;
    // What taking it does, decided again under the lock; it must be what the learner was shown.
    const toMove = await findLessonToMove(tx, offer, freedTime, now);
    const shown = request?.moveLessonId;
    if (shown !== undefined && shown !== (toMove?.id ?? null)) {
      throw conflict(OFFER_CHANGED_CODE, OFFER_CHANGED_MESSAGE);
    }
    let lessonId: number;
    let movedFrom: Date | null = null;
    const messages: OutboxRow[] = [];
    if (toMove) {
      const moved = await moveLessonToOfferedTime(deps, tx, {
        studentId: student.id,
        lessonId: toMove.id,
        slotIds,
        now,
      });
      if (!moved.moved) throw conflict(OFFER_CHANGED_CODE, OFFER_CHANGED_MESSAGE);
      lessonId = moved.lessonId;
      movedFrom = moved.from;
      messages.push(...moved.messages);
    } else {
      const taken = await takeFreeTimeFromHours(tx, {
        instructorId: freedTime.instructorId,
        studentId: student.id,
        startsAt: offer.startsAt,
        minutes,
        slotIds,
        now,
      });
      if (!taken.taken) {
        throw taken.reason === 'no_hours'
          ? conflict(OFFER_NO_HOURS_CODE, OFFER_NO_HOURS_MESSAGE)
          : conflict(OFFER_TAKEN_CODE, OFFER_TAKEN_MESSAGE);
      }
      lessonId = taken.lesson.id;
      // As a booking does (decision 0048): a learner with no instructor yet gets this one.
      await assignBookingInstructor(tx, student.id, freedTime.instructorId, { chosen: false });
    }
    if (!(await markFreedTimeTaken(tx, { id: freedTime.id, studentId: student.id, lessonId, now }))) {
      throw conflict(OFFER_TAKEN_CODE, OFFER_TAKEN_MESSAGE);
    }
    await markOfferClaimed(tx, offer.id, lessonId, now);
    // They have the earlier lesson they waited for: they leave the list (and may join again).
    await markEntriesFulfilled(tx, [offer.entryId], now);
    const pagePath = await getLearnerPagePath(tx, student.id, now);
    if (!toMove) {
      const lesson = { startsAt: offer.startsAt, durationMinutes: minutes };
      messages.push(
        await deps.mail.enqueue(
          tx,
          waitingListOfferBookedEmail(student, lesson, `${deps.env.PUBLIC_URL}${pagePath}`, school),
        ),
        await deps.mail.enqueue(tx, waitingListOfferTakenEmail(student, lesson, school.email)),
      );
    }
    return { lessonId, pagePath, messages, offer, movedFrom, minutes };
  });
  await deliverOutboxRows(deps, result.messages);
  // A move frees the old time: the list's next look (half a second away) offers it on.
  deps.availability.invalidate();
  await syncLessonCalendarEvents(deps, [result.lessonId]);
  const { movedFrom } = result;
  return {
    lesson: toOfferedLesson(result.offer.startsAt, result.offer.endsAt),
    movedFrom: movedFrom
      ? toOfferedLesson(movedFrom, new Date(movedFrom.getTime() + result.minutes * 60_000))
      : null,
    learnerPagePath: result.pagePath,
    message: movedFrom ? OFFER_MOVED_MESSAGE : OFFER_BOOKED_MESSAGE,
  };
}

/** One tap from the offer's link. */
export function claimOffer(
  deps: AppDependencies,
  token: string,
  request: ClaimWaitingListOfferRequest = null,
): Promise<ClaimWaitingListOfferResponse> {
  const tokenHash = hashToken(token);
  return claimFoundOffer(deps, (tx) => findOfferByTokenHash(tx, tokenHash), request);
}

/** One tap from the learner's own page, behind their page link. */
export async function claimOfferFromLearnerPage(
  deps: AppDependencies,
  pageToken: string,
  offerId: number,
  request: ClaimWaitingListOfferRequest,
): Promise<ClaimWaitingListOfferResponse> {
  const { studentId } = await requireTokenOwner(deps, pageToken);
  return claimFoundOffer(deps, (tx) => findOfferOfStudent(tx, offerId, studentId), request);
}

/** Leaves the waiting list from an offer's link (its other offers close with it). */
export async function leaveFromOffer(deps: AppDependencies, token: string): Promise<LeaveFromOfferResponse> {
  const { db } = deps.database;
  const { student } = await requireOffer(db, token);
  await endOpenEntry(db, { studentId: student.id }, 'left', deps.now());
  return { message: LEFT_FROM_OFFER_MESSAGE };
}

// ---------------------------------------------------------------------------------------------
// The instructor

async function toFreedTimes(
  db: DatabaseExecutor,
  rows: readonly { freedTime: FreedTimeRow; takenByName: string | null }[],
  now: Date,
  viewer: Viewer,
): Promise<FreedTime[]> {
  const offers = await listOffersOfFreedTimes(
    db,
    rows.map((row) => row.freedTime.id),
    viewer,
  );
  const result: FreedTime[] = [];
  for (const { freedTime, takenByName } of rows) {
    const ownOffers = offers.filter(({ offer }) => offer.freedTimeId === freedTime.id);
    const freeSlots =
      freedTime.takenAt === null && freedTime.startsAt.getTime() > now.getTime()
        ? await listFreeSlotsOf(db, freedTime.instructorId, freedTime.startsAt, freedTime.endsAt, now)
        : [];
    const isSlotFree = (offer: OfferRow) =>
      getLessonSlotIds(
        freeSlots,
        offer.startsAt,
        (offer.endsAt.getTime() - offer.startsAt.getTime()) / 60_000,
      ) !== null;
    const offerDtos = ownOffers.map(
      ({ offer, fullName, entryStatus, entryInstructorId, learnerVisible }) => ({
        id: offer.id,
        studentId: offer.studentId,
        // An "any instructor" learner the viewer does not teach: first name and initial (0058).
        fullName: showsLearnerDetails(viewer, { instructorId: entryInstructorId, learnerVisible })
          ? fullName
          : shortLearnerName(fullName),
        lesson: toOfferedLesson(offer.startsAt, offer.endsAt),
        sentAt: offer.sentAt.toISOString(),
        expiresAt: offer.expiresAt.toISOString(),
        byHand: offer.byHand,
        state: getOfferState(offer, freedTime, entryStatus, isSlotFree(offer), now),
      }),
    );
    // Someone booked its start on the booking page (or it was withdrawn): it is no longer free.
    const stillFree = freeSlots.some((slot) => slot.startsAt.getTime() === freedTime.startsAt.getTime());
    const state: FreedTime['state'] =
      freedTime.takenAt !== null
        ? 'taken'
        : freedTime.startsAt.getTime() <= now.getTime()
          ? 'ended'
          : !stillFree
            ? 'taken'
            : offerDtos.some((offer) => offer.state === 'open')
              ? 'offered'
              : offerDtos.length > 0
                ? 'ended'
                : 'waiting';
    const start = toZonedParts(freedTime.startsAt, SCHOOL_TIME_ZONE);
    result.push({
      id: freedTime.id,
      date: start.date,
      startTime: start.time,
      endTime: toZonedParts(freedTime.endsAt, SCHOOL_TIME_ZONE).time,
      duration: Math.round((freedTime.endsAt.getTime() - freedTime.startsAt.getTime()) / 60_000),
      freedAt: freedTime.freedAt.toISOString(),
      state,
      offers: offerDtos,
      takenBy:
        freedTime.takenByStudentId !== null && takenByName !== null
          ? { studentId: freedTime.takenByStudentId, fullName: takenByName }
          : null,
    });
  }
  return result;
}

export async function listFreedTimes(deps: AppDependencies, viewer: Viewer): Promise<FreedTimesResponse> {
  const { db } = deps.database;
  const now = deps.now();
  const rows = await listRecentFreedTimes(
    db,
    viewer.id,
    now,
    new Date(now.getTime() - FREED_TIMES_SHOWN_DAYS * DAY_MS),
  );
  return { freedTimes: await toFreedTimes(db, rows, now, viewer) };
}

async function requireFreedTime(db: DatabaseExecutor, instructorId: number, id: number) {
  const row = await findFreedTimeOfInstructor(db, id, instructorId);
  if (!row) throw notFound(FREED_TIME_NOT_FOUND_MESSAGE);
  return row;
}

async function toFreedTime(
  db: DatabaseExecutor,
  freedTime: FreedTimeRow,
  now: Date,
  viewer: Viewer,
): Promise<FreedTime> {
  const taker =
    freedTime.takenByStudentId === null ? null : await findStudent(db, freedTime.takenByStudentId);
  const [dto] = await toFreedTimes(db, [{ freedTime, takenByName: taker?.fullName ?? null }], now, viewer);
  if (!dto) throw new Error('Freed time was not described');
  return dto;
}

export async function getFreedTimeCandidates(
  deps: AppDependencies,
  viewer: Viewer,
  id: number,
): Promise<FreedTimeCandidatesResponse> {
  const { db } = deps.database;
  const now = deps.now();
  const freedTime = await requireFreedTime(db, viewer.id, id);
  const offered = await listOfferedStudentIds(db, freedTime.id);
  const candidates = await evaluateCandidates(db, freedTime, now, viewer);
  return {
    freedTime: await toFreedTime(db, freedTime, now, viewer),
    candidates: candidates.map((candidate) => ({
      entryId: candidate.entry.id,
      studentId: candidate.entry.studentId,
      // An "any instructor" learner the viewer does not teach: first name and initial (0058).
      fullName: showsLearnerDetails(viewer, candidate.entry)
        ? candidate.entry.fullName
        : shortLearnerName(candidate.entry.fullName),
      wishesSummary: describeWaitingListWindows(candidate.wishes.windows),
      reasonText: candidate.reasonText,
      suits: candidate.suits,
      mismatchText: candidate.mismatch === null ? null : MISMATCH_TEXT[candidate.mismatch],
      lesson: candidate.lesson ? toOfferedLesson(candidate.lesson.startsAt, candidate.lesson.endsAt) : null,
      movesLesson: candidate.moves ? toOfferedLesson(candidate.moves.startsAt, candidate.moves.endsAt) : null,
      alreadyOffered: offered.has(candidate.entry.studentId),
    })),
  };
}

/**
 * The instructor offers a freed time to learners they chose (whether the rule finds it suits
 * them or not), each the lesson of their own length; learners already offered it are skipped.
 */
export async function offerFreedTimeByHand(
  deps: AppDependencies,
  viewer: Viewer,
  id: number,
  entryIds: readonly number[],
): Promise<OfferFreedTimeResponse> {
  const now = deps.now();
  const { db } = deps.database;
  await requireFreedTime(db, viewer.id, id);
  const { deliveries } = await db.transaction(async (tx) => {
    const freedTime = await lockFreedTime(tx, id);
    if (!freedTime) throw notFound(FREED_TIME_NOT_FOUND_MESSAGE);
    if (freedTime.takenAt !== null) throw conflict('FREED_TIME_TAKEN', 'That time has already been taken.');
    if (freedTime.startsAt.getTime() <= now.getTime()) {
      throw conflict('FREED_TIME_STARTED', 'That time has already started.');
    }
    const candidates = await evaluateCandidates(tx, freedTime, now);
    const chosen = entryIds.map((entryId) => candidates.find((candidate) => candidate.entry.id === entryId));
    if (chosen.some((candidate) => candidate === undefined)) {
      const message = 'Someone you chose is no longer on the waiting list. Please choose again.';
      throw badRequest(message, { entryIds: message });
    }
    const settings = await readSettings(tx);
    const sent: Delivery[] = [];
    for (const candidate of chosen) {
      if (!candidate) continue;
      if (!candidate.lesson) {
        const message = `${candidate.entry.fullName}'s lesson length does not fit this time.`;
        throw badRequest(message, { entryIds: message });
      }
      const delivery = await createOffer(deps, tx, {
        freedTime,
        target: candidate.target,
        settings,
        byHand: true,
        now,
      });
      if (delivery) sent.push(delivery);
    }
    await markFreedTimeOffered(tx, freedTime.id, now);
    return { deliveries: sent };
  });
  await deliverAll(deliveries);
  const freedTime = await requireFreedTime(db, viewer.id, id);
  const sent = deliveries.length;
  return {
    freedTime: await toFreedTime(db, freedTime, now, viewer),
    sent,
    message:
      sent === 0
        ? 'Everyone you chose had already been offered this time.'
        : `Offered to ${sent} ${sent === 1 ? 'learner' : 'learners'}.`,
  };
}
