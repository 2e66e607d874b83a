import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../time/london-time';
import {
  getDueReminderSearchWindow,
  getEnabledReminderKinds,
  getReminderSendAt,
  isReminderDue,
  isReminderOwed,
  isReminderScheduled,
  REMINDER_CHECK_INTERVAL_MS,
  REMINDER_GRACE_MS,
} from './reminder-schedule';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const london = (date: string, time: string) => zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE);
const at = (iso: string) => new Date(iso);
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

/** A lesson booked well ahead. */
function lesson(startsAt: Date, createdAt = plus(startsAt, -14 * 24 * HOUR)) {
  return { lessonStartsAt: startsAt, lessonCreatedAt: createdAt };
}

describe('the 24-hour reminder', () => {
  const starts = london('2027-01-20', '10:00');

  it('is due at exactly 24 hours before, not a millisecond earlier', () => {
    expect(isReminderDue('24h', lesson(starts), plus(starts, -24 * HOUR - 1))).toBe(false);
    expect(isReminderDue('24h', lesson(starts), plus(starts, -24 * HOUR))).toBe(true);
  });

  it('stays due for its hour of grace, then is missed rather than sent late', () => {
    expect(isReminderDue('24h', lesson(starts), plus(starts, -23 * HOUR - 1))).toBe(true);
    expect(isReminderDue('24h', lesson(starts), plus(starts, -23 * HOUR))).toBe(false);
  });

  it('is never skipped by a scheduler checking every 5 minutes, whatever its phase', () => {
    for (let offset = 0; offset < REMINDER_CHECK_INTERVAL_MS; offset += 37_000) {
      const checks = Array.from({ length: 400 }, (_, index) =>
        plus(starts, -25 * HOUR + offset + index * REMINDER_CHECK_INTERVAL_MS),
      );
      const due = checks.filter((now) => isReminderDue('24h', lesson(starts), now));
      // Due at several checks (the log's unique key sends it once), the first within 5 minutes.
      expect(due.length).toBeGreaterThanOrEqual(REMINDER_GRACE_MS['24h'] / REMINDER_CHECK_INTERVAL_MS - 1);
      const first = due[0];
      expect(first && first.getTime() - getReminderSendAt('24h', starts).getTime()).toBeLessThan(
        REMINDER_CHECK_INTERVAL_MS,
      );
    }
  });

  it('is not owed to a lesson booked 3 hours ahead, which still gets its 2-hour reminder', () => {
    const bookedAt = plus(starts, -3 * HOUR);
    const late = lesson(starts, bookedAt);
    expect(isReminderOwed('24h', late)).toBe(false);
    expect(isReminderDue('24h', late, bookedAt)).toBe(false);
    expect(isReminderScheduled('24h', late, bookedAt)).toBe(false);
    expect(isReminderOwed('2h', late)).toBe(true);
    expect(isReminderScheduled('2h', late, bookedAt)).toBe(true);
    expect(isReminderDue('2h', late, plus(starts, -2 * HOUR))).toBe(true);
  });

  it('is owed to a lesson booked exactly 24 hours ahead, and due at once', () => {
    const bookedAt = plus(starts, -24 * HOUR);
    expect(isReminderDue('24h', lesson(starts, bookedAt), bookedAt)).toBe(true);
  });

  it('is scheduled until its time', () => {
    expect(isReminderScheduled('24h', lesson(starts), plus(starts, -30 * HOUR))).toBe(true);
    expect(isReminderScheduled('24h', lesson(starts), plus(starts, -24 * HOUR))).toBe(false);
  });
});

describe('the 2-hour reminder', () => {
  const starts = london('2027-01-20', '10:00');

  it('is due from exactly 2 hours before for 30 minutes', () => {
    expect(isReminderDue('2h', lesson(starts), plus(starts, -2 * HOUR - 1))).toBe(false);
    expect(isReminderDue('2h', lesson(starts), plus(starts, -2 * HOUR))).toBe(true);
    expect(isReminderDue('2h', lesson(starts), plus(starts, -90 * MINUTE - 1))).toBe(true);
    expect(isReminderDue('2h', lesson(starts), plus(starts, -90 * MINUTE))).toBe(false);
  });
});

