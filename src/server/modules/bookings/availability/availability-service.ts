import { randomUUID } from 'node:crypto';
import {
  type CreatedTimeSlot,
  type DeleteTimeSlotResponse,
  type InstructorSlot,
  SLOT_HELD_MESSAGE,
  SLOT_IN_TIME_OFF_CODE,
  SLOT_OVERLAP_MESSAGE,
  type SlotPatternResult,
  type ValidCreateSlotPatternRequest,
} from '../../../../core/bookings/availability/availability-admin-schemas';
import {
  expandWeeklyPattern,
  findPastSlotProblem,
  PAST_DATE_MESSAGE,
} from '../../../../core/bookings/availability/availability-pattern';
import { getBookingWindow } from '../../../../core/bookings/booking/booking-window';
import {
  filterSlotsByInstructor,
  type InstructorFilter,
  type PublicInstructor,
} from '../../../../core/bookings/booking/instructor-choice';
import type { BookableSlot, TimeSlot } from '../../../../core/bookings/booking/time-slot-schemas';
import { describeTimeOff, toTimeOffDates } from '../../../../core/diary/time-off/time-off-rules';
import { getInstructorPhotoUrl } from '../../../../core/platform/auth/instructor-photo-schemas';
import {
  addDaysToIsoDate,
  SCHOOL_TIME_ZONE,
  toZonedParts,
  zonedWallTimeToInstant,
} from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor, DatabaseHandle } from '../../../db/database-client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import {
  EXCLUSION_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  isConstraintViolation,
} from '../../../lib/database-errors';
import { createEncodedBody, type EncodedBody } from './availability-encodings';
import {
  countSlotHolds,
  deleteTimeSlot,
  findInstructorForBooking,
  findSlotsWithHolds,
  insertTimeSlot,
  insertTimeSlotsSkippingOverlaps,
  listActiveInstructors,
  listBookableSlots,
  listInstructorSlots,
  listSlotIdsWithHolds,
  listTimeOffOverlapping,
  lockInstructorSlot,
  lockOverlappingSlots,
  notifyAvailabilityChanged,
  type SlotRow,
  type SlotWithHold,
  type TimeSlotRow,
  withdrawSlots,
  withdrawTimeSlot,
} from './availability-repository';

/*
 * The times learners can book, one subject for both sides: the learners read the bookable slots
 * (availability-routes.ts, from the cache below), the instructor adds, lists and removes their own
 * (availability-admin-routes.ts); other modules hold, withdraw and lock slots through the
 * functions here that take the caller's transaction.
 */

/*
 * The slot list is read by every open booking page every 15 seconds, so it is served from a
 * pre-serialised snapshot. Reading it again is costly once a school has many instructors (30 with
 * 3 months each: about 13,000 slots, a second of the embedded database's time on a busy machine),
 * so the snapshot is kept until something changes what learners can book: writes in this process
 * drop it at once, and tell the other processes by NOTIFY (startAvailabilityEvents), which drop
 * theirs at the commit. It is also read again once its first slot starts, at midnight (the
 * window moves on), and after a while in case a change was not announced: on PostgreSQL every
 * KEEP_MS (a notification can be lost while a connection is down); the embedded database has one
 * process, this one, and its reads run on the server's own thread, so there only every
 * EMBEDDED_KEEP_MS. A stale entry can never sell a slot twice: booking re-checks every slot
 * inside its transaction and the database refuses a second hold.
 */
const KEEP_MS = 30_000;
const EMBEDDED_KEEP_MS = 5 * 60_000;
/** The NOTIFY channel: a payload names the process that changed something (it dropped its own copy). */
const AVAILABILITY_CHANNEL = 'availability_changed';

export function toTimeSlot(
  row: Pick<SlotRow, 'id' | 'startsAt' | 'durationMinutes'>,
  timeZone: string,
): TimeSlot {
  const { date, time } = toZonedParts(row.startsAt, timeZone);
  return { id: row.id, date, time, duration: row.durationMinutes };
}

