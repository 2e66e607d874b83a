import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import type { AppDependencies } from '../../../app-types';
import type { sweepWaitingList } from './waiting-list-offers-service';
import { startWaitingListSweepJob } from './waiting-list-sweep-job';

/*
 * Which rounds of the sweep read every bookable slot (the costly part: 0.4 s of the embedded
 * database's one thread in a school of 30). The look itself is replaced by a recorder: what is
 * checked here is the job's choice, round by round; waiting-list-sweep-job.test.ts runs real looks.
 */

const testApp = setUpTestApp({ signIn: false });
const SECOND = 1_000;

/** The app's dependencies on a clock this test moves, and what each round was asked to read. */
function startRecordedJob(startAt: string) {
  let now = new Date(startAt);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const sweep = vi.fn<typeof sweepWaitingList>();
  sweep.mockResolvedValue({ freedTimes: 0, offers: 0, refunds: 0, fulfilled: 0 });
  const deps: AppDependencies = { ...testApp.deps, now: () => now };
  const job = startWaitingListSweepJob(deps, { sweep });
  return {
    job,
    sweep,
    /** Moves the clock and the timers on together, and lets the rounds that fell due finish. */
    async advance(ms: number) {
      now = new Date(now.getTime() + ms);
      await vi.advanceTimersByTimeAsync(ms);
    },
    /** Whether each round so far read the slots, in order. */
    readSlotsByRound: () => sweep.mock.calls.map(([, options]) => options?.readSlots ?? true),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the waiting-list sweep rounds', () => {
  it('reads the slots at start, after a change and every 5 minutes, not every 30-second round', async () => {
    const recorded = startRecordedJob('2026-12-01T10:00:00Z');
    try {
      await recorded.advance(0);
      expect(recorded.readSlotsByRound()).toEqual([true]);

      await recorded.advance(30 * SECOND);
      await recorded.advance(30 * SECOND);
      expect(recorded.readSlotsByRound()).toEqual([true, false, false]);

      // A change (any process's invalidate) is looked at half a second later, reading the slots.
      testApp.deps.availability.invalidate();
      await recorded.advance(500);
      expect(recorded.readSlotsByRound()).toEqual([true, false, false, true]);

      // Nothing announced for 5 minutes: the slots are read again all the same.
      for (let round = 0; round < 10; round += 1) await recorded.advance(30 * SECOND);
      const rounds = recorded.readSlotsByRound();
      expect(rounds.slice(4)).toEqual([false, false, false, false, false, false, false, false, false, true]);
    } finally {
      recorded.job.stop();
    }
  });

  it('reads the slots on a new London day (who may be booked goes by the date)', async () => {
    // 23:59:00 in London (GMT in December).
    const recorded = startRecordedJob('2026-12-01T23:59:00Z');
    try {
      await recorded.advance(0);
      await recorded.advance(30 * SECOND);
      await recorded.advance(30 * SECOND);
      expect(recorded.readSlotsByRound()).toEqual([true, false, true]);
    } finally {
      recorded.job.stop();
    }
  });

  it('reads the slots again after a round that failed to', async () => {
    const recorded = startRecordedJob('2026-12-01T10:00:00Z');
    try {
      await recorded.advance(0);
      // A change, and the round that reads it fails (say the database connection dropped).
      recorded.sweep.mockRejectedValueOnce(new Error('connection lost'));
      testApp.deps.availability.invalidate();
      await recorded.advance(500);
      await recorded.advance(30 * SECOND);
      await recorded.advance(30 * SECOND);
      expect(recorded.readSlotsByRound()).toEqual([true, true, true, false]);
    } finally {
      recorded.job.stop();
    }
  });

  it('reads the slots in the next round when a change comes during a round', async () => {
    const recorded = startRecordedJob('2026-12-01T10:00:00Z');
    try {
      await recorded.advance(0);
      let finishRound: () => void = () => undefined;
      recorded.sweep.mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            finishRound = () => resolve({ freedTimes: 0, offers: 0, refunds: 0, fulfilled: 0 });
          }),
      );
      await recorded.advance(30 * SECOND);
      testApp.deps.availability.invalidate();
      await recorded.advance(500);
      finishRound();
      await recorded.advance(0);
      expect(recorded.readSlotsByRound()).toEqual([true, false, true]);
    } finally {
      recorded.job.stop();
    }
  });
});
