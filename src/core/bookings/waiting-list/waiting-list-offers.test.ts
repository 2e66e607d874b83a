import { describe, expect, it } from 'vitest';
import { computeLedgerBalance, getCancellationChargedMinutes } from '../../money/ledger/ledger-balance';
import { DEFAULT_CANCELLATION_TERMS } from '../../school/settings/school-figures';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../time/london-time';
import {
  type CancelledLessonInput,
  getOfferExpiry,
  getRefilledCancellationRefund,
  isOfferOpen,
  type RefillLessonInput,
} from './waiting-list-offers';

const HOUR_MS = 3_600_000;

describe('getOfferExpiry', () => {
  const expiry = (now: string, offerHours: number, freedStartsAt = '2030-01-01T00:00:00Z') =>
    getOfferExpiry({
      freedStartsAt: new Date(freedStartsAt),
      now: new Date(now),
      offerHours,
      timeZone: SCHOOL_TIME_ZONE,
    }).toISOString();

  it('counts the hours left before 21:00 and goes on from 08:00 the next morning', () => {
    // 10:00 BST Monday: 11 hours to 21:00, the 12th from 08:00 on Tuesday.
    expect(expiry('2025-06-09T09:00:00Z', 12)).toBe('2025-06-10T08:00:00.000Z');
  });

  it('ends the same day when the hours fit before 21:00', () => {
    // 08:30 BST plus 12 hours is 20:30 BST.
    expect(expiry('2025-06-09T07:30:00Z', 12)).toBe('2025-06-09T19:30:00.000Z');
  });

  it('gives an offer made at 20:30 half an hour that evening and the rest the next day', () => {
    // 20:30 BST: 30 minutes to 21:00, then 11.5 hours from 08:00 BST, so 19:30 BST on Tuesday.
    expect(expiry('2025-06-09T19:30:00Z', 12)).toBe('2025-06-10T18:30:00.000Z');
    // In winter (GMT) the same.
    expect(expiry('2025-12-01T20:30:00Z', 12)).toBe('2025-12-02T19:30:00.000Z');
  });

  it('starts an offer made at 23:00 at 08:00 the next morning', () => {
    expect(expiry('2025-06-09T22:00:00Z', 12)).toBe('2025-06-10T19:00:00.000Z');
    // Made at 03:00 counts from 08:00 the same day.
    expect(expiry('2025-06-10T02:00:00Z', 1)).toBe('2025-06-10T08:00:00.000Z');
  });

  it('ends when the time starts, if that comes first', () => {
    expect(expiry('2025-06-09T09:00:00Z', 12, '2025-06-09T15:00:00Z')).toBe('2025-06-09T15:00:00.000Z');
    // A lesson at 07:30 the next morning: the offer ends then, not at 08:00 plus the hours left.
    expect(expiry('2025-06-09T19:30:00Z', 12, '2025-06-10T06:30:00Z')).toBe('2025-06-10T06:30:00.000Z');
  });

  it('counts waking hours on the wall clock across the autumn clock change', () => {
    // 20:00 BST on Saturday 25 October 2025: one hour, then 11 from 08:00 GMT on Sunday.
    expect(expiry('2025-10-25T19:00:00Z', 12)).toBe('2025-10-26T19:00:00.000Z');
  });

  it('counts waking hours on the wall clock across the spring clock change', () => {
    // 20:30 GMT on Saturday 29 March 2025: half an hour, then 11.5 from 08:00 BST (07:00 UTC).
    expect(expiry('2025-03-29T20:30:00Z', 12)).toBe('2025-03-30T18:30:00.000Z');
  });

  it('spreads the longest setting over several days', () => {
    // 72 hours from 08:00 GMT Monday: five days of 13 hours, then 7 more: Saturday 15:00.
    expect(expiry('2025-12-01T08:00:00Z', 72)).toBe('2025-12-06T15:00:00.000Z');
  });

  it('never ends in the night, whenever the offer is made and however long it runs', () => {
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      const now = new Date(Date.UTC(2025, 9, 25, 0, minute)); // across the autumn change
      for (const hours of [1, 5, 12, 13, 24, 72]) {
        const ends = getOfferExpiry({
          freedStartsAt: new Date('2030-01-01T00:00:00Z'),
          now,
          offerHours: hours,
          timeZone: SCHOOL_TIME_ZONE,
        });
        const { time } = toZonedParts(ends, SCHOOL_TIME_ZONE);
        expect(time >= '08:00' && time <= '21:00', `${now.toISOString()} + ${hours}h ends ${time}`).toBe(
          true,
        );
        expect(ends.getTime() - now.getTime()).toBeGreaterThanOrEqual(hours * HOUR_MS);
      }
    }
  });

  it('follows other waking hours when given', () => {
    const ends = getOfferExpiry({
      freedStartsAt: new Date('2030-01-01T00:00:00Z'),
      now: new Date('2025-12-01T17:00:00Z'),
      offerHours: 2,
      timeZone: SCHOOL_TIME_ZONE,
      wakingHours: { from: '09:00', until: '18:00' },
    });
    expect(ends.toISOString()).toBe('2025-12-02T10:00:00.000Z');
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
