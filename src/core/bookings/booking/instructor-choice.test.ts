import { describe, expect, it } from 'vitest';
import { filterSlotsByInstructor, getInitials } from './instructor-choice';

const instructors = [
  { id: 1, gender: null },
  { id: 2, gender: 'female' as const },
  { id: 3, gender: 'male' as const },
];
const slots = [
  { id: 10, instructorId: 1 },
  { id: 20, instructorId: 2 },
  { id: 30, instructorId: 3 },
  { id: 40, instructorId: 4 },
];

describe('filterSlotsByInstructor', () => {
  it('keeps every slot with no filter', () => {
    expect(filterSlotsByInstructor(slots, instructors, {})).toEqual(slots);
  });

  it("keeps one instructor's slots, or those of instructors matching the preference; no gender matches none", () => {
    expect(filterSlotsByInstructor(slots, instructors, { instructorId: 1 }).map((slot) => slot.id)).toEqual([
      10,
    ]);
    expect(
      filterSlotsByInstructor(slots, instructors, { instructorPreference: 'female' }).map((slot) => slot.id),
    ).toEqual([20]);
    expect(
      filterSlotsByInstructor(slots, instructors, { instructorId: 1, instructorPreference: 'male' }),
    ).toEqual([]);
    // A slot of an instructor not on the list (suspended meanwhile) is never offered by a filter.
    expect(filterSlotsByInstructor(slots, instructors, { instructorId: 4 })).toEqual([]);
  });
});

describe('getInitials', () => {
  it('takes the first and last names', () => {
    expect(getInitials(' sarah  jane khan ')).toBe('SK');
    expect(getInitials('Tom')).toBe('T');
  });
});