export interface BookableSlotsSnapshot {
  slots: BookableSlot[];
  /** The slots' JSON, and its bytes in each encoding once asked for. */
  body: EncodedBody;
}

export interface InstructorsSnapshot {
  instructors: PublicInstructor[];
  json: string;
}

export interface AvailabilityService {
  /**
   * The bookable slots, from now to 3 months ahead, with their JSON already serialised; with a
   * filter, only the chosen instructor's or those matching the preference (filtered from the
   * same snapshot, each filter's JSON kept with it).
   */
  getBookableSlots(filter?: InstructorFilter): Promise<BookableSlotsSnapshot>;
  /** The active instructors learners can choose, each with their next free time, from the same snapshot. */
  getInstructors(): Promise<InstructorsSnapshot>;
  /**
   * Call after anything that holds, releases, adds or removes slots (once its transaction has
   * committed): drops this process's snapshot and tells the other processes to drop theirs.
   */
  invalidate(): void;
  /** Drops this process's snapshot only: another process changed something (its NOTIFY). */
  forget(): void;
  /** This process's name in the notifications it sends (its own are not news to it). */
  readonly processKey: string;
  /**
   * `listener` hears every invalidation from now on (the waiting list's sweep looks for freed
   * times just after something changes what learners can book); returns how to stop listening.
   */
  onChange(listener: () => void): () => void;
}

interface SnapshotEntry {
  validUntil: number;
  slots: BookableSlot[];
  body: EncodedBody;
  instructors: InstructorsSnapshot;
  /** The filtered lists asked for so far, by filter: a handful at most (instructors x preferences). */
  filtered: Map<string, BookableSlotsSnapshot>;
}

function toPublicInstructor(
  row: Awaited<ReturnType<typeof listActiveInstructors>>[number],
  nextFreeAt: Date | undefined,
): PublicInstructor {
  const car = [row.carMake, row.carModel].filter(Boolean).join(' ');
  return {
    id: row.id,
    fullName: row.fullName ?? '',
    gender: row.gender,
    // The owner from before profiles has these from migration 0024; the accept form requires them.
    qualification: row.qualification ?? 'adi',
    gearbox: row.gearbox ?? 'automatic',
    car: car === '' ? null : car,
    areas: row.areas,
    bio: row.bio,
    photoUrl: row.photoUpdatedAt ? getInstructorPhotoUrl(row.id, row.photoUpdatedAt) : null,
    nextFreeAt: nextFreeAt?.toISOString() ?? null,
  };
}

