import { describe, expect, it } from 'vitest';
import { getDateGridKeyTarget, isDateGridKey } from './date-grid-keys';

// 93 dates in pages of 14: the last page holds indexes 84 to 92.
const move = (key: Parameters<typeof getDateGridKeyTarget>[0], index: number) =>
  getDateGridKeyTarget(key, index, 93, 14);

describe('date grid keys', () => {
  it('recognises only the keys the grid handles', () => {
    expect(isDateGridKey('ArrowDown')).toBe(true);
    expect(isDateGridKey('Enter')).toBe(false);
  });

  it('moves a day with left and right, across rows and pages, and stops at the ends', () => {
    expect(move('ArrowRight', 0)).toBe(1);
    expect(move('ArrowRight', 6)).toBe(7);
    expect(move('ArrowRight', 13)).toBe(14);
    expect(move('ArrowLeft', 14)).toBe(13);
    expect(move('ArrowLeft', 0)).toBe(0);
    expect(move('ArrowRight', 92)).toBe(92);
  });

  it('moves a week with up and down, staying put when there is no date there', () => {
    expect(move('ArrowDown', 2)).toBe(9);
    expect(move('ArrowDown', 9)).toBe(16);
    expect(move('ArrowUp', 16)).toBe(9);
    expect(move('ArrowUp', 3)).toBe(3);
    expect(move('ArrowDown', 88)).toBe(88);
  });

  it('goes to the start or end of the row with Home and End', () => {
    expect(move('Home', 10)).toBe(7);
    expect(move('End', 10)).toBe(13);
    expect(move('End', 85)).toBe(90);
    expect(move('End', 91)).toBe(92);
  });

  it('turns a page with PageUp and PageDown', () => {
    expect(move('PageDown', 3)).toBe(17);
    expect(move('PageUp', 17)).toBe(3);
    expect(move('PageUp', 3)).toBe(0);
    expect(move('PageDown', 85)).toBe(92);
  });
});
