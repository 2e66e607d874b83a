import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type {
  FreedTime,
  FreedTimeCandidate,
  FreedTimesResponse,
  WaitingListSettings,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { freedTimesQueryKey } from '../api/get-freed-times';
import { waitingListSettingsQueryKey } from '../api/get-waiting-list-settings';
import { FreedTimesCard, FreedTimesWaitingNotice } from './freed-times-card';
import { findCandidateBlock } from './offer-freed-time-dialog';
import { WaitingListSettingsCard } from './waiting-list-settings-card';

const waiting: FreedTime = {
  id: 3,
  date: '2027-02-20',
  startTime: '09:00',
  endTime: '10:00',
  duration: 60,
  freedAt: '2027-02-10T07:59:00Z',
  state: 'waiting',
  offers: [],
  takenBy: null,
};

const taken: FreedTime = {
  ...waiting,
  id: 2,
  date: '2027-02-19',
  state: 'taken',
  takenBy: { studentId: 4, fullName: 'Ana Silva' },
  offers: [
    {
      id: 11,
      studentId: 4,
      fullName: 'Ana Silva',
      lesson: { date: '2027-02-19', startTime: '09:00', endTime: '10:00', duration: 60 },
      sentAt: '2027-02-10T08:00:00Z',
      expiresAt: '2027-02-10T20:00:00Z',
      byHand: true,
      state: 'claimed',
    },
    {
      id: 12,
      studentId: 5,
      fullName: 'Ben Okafor',
      lesson: { date: '2027-02-19', startTime: '09:00', endTime: '10:00', duration: 60 },
      sentAt: '2027-02-10T08:00:00Z',
      expiresAt: '2027-02-10T20:00:00Z',
      byHand: false,
      state: 'taken',
    },
  ],
};

function render(element: ReactElement, fill: (client: QueryClient) => void = () => {}): string {
  const client = new QueryClient();
  fill(client);
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, element));
}

function renderFreedTimes(data: FreedTimesResponse | undefined): string {
  return render(createElement(FreedTimesCard), (client) => {
    if (data) client.setQueryData(freedTimesQueryKey, data);
  });
}

describe('the freed times card', () => {
  it('says it is loading before the list comes', () => {
    const html = renderFreedTimes(undefined);
    expect(html).toContain('Loading the freed times');
  });

  it('explains what will show when nothing has freed up', () => {
    const html = renderFreedTimes({ freedTimes: [] });
    expect(html).toContain('No freed times');
  });

  it('shows each time, its state in words and its offers; only an open time can be offered', () => {
    const html = renderFreedTimes({ freedTimes: [waiting, taken] });
    // The day, then the times (each on its own line).
    expect(html).toContain(
      '<span class="block">Saturday 20 February 2027</span> <span class="block">9:00 AM – 10:00 AM</span>',
    );
    expect(html).toContain('Nobody has been offered it yet: choose who to offer it to.');
    expect(html).toContain('Taken by Ana Silva.');
    // The taken time's offers: who, the lesson, how it was made, its state.
    expect(html).toContain('Offered by you, Wed 10 Feb, 8:00 AM');
    expect(html).toContain('Offered by the list&#x27;s order, Wed 10 Feb, 8:00 AM');
    expect(html).toContain('Booked it');
    expect(html).toContain('Someone else took it');
    // One 'Offer to learners…' button: the waiting time's, named with its time.
    expect(html.match(/Offer to learners…/g)).toHaveLength(1);
    expect(html).toContain('Offer to learners…<span class="sr-only">: Saturday 20 February 2027');
  });
});

describe('the notice under the tab heading', () => {
  it('counts the freed times waiting for the instructor, and is absent when none wait', () => {
    const notice = (data: FreedTimesResponse) =>
      render(createElement(FreedTimesWaitingNotice), (client) =>
        client.setQueryData(freedTimesQueryKey, data),
      );
    expect(notice({ freedTimes: [waiting, taken] })).toContain(
      '1 freed time is waiting for you to offer it.',
    );
    expect(notice({ freedTimes: [waiting, { ...waiting, id: 8 }] })).toContain(
      '2 freed times are waiting for you to offer them.',
    );
    expect(notice({ freedTimes: [taken] })).toBe('');
  });
});

describe('a waiting learner in the offer dialog', () => {
  const candidate: FreedTimeCandidate = {
    entryId: 1,
    studentId: 4,
    fullName: 'Ana Silva',
    wishesSummary: 'Saturday mornings',
    reasonText: 'Waiting since Mon 1 Feb',
    suits: true,
    mismatchText: null,
    lesson: { date: '2027-02-20', startTime: '09:00', endTime: '10:00', duration: 60 },
    movesLesson: null,
    alreadyOffered: false,
  };

  it('can be ticked unless already offered or their lesson does not fit', () => {
    expect(findCandidateBlock(candidate)).toBeNull();
    // A learner it does not suit can still be chosen by hand.
    expect(
      findCandidateBlock({ ...candidate, suits: false, mismatchText: 'Not a Saturday morning' }),
    ).toBeNull();
    expect(findCandidateBlock({ ...candidate, alreadyOffered: true })).toBe('Already offered');
    expect(findCandidateBlock({ ...candidate, lesson: null })).toBe(
      "Can't be offered: their lesson is longer than this time",
    );
  });
});

describe('the waiting-list settings card', () => {
  function renderSettings(settings: WaitingListSettings): string {
    return render(createElement(WaitingListSettingsCard), (client) =>
      client.setQueryData(waitingListSettingsQueryKey, settings),
    );
  }

  it('shows each setting as saved, the switches with their position in words', () => {
    const html = renderSettings({ autoOffer: false, offerHours: 24, refundRefilledCancellations: true });
    expect(html).toMatch(
      /<button[^>]*role="switch"[^>]*aria-checked="false"[^>]*id="waiting-list-auto-offer"/,
    );
    expect(html).toContain('Off: I choose who is offered each freed time.');
    // The hours are set in the browser (an uncontrolled input); the field is there with its limits.
    expect(html).toMatch(/id="waiting-list-offer-hours" type="number"[^>]*min="1" max="72"/);
    expect(html).toMatch(
      /<button[^>]*role="switch"[^>]*aria-checked="true"[^>]*id="waiting-list-refund-refilled"/,
    );
  });

  it('says automatic offers are on in words', () => {
    const html = renderSettings({ autoOffer: true, offerHours: 12, refundRefilledCancellations: false });
    expect(html).toContain('On: each freed time goes at once to the waiting learners it suits.');
    expect(html).toContain('Off: a late cancellation keeps its forfeit.');
  });

  it('says it is loading before the settings come', () => {
    expect(render(createElement(WaitingListSettingsCard))).toContain('Loading the settings');
  });
});
