import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WaitingListOfferResponse } from '../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { SiteNavigationProvider } from '../components/site-navigation';
import { waitingListOfferQueryKey } from '../features/bookings/waiting-list/api/get-waiting-list-offer';
import { routerNavigation } from '../features/school/site/components/router-site-layout';
import { WaitingListOfferPage } from './waiting-list-offer-page';

const TOKEN = 'offer-token-0123456789abcdef';

const openOffer: WaitingListOfferResponse = {
  state: 'open',
  move: null,
  firstName: 'Aisha',
  lesson: { date: '2027-02-04', startTime: '18:00', endTime: '20:00', duration: 120 },
  expiresAt: '2027-01-20T22:30:00.000Z',
  onWaitingList: true,
  leftMinutes: 300,
  canBookFromHours: true,
  bookingSteps: null,
  learnerPagePath: '/progress/learner-token-abc',
};

function renderPage(offer: WaitingListOfferResponse): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(waitingListOfferQueryKey(TOKEN), offer);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(
        MemoryRouter,
        { initialEntries: [`/waiting-list-offer/${TOKEN}`] },
        createElement(
          Routes,
          null,
          createElement(Route, {
            path: '/waiting-list-offer/:token',
            element: createElement(
              SiteNavigationProvider,
              { value: routerNavigation },
              createElement(WaitingListOfferPage),
            ),
          }),
        ),
      ),
    ),
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the waiting-list offer page', () => {
  it('offers an open time the learner has hours for with one button', () => {
    const html = renderPage(openOffer);
    const words = text(html);
    expect(words).toContain('An earlier lesson is free');
    expect(words).toContain('Thursday 4 February 2027');
    expect(words).toContain('6:00 PM – 8:00 PM');
    expect(words).toContain('2hr lesson');
    // 22:30 UTC in January is 10:30 PM in London.
    expect(words).toContain('Offered until Wed 20 Jan at 10:30 PM');
    expect(words).toContain('5 hours: this lesson uses 2 hours');
    expect(html.match(/>Book it</g)).toHaveLength(1);
    expect(words).toContain('Leave the waiting list');
    expect(words).not.toContain('Book and pay');
  });

  it('sends a learner without hours to the booking page with the package and times chosen', () => {
    const html = renderPage({
      ...openOffer,
      leftMinutes: 0,
      canBookFromHours: false,
      bookingSteps: {
        packageType: 'single2h',
        packageName: '2 Hour Lesson',
        price: 8000,
        slotIds: [41, 42],
        learner: { fullName: 'Aisha Khan', email: 'aisha@example.com', phone: null, drivingExperience: null },
      },
    });
    const words = text(html);
    expect(words).toContain('You have no hours left, and this lesson is 2 hours');
    expect(words).toContain('Book and pay for this lesson');
    expect(words).toContain('2 Hour Lesson · £80');
    expect(html).toContain('href="/book-lesson?package=single2h&amp;slots=41,42"');
    expect(html).not.toContain('>Book it<');
    expect(words).toContain('the booking page opens with this time chosen and your details filled in');
    // The learner's details never go into the link.
    expect(html).not.toContain('aisha@example.com');
  });

  it('tells a learner the time has gone, and keeps them on the list with a way off it', () => {
    const words = text(renderPage({ ...openOffer, state: 'taken' }));
    expect(words).toContain('Sorry, this time has gone');
    expect(words).toContain('Another learner booked it first. You are still on the waiting list');
    expect(words).not.toContain('Book it');
    expect(words).toContain('Leave the waiting list');
    expect(words).toContain('Go to My Progress');
  });

  it('shows a claimed offer as booked, with the way to their page', () => {
    const html = renderPage({ ...openOffer, state: 'claimed', onWaitingList: false });
    expect(text(html)).toContain('You booked this time');
    expect(html).toMatch(/<a[^>]*href="\/progress\/learner-token-abc"[^>]*>.*See it on My Progress/);
    expect(text(html)).not.toContain('Leave the waiting list');
  });

  it('offers no leaving from a closed offer', () => {
    const words = text(renderPage({ ...openOffer, state: 'withdrawn', onWaitingList: false }));
    expect(words).toContain('This offer has closed');
    expect(words).toContain('You are no longer on the waiting list, so this offer has closed.');
    expect(words).not.toContain('Leave the waiting list');
  });

  it('without a package to sell for the lesson, points to the booking page as it is', () => {
    const html = renderPage({ ...openOffer, leftMinutes: 30, canBookFromHours: false, bookingSteps: null });
    expect(text(html)).toContain('You have 0.5 hours left, and this lesson is 2 hours.');
    expect(text(html)).toContain('choose this time on the booking page');
    expect(html).toContain('href="/book-lesson"');
  });

  it('says an ended offer has ended', () => {
    const words = text(renderPage({ ...openOffer, state: 'expired' }));
    expect(words).toContain('This offer has ended');
    expect(words).toContain('Leave the waiting list');
  });
});
