import { describe, expect, it } from 'vitest';
import {
  describeInstructorChoice,
  isWaitingForInstructor,
  normaliseInstructorChoice,
  selectWaitingPool,
} from './waiting-list-instructors';
import { waitingListWishesSchema } from './waiting-list-schemas';

const TOM = { id: 1, gender: 'male' as const };
const SARAH = { id: 2, gender: 'female' as const };
const ALEX = { id: 3, gender: null };

const entries = [
  {
    id: 10,
    instructorId: SARAH.id,
    instructorChoice: 'mine' as const,
    instructorPreference: 'no_preference' as const,
  },
  {
    id: 11,
    instructorId: TOM.id,
    instructorChoice: 'mine' as const,
    instructorPreference: 'no_preference' as const,
  },
  { id: 12, instructorId: TOM.id, instructorChoice: 'any' as const, instructorPreference: 'female' as const },
  {
    id: 13,
    instructorId: TOM.id,
    instructorChoice: 'any' as const,
    instructorPreference: 'no_preference' as const,
  },
  { id: 14, instructorId: SARAH.id, instructorChoice: 'any' as const, instructorPreference: 'male' as const },
];

describe('whose freed times a waiting learner hears of', () => {
  it("gives a freed time of Sarah to her own learners and to 'any, female' and 'any, no preference'", () => {
    expect(selectWaitingPool(entries, SARAH).map((entry) => entry.id)).toEqual([10, 12, 13]);
  });

  it("gives a freed time of Tom to his own learners, 'any, no preference' and 'any, male', even Sarah's", () => {
    expect(selectWaitingPool(entries, TOM).map((entry) => entry.id)).toEqual([11, 13, 14]);
  });

  it('matches an instructor who gave no gender only for no preference (never guessed)', () => {
    expect(selectWaitingPool(entries, ALEX).map((entry) => entry.id)).toEqual([13]);
  });

  it("keeps a 'mine' learner to their own instructor whatever the preference column says", () => {
    const mine = {
      instructorId: TOM.id,
      instructorChoice: 'mine' as const,
      instructorPreference: 'female' as const,
    };
    expect(isWaitingForInstructor(mine, SARAH)).toBe(false);
    expect(isWaitingForInstructor(mine, TOM)).toBe(true);
  });
});

describe('the choice in words and as stored', () => {
  it('says the choice plainly', () => {
    expect(
      describeInstructorChoice({ instructorChoice: 'mine', instructorPreference: 'no_preference' }),
    ).toBe('My instructor');
    expect(describeInstructorChoice({ instructorChoice: 'any', instructorPreference: 'no_preference' })).toBe(
      'Any instructor',
    );
    expect(describeInstructorChoice({ instructorChoice: 'any', instructorPreference: 'female' })).toBe(
      'Any instructor · female',
    );
  });

  it('reads wishes without a choice as "my instructor" and drops a preference sent with it', () => {
    const wishes = waitingListWishesSchema.parse({
      windows: [{ weekday: 1, period: 'morning' }],
      fromDate: '2026-12-01',
      lessonMinutes: 60,
      testDate: null,
    });
    expect(wishes.instructorChoice).toBe('mine');
    expect(wishes.instructorPreference).toBe('no_preference');
    expect(normaliseInstructorChoice({ ...wishes, instructorPreference: 'male' }).instructorPreference).toBe(
      'no_preference',
    );
    expect(
      normaliseInstructorChoice({ ...wishes, instructorChoice: 'any', instructorPreference: 'male' })
        .instructorPreference,
    ).toBe('male');
  });

  it('refuses a choice or preference it does not know, with a field message', () => {
    const result = waitingListWishesSchema.safeParse({
      windows: [{ weekday: 1, period: 'morning' }],
      fromDate: '2026-12-01',
      lessonMinutes: 60,
      testDate: null,
      instructorChoice: 'someone',
      instructorPreference: 'tall',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['instructorChoice', 'Please choose which instructor you will wait for'],
      ['instructorPreference', 'Please choose an instructor preference'],
    ]);
  });
});
