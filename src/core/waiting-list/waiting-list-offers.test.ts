import { describe, expect, it } from 'vitest';
import { computeLedgerBalance, getCancellationChargedMinutes } from '../ledger/ledger-balance';
import { DEFAULT_CANCELLATION_TERMS } from '../settings/school-figures';
import {
  type CancelledLessonInput,
  getOfferExpiry,
  getRefilledCancellationRefund,
  isOfferOpen,
  type RefillLessonInput,
} from './waiting-list-offers';

const HOUR_MS = 3_600_000;

describe('getOfferExpiry', () => {
  const now = new Date('2025-06-09T09:00:00Z');

  it('ends after the configured hours when the time starts later', () => {
    const startsAt = new Date('2025-06-12T17:00:00Z');
    expect(getOfferExpiry(startsAt, now, 12)).toEqual(new Date('2025-06-09T21:00:00Z'));
  });

  it('ends when the time starts, if that comes first', () => {
    const startsAt = new Date('2025-06-09T15:00:00Z');
    expect(getOfferExpiry(startsAt, now, 12)).toEqual(startsAt);
  });

  it('counts real hours across the autumn clock change', () => {
    // 20:00 BST on Saturday 25 October 2025 plus 12 hours is 07:00 GMT on Sunday (19:00 + 12 h UTC).
    const saturdayEvening = new Date('2025-10-25T19:00:00Z');
    const startsAt = new Date('2025-10-28T09:00:00Z');
    expect(getOfferExpiry(startsAt, saturdayEvening, 12)).toEqual(new Date('2025-10-26T07:00:00Z'));
  });
});

describe('isOfferOpen', () => {
  const expiresAt = new Date('2025-06-09T21:00:00Z');

  it('is open before its end while nobody took the time', () => {
    expect(isOfferOpen({ expiresAt, takenAt: null }, new Date(expiresAt.getTime() - 1))).toBe(true);
  });

  it('is over at its end, and once the time is taken', () => {
    expect(isOfferOpen({ expiresAt, takenAt: null }, expiresAt)).toBe(false);
    expect(
      isOfferOpen({ expiresAt, takenAt: new Date('2025-06-09T10:00:00Z') }, new Date('2025-06-09T11:00:00Z')),
    ).toBe(false);
  });
});