export function createAvailabilityService(
  database: Pick<DatabaseHandle, 'db' | 'engine'>,
  now: () => Date,
): AvailabilityService {
  const { db } = database;
  const keepMs = database.engine === 'pglite' ? EMBEDDED_KEEP_MS : KEEP_MS;
  const listeners = new Set<() => void>();
  const processKey = randomUUID();
  let cached: SnapshotEntry | null = null;
  let pending: Promise<SnapshotEntry> | null = null;
  let generation = 0;

  async function load(): Promise<SnapshotEntry> {
    const startedGeneration = generation;
    const current = now();
    const window = getBookingWindow(current, SCHOOL_TIME_ZONE);
    // Who may be booked is decided by today's London date: the snapshot is read again at
    // midnight (below), so a badge or insurance that runs out leaves the list as the day begins.
    const today = toZonedParts(current, SCHOOL_TIME_ZONE).date;
    const [rows, instructorRows] = await Promise.all([
      listBookableSlots(db, current, window.endsAt, today),
      listActiveInstructors(db, today),
    ]);
    const slots = rows.map((row) => ({
      ...toTimeSlot(row, SCHOOL_TIME_ZONE),
      instructorId: row.instructorId,
    }));
    const nextFree = new Map<number, Date>();
    for (const row of rows) if (!nextFree.has(row.instructorId)) nextFree.set(row.instructorId, row.startsAt);
    const instructors = instructorRows.map((row) => toPublicInstructor(row, nextFree.get(row.id)));
    // Stale once the first slot starts (it is no longer bookable), at midnight (the window's last
    // day moves on) or after the keeping time.
    const firstStart = rows[0]?.startsAt.getTime() ?? Number.POSITIVE_INFINITY;
    const midnight = zonedWallTimeToInstant(addDaysToIsoDate(window.firstDate, 1), '00:00', SCHOOL_TIME_ZONE);
    const entry: SnapshotEntry = {
      validUntil: Math.min(current.getTime() + keepMs, firstStart, midnight.getTime()),
      slots,
      body: createEncodedBody(JSON.stringify(slots)),
      instructors: { instructors, json: JSON.stringify(instructors) },
      filtered: new Map(),
    };
    if (startedGeneration === generation) cached = entry;
    return entry;
  }

  function filterEntry(entry: SnapshotEntry, filter: InstructorFilter = {}): BookableSlotsSnapshot {
    if (filter.instructorId === undefined && filter.instructorPreference === undefined) return entry;
    const key = `${filter.instructorId ?? ''}:${filter.instructorPreference ?? ''}`;
    const known = entry.filtered.get(key);
    if (known) return known;
    const slots = filterSlotsByInstructor(entry.slots, entry.instructors.instructors, filter);
    const snapshot = { slots, body: createEncodedBody(JSON.stringify(slots)) };
    entry.filtered.set(key, snapshot);
    return snapshot;
  }

  function forget() {
    generation += 1;
    cached = null;
    pending = null;
    for (const listener of listeners) listener();
  }

  async function getEntry() {
    if (cached && now().getTime() < cached.validUntil) return cached;
    // One database read however many requests arrive while it runs.
    pending ??= load().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    async getBookableSlots(filter) {
      return filterEntry(await getEntry(), filter);
    },
    async getInstructors() {
      return (await getEntry()).instructors;
    },
    invalidate() {
      forget();
      // Other processes drop their copies when this arrives; if it is lost, KEEP_MS bounds the wait.
      notifyAvailabilityChanged(db, AVAILABILITY_CHANNEL, processKey).catch(() => undefined);
    },
    forget,
    processKey,
    onChange(listener) {
      // Wrapped, so one listener added twice is two listeners, each removed on its own.
      const entry = () => listener();
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}

/**
 * Hears the other processes' changes (their `invalidate()`), and drops this process's snapshot on
 * each; also when the listening connection comes back or fails (changes may have been missed).
 * Answers how to stop listening.
 */
export function startAvailabilityEvents(deps: AppDependencies): Promise<() => Promise<void>> {
  const { availability } = deps;
  const forget = () => availability.forget();
  return deps.database.listen(AVAILABILITY_CHANNEL, {
    onNotify: (payload) => {
      if (payload !== availability.processKey) forget();
    },
    onReconnect: forget,
    onError: (error) => {
      forget();
      deps.logger.warn({ err: error }, 'availability notification connection failed; retrying');
    },
  });
}

/** The slots with whether an active booking holds them (share-locked for the caller's transaction with `lock`). */
export function getSlotsWithHolds(
  db: DatabaseExecutor,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<SlotWithHold[]> {
  return findSlotsWithHolds(db, ids, options);
}

/**
 * Available slots starting inside (from, to) that no active booking holds and no busy time or time
 * off covers, of instructors who may be booked at `now` (London date), earliest first, read now
 * (not the cached list).
 */
export function getBookableSlots(db: DatabaseExecutor, from: Date, to: Date, now: Date): Promise<SlotRow[]> {
  return listBookableSlots(db, from, to, toZonedParts(now, SCHOOL_TIME_ZONE).date);
}

/**
 * An instructor as a booking needs them (gender for the preference, status, whether they may be
 * booked at `now`), read now; null if none.
 */
export function getInstructorForBooking(db: DatabaseExecutor, id: number, now: Date) {
  return findInstructorForBooking(db, id, toZonedParts(now, SCHOOL_TIME_ZONE).date);
}

/** Of these slots, the ones some booking ever held (their history keeps them). */
export function listHeldSlotIds(db: DatabaseExecutor, ids: readonly number[]): Promise<Set<number>> {
  return listSlotIdsWithHolds(db, ids);
}

/**
 * The instructor's slots overlapping [startsAt, endsAt), locked until the transaction ends, with
 * the booking that holds each, if any.
 */
export function lockSlotsOverlapping(
  db: DatabaseExecutor,
  instructorId: number,
  startsAt: Date,
  endsAt: Date,
) {
  return lockOverlappingSlots(db, instructorId, startsAt, endsAt);
}

/** Takes slots off sale (learners can no longer book them). */
export function withdrawSlotsFromSale(db: DatabaseExecutor, ids: readonly number[]): Promise<void> {
  return withdrawSlots(db, ids);
}

/* The instructor's own slots: add one or a weekly pattern, list them, remove one. */

/**
 * The instructor's blocks of time off overlapping [from, to), each named ('Friday 14 May 2027
 * (holiday)'). Read here, not through the time-off module, which sits above this one (it takes
 * slots off sale through it).
 */
async function findTimeOffOverlapping(
  db: DatabaseExecutor,
  instructorId: number,
  from: Date,
  to: Date,
): Promise<{ startsAt: Date; endsAt: Date; description: string }[]> {
  const rows = await listTimeOffOverlapping(db, instructorId, from, to);
  return rows.map((row) => ({
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    description: describeTimeOff({ ...toTimeOffDates(row, SCHOOL_TIME_ZONE), reason: row.reason }),
  }));
}

export const SLOT_NOT_FOUND_MESSAGE = 'That slot no longer exists.';

function toCreatedTimeSlot(row: TimeSlotRow): CreatedTimeSlot {
  const { date, time } = toZonedParts(row.startsAt, SCHOOL_TIME_ZONE);
  return { id: row.id, date, time, duration: row.durationMinutes, isAvailable: row.isAvailable };
}

/** Adds one slot of the signed-in instructor: not in the past, not overlapping another of theirs. */
export async function addTimeSlot(
  deps: AppDependencies,
  instructorId: number,
  request: { date: string; time: string; duration: number; isAvailable: boolean },
): Promise<CreatedTimeSlot> {
  const now = deps.now();
  const pastProblem = findPastSlotProblem(request, now, SCHOOL_TIME_ZONE);
  if (pastProblem) throw badRequest(pastProblem.message, { [pastProblem.field]: pastProblem.message });
  const startsAt = zonedWallTimeToInstant(request.date, request.time, SCHOOL_TIME_ZONE);
  const shown = toZonedParts(startsAt, SCHOOL_TIME_ZONE);
  if (shown.date !== request.date || shown.time !== request.time) {
    const message = 'That time does not exist on this date (the clocks go forward). Please choose another.';
    throw badRequest(message, { time: message });
  }
  const endsAt = new Date(startsAt.getTime() + request.duration * 60_000);
  const [off] = await findTimeOffOverlapping(deps.database.db, instructorId, startsAt, endsAt);
  if (off) {
    const message = `You have time off on ${off.description}. Remove it first to add times then.`;
    throw conflict(SLOT_IN_TIME_OFF_CODE, message, { date: message });
  }
  try {
    const row = await insertTimeSlot(deps.database.db, {
      instructorId,
      startsAt,
      endsAt,
      durationMinutes: request.duration,
      isAvailable: request.isAvailable,
      createdAt: now,
    });
    deps.availability.invalidate();
    return toCreatedTimeSlot(row);
  } catch (error) {
    if (isConstraintViolation(error, EXCLUSION_VIOLATION, 'time_slots_no_overlap')) {
      throw conflict('SLOT_OVERLAP', SLOT_OVERLAP_MESSAGE);
    }
    throw error;
  }
}

/**
 * Adds a weekly pattern in one statement: every slot still to come is inserted, those that
 * would overlap the instructor's existing slots are skipped and counted, and days the instructor
 * has time off are left out and counted.
 */
export async function addSlotPattern(
  deps: AppDependencies,
  instructorId: number,
  pattern: ValidCreateSlotPatternRequest,
): Promise<SlotPatternResult> {
  const now = deps.now();
  const today = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  if (pattern.startDate < today) {
    throw badRequest(PAST_DATE_MESSAGE, { startDate: PAST_DATE_MESSAGE });
  }
  const expanded = expandWeeklyPattern(pattern, now, SCHOOL_TIME_ZONE);
  const first = expanded[0];
  const last = expanded.at(-1);
  const offs =
    first && last
      ? await findTimeOffOverlapping(deps.database.db, instructorId, first.startsAt, last.endsAt)
      : [];
  const isOff = (slot: { startsAt: Date; endsAt: Date }) =>
    offs.some((off) => off.startsAt < slot.endsAt && off.endsAt > slot.startsAt);
  const slots = expanded.filter((slot) => !isOff(slot));
  const timeOffDays = new Set(expanded.filter(isOff).map((slot) => slot.date)).size;
  const createdIds = await insertTimeSlotsSkippingOverlaps(
    deps.database.db,
    slots.map((slot) => ({
      instructorId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      durationMinutes: pattern.duration,
      createdAt: now,
    })),
  );
  if (createdIds.length > 0) deps.availability.invalidate();
  return { created: createdIds.length, skipped: slots.length - createdIds.length, timeOffDays };
}

/** The instructor's slots from now to 3 months ahead, with what each is doing. */
export async function listUpcomingSlots(
  deps: AppDependencies,
  instructorId: number,
): Promise<InstructorSlot[]> {
  const now = deps.now();
  const window = getBookingWindow(now, SCHOOL_TIME_ZONE);
  const rows = await listInstructorSlots(deps.database.db, instructorId, now, window.endsAt);
  return rows.map((row) => {
    const { date, time } = toZonedParts(row.startsAt, SCHOOL_TIME_ZONE);
    const state = row.bookingId !== null ? 'held' : row.isAvailable ? 'free' : 'withdrawn';
    return {
      id: row.id,
      date,
      time,
      duration: row.durationMinutes,
      isAvailable: row.isAvailable,
      state,
      bookingId: row.bookingId,
      studentName: row.studentName,
    };
  });
}

/**
 * Removes a slot of the signed-in instructor. A slot no booking ever held is deleted; one that
 * bookings held in the past is withdrawn instead (kept off sale) so their history stays; a slot a
 * booking holds now is refused.
 */
export async function removeTimeSlot(
  deps: AppDependencies,
  instructorId: number,
  slotId: number,
): Promise<DeleteTimeSlotResponse> {
  try {
    const result = await deps.database.db.transaction(async (tx) => {
      const slot = await lockInstructorSlot(tx, slotId, instructorId);
      if (!slot) throw notFound(SLOT_NOT_FOUND_MESSAGE);
      const holds = await countSlotHolds(tx, slot.id);
      if (holds.active > 0) throw conflict('SLOT_HELD', SLOT_HELD_MESSAGE);
      if (holds.total > 0) {
        await withdrawTimeSlot(tx, slot.id);
        return 'withdrawn' as const;
      }
      await deleteTimeSlot(tx, slot.id);
      return 'deleted' as const;
    });
    deps.availability.invalidate();
    return { id: slotId, result };
  } catch (error) {
    // A booking started holding the slot while it was being deleted.
    if (isConstraintViolation(error, FOREIGN_KEY_VIOLATION)) throw conflict('SLOT_HELD', SLOT_HELD_MESSAGE);
    throw error;
  }
}
