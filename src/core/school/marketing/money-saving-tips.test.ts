import { describe, expect, it } from 'vitest';
import { getMoneySavingTips, MONEY_SAVING_TIPS } from './money-saving-tips';

describe('the money-saving tips', () => {
  it('are ten, and state the default notice when the school has not changed it', () => {
    expect(MONEY_SAVING_TIPS).toHaveLength(10);
    expect(MONEY_SAVING_TIPS.at(-1)?.text).toContain('Moving a lesson 48 hours or more ahead is free');
  });

  it("state the school's own free-change notice", () => {
    const tips = getMoneySavingTips({ freeChangeHours: 72 });
    expect(tips).toHaveLength(10);
    expect(tips.at(-1)?.text).toContain('Moving a lesson 72 hours or more ahead is free');
  });
});