describe('getRefilledCancellationRefund', () => {
  const startsAt = new Date('2025-06-12T17:00:00Z');
  const cancelled: CancelledLessonInput = {
    studentId: 1,
    instructorId: 7,
    status: 'cancelled',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * HOUR_MS),
    // A 2-hour lesson cancelled 24 to 48 hours ahead: half of it forfeited.
    chargedMinutes: getCancellationChargedMinutes('half_fee', 120, true, DEFAULT_CANCELLATION_TERMS),
  };
  const refill = (overrides: Partial<RefillLessonInput> = {}): RefillLessonInput => ({
    studentId: 2,
    instructorId: 7,
    status: 'scheduled',
    startsAt: cancelled.startsAt,
    endsAt: cancelled.endsAt,
    ...overrides,
  });

  it('returns the forfeited minutes when another learner takes the whole time', () => {
    const refund = getRefilledCancellationRefund({ cancelled, refills: [refill()], settingOn: true });
    expect(refund).toEqual({ applies: true, returnedMinutes: 60, chargedMinutes: null });
  });

  it('gives the minutes back to the learner balance, in the ledger own terms', () => {
    const purchases = [{ minutes: 600, pricePence: 36_000 }];
    const before = computeLedgerBalance({
      purchases,
      payments: [],
      lessons: [{ status: 'cancelled', bookedMinutes: 120, actualMinutes: null, chargedMinutes: 60 }],
    });
    const refund = getRefilledCancellationRefund({ cancelled, refills: [refill()], settingOn: true });
    if (!refund.applies) throw new Error('expected the refund to apply');
    const after = computeLedgerBalance({
      purchases,
      payments: [],
      lessons: [
        {
          status: 'cancelled',
          bookedMinutes: 120,
          actualMinutes: null,
          chargedMinutes: refund.chargedMinutes,
        },
      ],
    });
    expect(after.leftMinutes - before.leftMinutes).toBe(refund.returnedMinutes);
    expect(after.leftMinutes).toBe(600);
  });

  it('counts several lessons that together cover the time', () => {
    const firstHour = refill({ endsAt: new Date(startsAt.getTime() + HOUR_MS) });
    const secondHour = refill({ studentId: 3, startsAt: new Date(startsAt.getTime() + HOUR_MS) });
    expect(
      getRefilledCancellationRefund({ cancelled, refills: [secondHour, firstHour], settingOn: true }),
    ).toMatchObject({
      applies: true,
      returnedMinutes: 60,
    });
  });

  it('counts overlapping refills once, and a longer lesson around the time as a refill', () => {
    const halfHour = 30 * 60_000;
    const early = refill({ endsAt: new Date(startsAt.getTime() + HOUR_MS + halfHour) });
    const overlapping = refill({ studentId: 3, startsAt: new Date(startsAt.getTime() + HOUR_MS) });
    expect(
      getRefilledCancellationRefund({ cancelled, refills: [early, overlapping], settingOn: true }).applies,
    ).toBe(true);
    // Two overlapping lessons that leave the last half hour empty: 90 + 60 minutes, but not the whole.
    const shortOverlap = refill({
      studentId: 3,
      startsAt: new Date(startsAt.getTime() + halfHour),
      endsAt: new Date(startsAt.getTime() + HOUR_MS + halfHour),
    });
    expect(
      getRefilledCancellationRefund({ cancelled, refills: [early, shortOverlap], settingOn: true }),
    ).toEqual({
      applies: false,
      reason: 'partly_refilled',
    });
    const around = refill({
      startsAt: new Date(startsAt.getTime() - HOUR_MS),
      endsAt: new Date(cancelled.endsAt.getTime() + HOUR_MS),
    });
    expect(getRefilledCancellationRefund({ cancelled, refills: [around], settingOn: true }).applies).toBe(
      true,
    );
  });

  it('returns a whole forfeited lesson (under 24 hours, charged) the same way', () => {
    const wholeCharged = {
      ...cancelled,
      chargedMinutes: getCancellationChargedMinutes(
        'instructor_decides',
        120,
        true,
        DEFAULT_CANCELLATION_TERMS,
      ),
    };
    expect(
      getRefilledCancellationRefund({
        cancelled: wholeCharged,
        refills: [refill({ status: 'completed' })],
        settingOn: true,
      }),
    ).toEqual({ applies: true, returnedMinutes: 120, chargedMinutes: null });
  });

  it('returns nothing when the time stays empty', () => {
    expect(getRefilledCancellationRefund({ cancelled, refills: [], settingOn: true })).toEqual({
      applies: false,
      reason: 'not_refilled',
    });
    // A lesson right after it does not fill it.
    const after = refill({
      startsAt: cancelled.endsAt,
      endsAt: new Date(cancelled.endsAt.getTime() + HOUR_MS),
    });
    expect(getRefilledCancellationRefund({ cancelled, refills: [after], settingOn: true })).toEqual({
      applies: false,
      reason: 'not_refilled',
    });
  });

  it('returns nothing when the time is only partly refilled', () => {
    const firstHour = refill({ endsAt: new Date(startsAt.getTime() + HOUR_MS) });
    expect(getRefilledCancellationRefund({ cancelled, refills: [firstHour], settingOn: true })).toEqual({
      applies: false,
      reason: 'partly_refilled',
    });
  });

  it('does not count the same learner, another instructor, or a cancelled refill', () => {
    for (const notARefill of [
      refill({ studentId: cancelled.studentId }),
      refill({ instructorId: 8 }),
      refill({ status: 'cancelled' }),
    ]) {
      expect(getRefilledCancellationRefund({ cancelled, refills: [notARefill], settingOn: true })).toEqual({
        applies: false,
        reason: 'not_refilled',
      });
    }
  });

  it('returns nothing when the school setting is off', () => {
    expect(getRefilledCancellationRefund({ cancelled, refills: [refill()], settingOn: false })).toEqual({
      applies: false,
      reason: 'setting_off',
    });
  });

  it('has nothing to return for a free cancellation or a no-show', () => {
    for (const chargedMinutes of [null, 0]) {
      expect(
        getRefilledCancellationRefund({
          cancelled: { ...cancelled, chargedMinutes },
          refills: [refill()],
          settingOn: true,
        }),
      ).toEqual({ applies: false, reason: 'nothing_forfeited' });
    }
    expect(
      getRefilledCancellationRefund({
        cancelled: { ...cancelled, status: 'no_show' },
        refills: [refill()],
        settingOn: true,
      }),
    ).toEqual({ applies: false, reason: 'not_cancelled' });
  });
});
