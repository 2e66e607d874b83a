import { describe, expect, it } from 'vitest';
import { moveInWaitingList } from './waiting-list-order';

const TODAY = '2026-11-26';

import { waitingListWishesInputSchema } from './waiting-list-schemas';
import { describeWaitingListWindows } from './waiting-list-wishes-text';

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
