import { describe, expect, it } from 'vitest';
import type { CreateTimeOffResponse } from '../../../../core/diary/time-off/time-off-schemas';
import { describeLeftToSortOut, describeTimeOffCreated } from './time-off-display';

const lesson = {
  id: 7,
  studentId: 3,
  studentName: 'Priya Patel',
  date: '2027-06-14',
  startTime: '15:00',
  endTime: '17:00',
  bookedDuration: 120,
  actualDuration: null,
  status: 'scheduled' as const,
  notes: null,
};
const request = {
  bookingId: 9,
  studentName: 'Rosa Request',
  times: [{ date: '2027-06-14', time: '12:00', duration: 120 }],
};

function created(
  withdrawnSlots: number,
  lessons = [lesson],
  heldRequests = [request],
): CreateTimeOffResponse {
  return {
    withdrawnSlots,
    timeOff: {
      id: 1,
      firstDate: '2027-06-14',
      lastDate: '2027-06-14',
      reason: 'holiday',
      note: '',
      createdAt: '2027-06-02T08:00:00.000Z',
      lessons,
      heldRequests,
    },
  };
}

describe('describeLeftToSortOut', () => {
  it('counts the lessons and booking requests left inside, or says there are none', () => {
    expect(describeLeftToSortOut({ lessons: [lesson, lesson], heldRequests: [request] })).toBe(
      'Still to sort out: 2 lessons and 1 booking request.',
    );
    expect(describeLeftToSortOut({ lessons: [], heldRequests: [request, request] })).toBe(
      'Still to sort out: 2 booking requests.',
    );
    expect(describeLeftToSortOut({ lessons: [], heldRequests: [] })).toBe(
      'Nothing to sort out: no lessons or booking requests inside.',
    );
  });
});

describe('describeTimeOffCreated', () => {
  it('says how many free times were withdrawn and what is left to sort out', () => {
    expect(describeTimeOffCreated(created(3))).toBe(
      '3 free times withdrawn: learners can no longer book them. Still to sort out: 1 lesson and 1 booking request.',
    );
    expect(describeTimeOffCreated(created(1, [], []))).toBe(
      '1 free time withdrawn: learners can no longer book it. Nothing to sort out: no lessons or booking requests inside.',
    );
    expect(describeTimeOffCreated(created(0, [lesson], []))).toBe(
      'There were no free times to withdraw. Still to sort out: 1 lesson.',
    );
  });
});
