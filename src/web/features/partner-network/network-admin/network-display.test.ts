import { describe, expect, it } from 'vitest';
import {
  countApplicationsToVet,
  isReplyOverdue,
  isReviewOverdue,
  nameInstructor,
  summariseDates,
} from './network-display';

describe('isReplyOverdue', () => {
  it('is true only once the reply-by date has passed for a request still waiting', () => {
    const request = { status: 'pending' as const, estimatedResponseDate: '2026-01-21' };
    expect(isReplyOverdue(request, '2026-01-21')).toBe(false);
    expect(isReplyOverdue(request, '2026-01-22')).toBe(true);
    expect(isReplyOverdue({ ...request, status: 'contacted' }, '2026-01-22')).toBe(true);
    expect(isReplyOverdue({ ...request, status: 'allocated' }, '2026-01-22')).toBe(false);
    expect(isReplyOverdue({ ...request, status: 'closed' }, '2026-01-22')).toBe(false);
  });
});

describe('isReviewOverdue', () => {
  it('is true for a received application older than 48 hours', () => {
    const application = { status: 'received' as const, createdAt: '2026-01-12T10:00:00.000Z' };
    expect(isReviewOverdue(application, new Date('2026-01-14T10:00:00Z'))).toBe(false);
    expect(isReviewOverdue(application, new Date('2026-01-14T10:01:00Z'))).toBe(true);
    expect(
      isReviewOverdue({ ...application, status: 'documents_checked' }, new Date('2026-02-01T00:00:00Z')),
    ).toBe(false);
  });
});

describe('countApplicationsToVet', () => {
  it('counts the applications waiting for a vetting step, not those invited, active or rejected', () => {
    expect(
      countApplicationsToVet({
        received: 2,
        documents_checked: 1,
        dvsa_checked: 1,
        approved: 5,
        invited: 3,
        active: 4,
        rejected: 6,
      }),
    ).toBe(4);
    expect(countApplicationsToVet(undefined)).toBe(0);
  });
});

describe('summariseDates', () => {
  it('lists up to three dates and counts the rest', () => {
    expect(summariseDates(['2026-01-13'])).toBe('Tue 13 Jan');
    expect(summariseDates(['2026-01-13', '2026-01-15', '2026-01-16', '2026-01-19', '2026-01-20'])).toBe(
      'Tue 13 Jan, Thu 15 Jan, Fri 16 Jan and 2 more',
    );
  });
});

describe('nameInstructor', () => {
  it('names an instructor by their name, else as "you" when signed in, never by a made-up name', () => {
    expect(nameInstructor({ id: 1, fullName: 'Sarah Jones' }, 1)).toBe('Sarah Jones');
    expect(nameInstructor({ id: 1, fullName: null }, 1)).toBe('you');
    expect(nameInstructor({ id: 1, fullName: null }, 1, { sentenceStart: true })).toBe('You');
    expect(nameInstructor({ id: 2, fullName: null }, 1)).toBe('another instructor');
    expect(nameInstructor({ id: 2, fullName: null }, undefined, { sentenceStart: true })).toBe(
      'Another instructor',
    );
  });
});
