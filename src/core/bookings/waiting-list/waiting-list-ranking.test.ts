import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../time/london-time';
import {
  hasHoursForLesson,
  isTestSoon,
  rankWaitingEntries,
  type WaitingRankingInput,
} from './waiting-list-ranking';

const TZ = SCHOOL_TIME_ZONE;
// The freed lesson: Monday 8 December 2025, 18:00.
const LESSON_STARTS_AT = zonedWallTimeToInstant('2025-12-08', '18:00', TZ);

function entry(id: number, overrides: Partial<WaitingRankingInput> = {}): WaitingRankingInput {
  return {
    id,
    joinedAt: new Date('2025-11-01T10:00:00Z'),
    testDate: null,
    lessonMinutes: 60,
    leftMinutes: 0,
    manualRank: null,
    ...overrides,
  };
}

function rankedIds(entries: WaitingRankingInput[]): number[] {
  return rankWaitingEntries(entries, LESSON_STARTS_AT, TZ).map((ranked) => ranked.entry.id);
}

describe('isTestSoon', () => {
  it('counts 28 days after the lesson date, the test being after it', () => {
    expect(isTestSoon('2026-01-05', '2025-12-08')).toBe(true);
    expect(isTestSoon('2026-01-06', '2025-12-08')).toBe(false);
    expect(isTestSoon('2025-12-09', '2025-12-08')).toBe(true);
    expect(isTestSoon('2025-12-08', '2025-12-08')).toBe(false);
    expect(isTestSoon(null, '2025-12-08')).toBe(false);
  });
});

describe('hasHoursForLesson', () => {
  it('needs the whole lesson left in the ledger', () => {
    expect(hasHoursForLesson({ leftMinutes: 60, lessonMinutes: 60 })).toBe(true);
    expect(hasHoursForLesson({ leftMinutes: 90, lessonMinutes: 120 })).toBe(false);
    expect(hasHoursForLesson({ leftMinutes: -30, lessonMinutes: 60 })).toBe(false);
  });
});

describe('rankWaitingEntries', () => {
  it('puts a test within 4 weeks first, then hours bought, then the longest waiting', () => {
    const waitingLongest = entry(1, { joinedAt: new Date('2025-10-01T10:00:00Z') });
    const withHours = entry(2, { leftMinutes: 180 });
    const testSoon = entry(3, { testDate: '2025-12-19', joinedAt: new Date('2025-11-30T10:00:00Z') });
    const testLater = entry(4, { testDate: '2026-02-20', joinedAt: new Date('2025-11-20T10:00:00Z') });
    expect(rankedIds([waitingLongest, withHours, testSoon, testLater])).toEqual([3, 2, 1, 4]);
  });

  it('measures the 4 weeks from the freed lesson, not from today', () => {
    // A test on 5 January is 28 days after a lesson on 8 December (soon) but 35 after one on
    // 1 December (not soon): the freed lesson's date counts, whatever day it is offered.
    const ranked = rankWaitingEntries([entry(1, { testDate: '2026-01-05' })], LESSON_STARTS_AT, TZ);
    expect(ranked[0]?.reason).toBe('test_soon');
    const later = zonedWallTimeToInstant('2025-12-01', '18:00', TZ);
    expect(rankWaitingEntries([entry(1, { testDate: '2026-01-05' })], later, TZ)[0]?.reason).toBe('waiting');
  });

  it('breaks ties of one key with the next (hours count among tests soon)', () => {
    const testNoHours = entry(1, { testDate: '2025-12-19', joinedAt: new Date('2025-09-01T10:00:00Z') });
    const testWithHours = entry(2, { testDate: '2025-12-30', leftMinutes: 120 });
    expect(rankedIds([testNoHours, testWithHours])).toEqual([2, 1]);
  });

  it('counts hours bought only when they cover the lesson', () => {
    const halfHourLeft = entry(1, { leftMinutes: 30, joinedAt: new Date('2025-11-02T10:00:00Z') });
    const waitedLonger = entry(2, { joinedAt: new Date('2025-11-01T10:00:00Z') });
    expect(rankedIds([halfHourLeft, waitedLonger])).toEqual([2, 1]);
  });

  it('is total and independent of the input order: ties go by entry id', () => {
    const entries = [entry(9), entry(3), entry(5, { leftMinutes: 60 }), entry(4)];
    expect(rankedIds(entries)).toEqual([5, 3, 4, 9]);
    expect(rankedIds([...entries].reverse())).toEqual([5, 3, 4, 9]);
  });

  it('keeps the instructor hand order and merges the others in by the rule', () => {
    // The instructor put 1 (no hours) before 2 (hours bought); 3 joined later with hours.
    const handFirst = entry(1, { manualRank: 1, joinedAt: new Date('2025-11-05T10:00:00Z') });
    const handSecond = entry(2, { manualRank: 2, leftMinutes: 120 });
    const newcomerWithHours = entry(3, { leftMinutes: 60, joinedAt: new Date('2025-11-20T10:00:00Z') });
    const newcomerWaiting = entry(4, { joinedAt: new Date('2025-11-21T10:00:00Z') });
    const ranked = rankWaitingEntries(
      [newcomerWaiting, handSecond, newcomerWithHours, handFirst],
      LESSON_STARTS_AT,
      TZ,
    );
    expect(ranked.map((item) => item.entry.id)).toEqual([3, 1, 2, 4]);
    expect(ranked.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    expect(ranked.map((item) => item.placedByHand)).toEqual([false, true, true, false]);
  });

  it('gives each entry its reason in words', () => {
    const ranked = rankWaitingEntries(
      [
        entry(1, { testDate: '2025-12-12' }),
        entry(2, { leftMinutes: 180 }),
        entry(3, { leftMinutes: 60 }),
        entry(4, { leftMinutes: 90 }),
        // 23:30 UTC on 30 November is still 30 November in London (winter, GMT).
        entry(5, { joinedAt: new Date('2025-11-30T23:30:00Z') }),
        // 23:30 UTC on 31 August is 1 September in London (BST).
        entry(6, { joinedAt: new Date('2025-08-31T23:30:00Z') }),
      ],
      LESSON_STARTS_AT,
      TZ,
    );
    expect(Object.fromEntries(ranked.map((item) => [item.entry.id, item.reasonText]))).toEqual({
      1: 'Test on Fri 12 Dec, within 4 weeks',
      2: 'Has 3 hours left',
      3: 'Has 1 hour left',
      4: 'Has 1.5 hours left',
      5: 'Waiting since Sun 30 Nov',
      6: 'Waiting since Mon 1 Sept',
    });
    expect(ranked.map((item) => item.reason)).toEqual([
      'test_soon',
      'hours_bought',
      'hours_bought',
      'hours_bought',
      'waiting',
      'waiting',
    ]);
  });

  it('returns nothing for nobody', () => {
    expect(rankWaitingEntries([], LESSON_STARTS_AT, TZ)).toEqual([]);
  });
});
