import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE } from '../time/london-time';
import type { RequestEvent } from './request-offer-schemas';
import {
  describeRequestEvent,
  formatReplyBy,
  getAllocationSteps,
  getBroadcastRecipients,
  getOfferReplyBy,
  getOfferStatusAt,
  isReplyPromiseDue,
  OFFER_REPLY_HOURS,
  type OfferFacts,
} from './request-offers';

const NOW = new Date('2026-01-12T10:00:00Z');
const LATER = new Date(NOW.getTime() + 60_000);
const EARLIER = new Date(NOW.getTime() - 60_000);
const placeable = { status: 'pending' as const, allocatedInstructorId: null };

function offer(instructorId: number, status: OfferFacts['status'], expiresAt = LATER): OfferFacts {
  return { instructorId, kind: 'direct', status, expiresAt };
}

describe('an offer’s 48 hours', () => {
  it('is a named 48 hours from the moment it is made', () => {
    expect(OFFER_REPLY_HOURS).toBe(48);
    expect(getOfferReplyBy(NOW).toISOString()).toBe('2026-01-14T10:00:00.000Z');
  });

  it('reads an open offer past its reply-by as expired, whether or not the job has recorded it', () => {
    expect(getOfferStatusAt(offer(1, 'open', NOW), NOW)).toBe('expired');
    expect(getOfferStatusAt(offer(1, 'open', LATER), NOW)).toBe('open');
    expect(getOfferStatusAt(offer(1, 'declined', EARLIER), NOW)).toBe('declined');
  });

  it('shows the reply-by in London time, 12-hour', () => {
    // British Summer Time: 13:30 UTC is 2:30 PM in London.
    expect(formatReplyBy(new Date('2026-06-03T13:30:00Z'), SCHOOL_TIME_ZONE)).toBe('Wed 3 Jun, 2:30 PM');
  });
});

describe('what the owner may do next', () => {
  it('offers to one first; broadcast only once someone declined or let the 48 hours pass', () => {
    expect(getAllocationSteps(placeable, [], NOW)).toMatchObject({ canOffer: true, canBroadcast: false });
    expect(getAllocationSteps(placeable, [offer(1, 'open')], NOW)).toMatchObject({
      canOffer: false,
      canBroadcast: false,
      waitingFor: expect.stringContaining('Waiting for the instructor’s answer'),
    });
    expect(getAllocationSteps(placeable, [offer(1, 'declined')], NOW)).toEqual({
      canOffer: true,
      canBroadcast: true,
      waitingFor: null,
    });
    expect(getAllocationSteps(placeable, [offer(1, 'open', NOW)], NOW)).toMatchObject({ canBroadcast: true });
  });

  it('waits while a broadcast is open, and offers nothing once the request is placed or closed', () => {
    expect(getAllocationSteps(placeable, [offer(1, 'open'), offer(2, 'open')], NOW).waitingFor).toBe(
      'Waiting for an answer from 2 instructors: the first to accept takes it.',
    );
    for (const request of [
      { status: 'allocated' as const, allocatedInstructorId: 3 },
      { status: 'closed' as const, allocatedInstructorId: null },
      { status: 'contacted' as const, allocatedInstructorId: 3 },
    ]) {
      expect(getAllocationSteps(request, [offer(1, 'declined')], NOW)).toMatchObject({
        canOffer: false,
        canBroadcast: false,
      });
    }
  });

  it('broadcasts to everyone matched but those who declined it or have it open', () => {
    const offers = [offer(1, 'declined'), offer(2, 'open', NOW), offer(3, 'withdrawn'), offer(4, 'open')];
    // 2's offer has expired: they did not say no, so they are asked again.
    expect(getBroadcastRecipients([1, 2, 3, 4, 5], offers, NOW)).toEqual([2, 3, 5]);
  });
});

describe('the reply-by promise', () => {
  it('falls due at 5 PM London time on the reply-by date', () => {
    expect(isReplyPromiseDue('2026-01-12', new Date('2026-01-12T16:59:00Z'), SCHOOL_TIME_ZONE)).toBe(false);
    expect(isReplyPromiseDue('2026-01-12', new Date('2026-01-12T17:00:00Z'), SCHOOL_TIME_ZONE)).toBe(true);
    // Summer: 5 PM in London is 16:00 UTC.
    expect(isReplyPromiseDue('2026-06-12', new Date('2026-06-12T16:00:00Z'), SCHOOL_TIME_ZONE)).toBe(true);
    expect(isReplyPromiseDue('2026-06-13', new Date('2026-06-12T16:00:00Z'), SCHOOL_TIME_ZONE)).toBe(false);
  });
});

describe('the history in words', () => {
  const base: RequestEvent = {
    id: 1,
    kind: 'offered',
    at: NOW.toISOString(),
    instructor: { id: 2, fullName: 'Nadia Hussain' },
    by: { id: 1, fullName: 'Tom Owner' },
    instructorCount: null,
    emailStatus: null,
    status: null,
  };

  it('names who and by whom, "you" for the viewer', () => {
    expect(describeRequestEvent(base, 1)).toBe('Offered to Nadia Hussain by you');
    expect(describeRequestEvent(base, 2)).toBe('Offered to you by Tom Owner');
    expect(
      describeRequestEvent({ ...base, kind: 'broadcast', instructor: null, instructorCount: 1 }, 1),
    ).toBe('Offered to everyone who matches (1 instructor) by you');
    expect(describeRequestEvent({ ...base, kind: 'declined', by: null }, 1)).toBe(
      'Declined by Nadia Hussain',
    );
    expect(describeRequestEvent({ ...base, kind: 'expired', by: null }, 1)).toBe(
      'No answer from Nadia Hussain within 48 hours',
    );
    expect(describeRequestEvent({ ...base, kind: 'status_changed', status: 'closed' }, 1)).toBe(
      'Marked closed by you',
    );
  });

  it('says honestly what became of the e-mails', () => {
    expect(describeRequestEvent({ ...base, kind: 'learner_emailed', emailStatus: 'sent', by: null }, 1)).toBe(
      'Learner e-mailed who will teach them',
    );
    expect(
      describeRequestEvent({ ...base, kind: 'learner_emailed', emailStatus: 'not_configured', by: null }, 1),
    ).toBe('Learner not e-mailed who will teach them (e-mail is not set up): let them know yourself');
  });
});
