import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GuardianView } from '../../core/learners/guardian-link-schemas';
import { SiteNavigationProvider } from '../components/site-navigation';
import { guardianViewQueryKey } from '../features/progress/learner-progress/api/get-guardian-view';
import { routerNavigation } from '../features/school/site/components/router-site-layout';
import { GuardianPage } from './guardian-page';

const TOKEN = 'guardian-token-'.padEnd(43, 'g');

const view: GuardianView = {
  learnerFirstName: 'Jamie',
  upcomingLessons: [{ id: 7, date: '2027-03-15', startTime: '10:00', durationMinutes: 90 }],
  skillLevels: [
    {
      skill: 'Roundabouts',
      level: 'seldom_prompted',
      noteId: 1,
      recordedAt: '2027-03-01T10:00:00.000Z',
      lessonDate: '2027-03-01',
    },
  ],
  testRecord: { theory: null, practicalTests: [], mockTests: [] },
  balance: {
    boughtMinutes: 600,
    bookedMinutes: 90,
    usedMinutes: 120,
    leftMinutes: 390,
    owedPence: 36000,
    paidPence: 0,
  },
  bookingsToPay: [
    {
      id: 12,
      packageName: 'Standard Package',
      status: 'approved',
      paymentMethod: 'card',
      totalAmount: 36000,
    },
  ],
  tokenWarning: { expiresInDays: 2, message: 'Access expires in 2 days!', severity: 'urgent' },
};

function renderPage(data: GuardianView | null, token = TOKEN): string {
  const queryClient = new QueryClient();
  if (data) queryClient.setQueryData(guardianViewQueryKey(token), data);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(
        MemoryRouter,
        { initialEntries: [`/guardian?token=${token}`] },
        createElement(
          Routes,
          null,
          createElement(Route, {
            path: '/guardian',
            element: createElement(
              SiteNavigationProvider,
              { value: routerNavigation },
              createElement(GuardianPage),
            ),
          }),
        ),
      ),
    ),
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("the guardian's page", () => {
  it("shows the learner's lessons, money with a pay button on the guardian's token, and progress, read-only", () => {
    const html = renderPage(view);
    const words = text(html);
    expect(words).toContain('Jamie&#x27;s driving lessons');
    expect(words).toContain('Monday 15 March 2027');
    expect(words).toContain('10:00 AM – 11:30 AM');
    expect(words).toContain('Hours and Payments');
    expect(html).toContain(`href="/stripe-checkout?booking=12&amp;token=${TOKEN}"`);
    expect(words).toContain('Pay £360.00');
    expect(words).toContain('1 of 19');
    expect(words).toContain('Seldom prompted');
    expect(words).toContain('Access expires in 2 days!');
    expect(words).not.toContain('Move lesson');
    expect(words).not.toContain('Cancel lesson');
  });

  it('says so when there are no lessons to come', () => {
    expect(text(renderPage({ ...view, upcomingLessons: [], bookingsToPay: [] }))).toContain(
      'No lessons booked yet',
    );
  });

  it('shows the expired card for an address without a token', () => {
    const html = renderPage(null, '');
    expect(text(html)).toContain('Link Expired');
    expect(text(html)).toContain('This link has expired or has been turned off.');
  });
});
