import { describe, expect, it } from 'vitest';
import { describeDemoLearners } from './demo-data-words';

describe('demo data words', () => {
  it('says who is made up and how many demo times there are, in the right number', () => {
    expect(
      describeDemoLearners({
        learners: [
          { id: 1, fullName: 'Aisha Khan' },
          { id: 2, fullName: 'Tom Clarke' },
        ],
        instructors: [{ id: 2, fullName: 'Nadia Hussain' }],
        times: 1,
        removedAt: null,
      }),
    ).toBe(
      'Aisha Khan and Tom Clarke are made-up learners and Nadia Hussain a made-up instructor, with made-up bookings, lessons, notes and payments. 1 time on the booking page is demo availability.',
    );
    expect(
      describeDemoLearners({
        learners: [],
        instructors: [{ id: 2, fullName: 'Nadia Hussain' }],
        times: 0,
        removedAt: null,
      }),
    ).toBe('Nadia Hussain is a made-up instructor, with made-up bookings, lessons, notes and payments.');
    expect(describeDemoLearners({ learners: [], instructors: [], times: 280, removedAt: null })).toBe(
      '280 times on the booking page are demo availability.',
    );
  });
});
