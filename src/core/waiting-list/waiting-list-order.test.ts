import { describe, expect, it } from 'vitest';
import { moveInWaitingList, orderWaitingList, type WaitingListOrderInput } from './waiting-list-order';
import { waitingListWishesInputSchema } from './waiting-list-schemas';
import { describeWaitingListWindows } from './waiting-list-wishes-text';

const TODAY = '2026-11-26';

function entry(id: number, overrides: Partial<WaitingListOrderInput> = {}): WaitingListOrderInput {
  return {
    id,
    joinedAt: `2026-11-${String(id).padStart(2, '0')}T10:00:00.000Z`,
    testDate: null,
    leftMinutes: 0,
    manualRank: null,
    ...overrides,
  };
}

describe('orderWaitingList', () => {
  it('puts a test within 28 days first, then hours bought, then the longest waiting', () => {
    const ordered = orderWaitingList(
      [
        entry(1),
        entry(2, { leftMinutes: 60 }),
        entry(3, { testDate: '2026-12-24' }),
        entry(4, { testDate: '2026-12-25' }),
        entry(5, { testDate: '2026-11-20', leftMinutes: 0 }),
      ],
      TODAY,
    );
    expect(ordered.map((row) => row.entry.id)).toEqual([3, 2, 1, 4, 5]);
    expect(ordered.map((row) => row.reason)).toEqual([
      'test_soon',
      'hours_bought',
      'waiting',
      'waiting',
      'waiting',
    ]);
  });

  it('keeps the hand-set order and merges later joiners in by the rule', () => {
    const ordered = orderWaitingList(
      [
        entry(1, { manualRank: 2 }),
        entry(2, { manualRank: 1 }),
        entry(3, { manualRank: 3, leftMinutes: 120 }),
        entry(9, { testDate: '2026-12-01' }),
        entry(10),
      ],
      TODAY,
    );
    expect(ordered.map((row) => row.entry.id)).toEqual([9, 2, 1, 3, 10]);
    expect(ordered.map((row) => row.placedByHand)).toEqual([false, true, true, true, false]);
  });
});

describe('moveInWaitingList', () => {
  it('swaps with the neighbour and refuses at the ends', () => {
    expect(moveInWaitingList([4, 5, 6], 5, 'up')).toEqual([5, 4, 6]);
    expect(moveInWaitingList([4, 5, 6], 5, 'down')).toEqual([4, 6, 5]);
    expect(moveInWaitingList([4, 5, 6], 4, 'up')).toBeNull();
    expect(moveInWaitingList([4, 5, 6], 6, 'down')).toBeNull();
    expect(moveInWaitingList([4, 5, 6], 7, 'up')).toBeNull();
  });
});

describe('waitingListWishesInputSchema', () => {
  const valid = {
    windows: [{ weekday: 6, period: 'morning' }],
    fromDate: TODAY,
    lessonMinutes: 90,
    testDate: null,
  };

  it('accepts today and refuses past dates, repeated windows and odd lengths', () => {
    expect(waitingListWishesInputSchema(TODAY).safeParse(valid).success).toBe(true);
    const result = waitingListWishesInputSchema(TODAY).safeParse({
      ...valid,
      fromDate: '2026-11-25',
      testDate: '2026-11-01',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'fromDate',
      'testDate',
    ]);
    expect(
      waitingListWishesInputSchema(TODAY).safeParse({
        ...valid,
        windows: [valid.windows[0], valid.windows[0]],
      }).success,
    ).toBe(false);
    expect(waitingListWishesInputSchema(TODAY).safeParse({ ...valid, windows: [] }).success).toBe(false);
    expect(waitingListWishesInputSchema(TODAY).safeParse({ ...valid, lessonMinutes: 45 }).success).toBe(
      false,
    );
  });
});

describe('describeWaitingListWindows', () => {
  it('says the windows in words', () => {
    expect(
      describeWaitingListWindows([
        ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, period: 'evening' as const })),
        { weekday: 6, period: 'morning' },
      ]),
    ).toBe('Sat mornings; Weekday evenings');
    expect(
      describeWaitingListWindows(
        [1, 2, 3, 5, 7].map((weekday) => ({ weekday, period: 'afternoon' as const })),
      ),
    ).toBe('Mon-Wed, Fri, Sun afternoons');
  });
});
