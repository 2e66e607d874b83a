import { getBookingWindow } from '../../../../core/bookings/booking/booking-window';
import type { TimeSlot } from '../../../../core/bookings/booking/time-slot-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { Database, DatabaseExecutor } from '../../../db/database-client';
import {
  findSlotsWithHolds,
  listBookableSlots,
  listSlotIdsWithHolds,
  lockOverlappingSlots,
  type SlotRow,
  type SlotWithHold,
  withdrawSlots,
} from './availability-repository';

/*
 * The slot list is read by every open booking page every 15 seconds, so it is served from a
 * short-lived, pre-serialised cache. Writes in this process invalidate it at once; other
 * processes see a change within CACHE_MS. A stale entry can never sell a slot twice: booking
 * re-checks every slot inside its transaction and the database refuses a second hold.
 */
const CACHE_MS = 2_000;

export function toTimeSlot(
  row: Pick<SlotRow, 'id' | 'startsAt' | 'durationMinutes'>,
  timeZone: string,
): TimeSlot {
  const { date, time } = toZonedParts(row.startsAt, timeZone);
  return { id: row.id, date, time, duration: row.durationMinutes };
}

export interface BookableSlotsSnapshot {
  slots: TimeSlot[];
  json: string;
}

export interface AvailabilityService {
  /** The bookable slots, from now to 3 months ahead, with their JSON already serialised. */
  getBookableSlots(): Promise<BookableSlotsSnapshot>;
  /** Call after anything that holds, releases, adds or removes slots. */
  invalidate(): void;
}

/**
 * `onChange` hears every invalidation: the waiting list looks for freed times just after
 * something changes what learners can book.
 */
export function createAvailabilityService(
  db: Database,
  now: () => Date,
  onChange: () => void = () => {},
): AvailabilityService {
  let cached: { validUntil: number; slots: TimeSlot[]; json: string } | null = null;
  let pending: Promise<{ validUntil: number; slots: TimeSlot[]; json: string }> | null = null;
  let generation = 0;

  async function load() {
    const startedGeneration = generation;
    const current = now();
    const window = getBookingWindow(current, SCHOOL_TIME_ZONE);
    const rows = await listBookableSlots(db, current, window.endsAt);
    const slots = rows.map((row) => toTimeSlot(row, SCHOOL_TIME_ZONE));
    // Stale once the first slot starts (it is no longer bookable) or after CACHE_MS.
    const firstStart = rows[0]?.startsAt.getTime() ?? Number.POSITIVE_INFINITY;
    const entry = {
      validUntil: Math.min(current.getTime() + CACHE_MS, firstStart),
      slots,
      json: JSON.stringify(slots),
    };
    if (startedGeneration === generation) cached = entry;
    return entry;
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
    getBookableSlots: getEntry,
    invalidate() {
      generation += 1;
      cached = null;
      pending = null;
      onChange();
    },
  };
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
 * off covers, earliest first, read now (not the cached list).
 */
export function getBookableSlots(db: DatabaseExecutor, from: Date, to: Date): Promise<SlotRow[]> {
  return listBookableSlots(db, from, to);
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
