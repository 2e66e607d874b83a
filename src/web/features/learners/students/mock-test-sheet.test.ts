import { describe, expect, it } from 'vitest';
import { MOCK_TEST_CATEGORY_IDS } from '../../../../core/progress/mock-test';
import { changeMark, groupTotals, SHEET_GROUPS, sheetTotals, toFaults } from './mock-test-sheet';

describe('the sheet groups', () => {
  it('hold every category of the marking sheet exactly once, in its order', () => {
    expect(SHEET_GROUPS.flatMap((group) => group.categoryIds)).toEqual(MOCK_TEST_CATEGORY_IDS);
  });
});

describe('marking', () => {
  it('counts up and down within 0 to 9 and leaves empty categories off', () => {
    let marks = changeMark({}, 'use_of_speed', 'driver', 1);
    marks = changeMark(marks, 'use_of_speed', 'driver', 1);
    marks = changeMark(marks, 'eyesight', 'serious', 1);
    marks = changeMark(marks, 'eyesight', 'serious', -1);
    marks = changeMark(marks, 'reverse_park', 'dangerous', -1);
    expect(toFaults(marks)).toEqual([{ category: 'use_of_speed', driver: 2, serious: 0, dangerous: 0 }]);
    for (let i = 0; i < 12; i++) marks = changeMark(marks, 'signals_timed', 'driver', 1);
    expect(sheetTotals(marks)).toEqual({ driver: 11, serious: 0, dangerous: 0 });
    const speedGroup = SHEET_GROUPS.find((group) => group.categoryIds.includes('use_of_speed'));
    expect(speedGroup && groupTotals(marks, speedGroup)).toEqual({ driver: 2, serious: 0, dangerous: 0 });
  });

  it('lists faults in the sheet’s order whatever order they were marked in', () => {
    const marks = changeMark(changeMark({}, 'ancillary_controls', 'driver', 1), 'eyesight', 'driver', 1);
    expect(toFaults(marks).map((fault) => fault.category)).toEqual(['eyesight', 'ancillary_controls']);
  });
});