describe('across the clock changes, 24 hours means 24 real hours', () => {
  it('autumn: for 09:00 GMT on Sunday 25 October 2026 the reminder goes at 10:00 BST on the Saturday', () => {
    const starts = london('2026-10-25', '09:00');
    expect(starts.toISOString()).toBe('2026-10-25T09:00:00.000Z');
    // 09:00 on the Saturday wall clock is 25 real hours before: too early.
    expect(isReminderDue('24h', lesson(starts), london('2026-10-24', '09:00'))).toBe(false);
    expect(isReminderDue('24h', lesson(starts), london('2026-10-24', '09:59'))).toBe(false);
    expect(getReminderSendAt('24h', starts).toISOString()).toBe(london('2026-10-24', '10:00').toISOString());
    expect(isReminderDue('24h', lesson(starts), at('2026-10-24T09:00:00Z'))).toBe(true);
    expect(isReminderDue('24h', lesson(starts), london('2026-10-24', '10:59'))).toBe(true);
    expect(isReminderDue('24h', lesson(starts), london('2026-10-24', '11:00'))).toBe(false);
  });

  it('autumn: the 2-hour reminder of a 02:30 GMT lesson goes at 01:30 BST, the first 01:30 of the night', () => {
    const starts = at('2026-10-25T02:30:00Z');
    expect(getReminderSendAt('2h', starts).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(isReminderDue('2h', lesson(starts), at('2026-10-25T00:29:59Z'))).toBe(false);
    expect(isReminderDue('2h', lesson(starts), at('2026-10-25T00:30:00Z'))).toBe(true);
    // 01:30 GMT (the second 01:30 on the wall clock) is only one hour before: missed, not sent.
    expect(isReminderDue('2h', lesson(starts), at('2026-10-25T01:30:00Z'))).toBe(false);
  });

  it('spring: for 09:00 BST on Sunday 28 March 2027 the reminder goes at 08:00 GMT on the Saturday', () => {
    const starts = london('2027-03-28', '09:00');
    expect(starts.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(getReminderSendAt('24h', starts).toISOString()).toBe(london('2027-03-27', '08:00').toISOString());
    // 09:00 on the Saturday wall clock is only 23 real hours before: past the hour of grace.
    expect(isReminderDue('24h', lesson(starts), london('2027-03-27', '07:59'))).toBe(false);
    expect(isReminderDue('24h', lesson(starts), london('2027-03-27', '08:00'))).toBe(true);
    expect(isReminderDue('24h', lesson(starts), london('2027-03-27', '09:00'))).toBe(false);
  });

  it('spring: the 2-hour reminder of a 03:00 BST lesson goes at 00:00 GMT, two real hours before', () => {
    const starts = london('2027-03-28', '03:00');
    expect(starts.toISOString()).toBe('2027-03-28T02:00:00.000Z');
    expect(getReminderSendAt('2h', starts).toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(isReminderDue('2h', lesson(starts), london('2027-03-28', '00:00'))).toBe(true);
    expect(isReminderDue('2h', lesson(starts), london('2027-03-28', '00:30'))).toBe(false);
  });
});

describe('the search window', () => {
  it('covers every lesson that can have a due reminder', () => {
    const now = at('2027-01-20T10:00:00Z');
    const { startsAfter, startsAtOrBefore } = getDueReminderSearchWindow(now);
    expect(startsAfter.toISOString()).toBe('2027-01-20T11:30:00.000Z');
    expect(startsAtOrBefore.toISOString()).toBe('2027-01-21T10:00:00.000Z');
    for (const starts of [plus(now, 90 * MINUTE), plus(now, 24 * HOUR + 1)]) {
      expect(isReminderDue('2h', lesson(starts), now) || isReminderDue('24h', lesson(starts), now)).toBe(
        false,
      );
    }
    expect(isReminderDue('24h', lesson(plus(now, 24 * HOUR)), now)).toBe(true);
    expect(isReminderDue('2h', lesson(plus(now, 90 * MINUTE + 1)), now)).toBe(true);
  });
});

describe('the kinds a preference asks for', () => {
  it('follows the switches, and none asks for nothing', () => {
    expect(getEnabledReminderKinds({ reminderType: 'sms', enable24h: true, enable2h: false })).toEqual([
      '24h',
    ]);
    expect(getEnabledReminderKinds({ reminderType: 'email', enable24h: true, enable2h: true })).toEqual([
      '24h',
      '2h',
    ]);
    expect(getEnabledReminderKinds({ reminderType: 'none', enable24h: true, enable2h: true })).toEqual([]);
  });
});
