import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestSiteInfo } from '../../../tests/support/site-info-fixture';
import type { LearnerPageData } from '../../core/progress/learner-page-data-schemas';
import { progressResponseSchema } from '../../core/progress/progress-schemas';
import {
  LEARNER_PAGE_DATA_ELEMENT_ID,
  PRERENDER_DATA_ELEMENT_ID,
  type PrerenderData,
} from '../../core/school/site/prerender-data-schemas';
import { seedLearnerPageData } from '../features/progress/learner-progress/learner-page-data';
import {
  DocumentNavigationProvider,
  siteLocationOf,
} from '../features/school/site/components/document-navigation';
import { seedQueryCache } from '../features/school/site/prerender-data';
import { queryClient as appQueryClient } from '../lib/query-client';
import { PAGE_ISLANDS } from './page-islands';
import { SecureProgressPage } from './secure-progress-page';

/*
 * The learner's own page as an island (page-islands.ts): the browser hydrates its sections from the
 * island's render function, as their own root, over the HTML the server rendered for the whole
 * page, with the data the server embedded beside it. The two must be the same HTML, or React would
 * throw the server's away and render the page again.
 */

const TOKEN = 'learner-token-'.padEnd(43, 'x');

const site: PrerenderData = {
  siteInfo: buildTestSiteInfo(),

  packages: {},
};

const learnerPage: LearnerPageData = {
  token: TOKEN,
  readAt: Date.parse('2026-11-29T12:00:00.000Z'),
  progress: progressResponseSchema.parse({
    student: {
      fullName: 'Jamie Learner',
      email: 'jamie@example.com',
      phone: '07700 900102',
      drivingExperience: 'some_experience',
      pickup: { pickupAddress: null, pickupPostcode: null },
    },
    instructor: { id: 1, fullName: 'Tom Owner', phone: null },
    progressNotes: [
      {
        id: 3,
        createdAt: '2026-11-23T20:00:00.000Z',
        skillsPracticed: ['Hill Starts', 'Roundabouts'],
        areasToImprove: null,
        instructorNotes: 'Correct lane choice at the big roundabouts.',
        overallAssessment: 'excellent',
        homeworkAssigned: null,
        nextLessonFocus: 'Parking',
        lesson: {
          id: 3,
          date: '2026-11-23',
          startTime: '18:00',
          bookedDuration: 120,
          actualDuration: 120,
          status: 'completed',
        },
      },
    ],
    bookings: [
      {
        id: 2,
        packageType: 'standard',
        packageName: 'Standard Package (10 Hours)',
        status: 'approved',
        paymentStatus: 'unpaid',
        paymentMethod: 'bank_transfer',
        totalAmount: 36000,
        requestedAt: '2026-11-09T16:00:31.961Z',
        rejectionReason: null,
        timeSlots: [],
      },
    ],
    lessons: [
      {
        id: 4,
        date: '2026-12-06',
        startTime: '18:00',
        bookedDuration: 120,
        actualDuration: null,
        status: 'scheduled',
        change: {
          window: 'free',
          terms: 'Your lesson is 48 hours or more away, so moving or cancelling it is free.',
          lessonFee: 7200,
          forfeit: 0,
          reschedulesLeft: 2,
          canReschedule: true,
          canCancel: true,
          rescheduleBlockedReason: null,
          pendingRequest: null,
        },
      },
      {
        id: 3,
        date: '2026-11-23',
        startTime: '18:00',
        bookedDuration: 120,
        actualDuration: 120,
        status: 'completed',
        change: null,
      },
    ],
    tokenWarning: null,
    balance: {
      boughtMinutes: 600,
      bookedMinutes: 120,
      usedMinutes: 120,
      leftMinutes: 360,
      owedPence: 36000,
      paidPence: 0,
    },
    skillLevels: [
      {
        skill: 'Hill Starts',
        level: 'prompted',
        noteId: 3,
        recordedAt: '2026-11-23T20:00:00.000Z',
        lessonDate: '2026-11-23',
      },
    ],
    testRecord: { theory: null, practicalTests: [], mockTests: [] },
  }),
};

function inDocument(path: string, children: ReactNode): ReactNode {
  return createElement(DocumentNavigationProvider, {
    initialLocation: siteLocationOf(new URL(path, 'https://school.example')),
    children,
  });
}

/** The whole page, as the server renders it (entry-server.tsx): the cache seeded from both data first. */
function renderPage(path: string): string {
  const client = new QueryClient();
  seedQueryCache(client, site);
  seedLearnerPageData(client, learnerPage);
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, inDocument(path, createElement(SecureProgressPage))),
  );
}

/** The page's embedded data, as the island reads it from the document. */
function stubDocument(embedded: Record<string, unknown>): void {
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id in embedded ? { textContent: JSON.stringify(embedded[id]) } : null),
  });
}

/** What start-islands.tsx hydrates: the island's render function, from the page's embedded data. */
async function renderIsland(path: string): Promise<string> {
  const render = await PAGE_ISLANDS['learner-page'].load();
  return renderToStaticMarkup(inDocument(path, render(undefined)));
}

afterEach(() => {
  appQueryClient.clear();
  vi.unstubAllGlobals();
});

describe("the learner's own page as an island", () => {
  it.each([`/secure-progress?token=${TOKEN}`, `/progress/${TOKEN}`])(
    '%s: the island renders what the page renders inside its mark',
    async (path) => {
      stubDocument({ [PRERENDER_DATA_ELEMENT_ID]: site, [LEARNER_PAGE_DATA_ELEMENT_ID]: learnerPage });
      const page = renderPage(path);
      const island = await renderIsland(path);
      expect(island).toContain('Welcome back, Jamie');
      expect(island).toContain('Move lesson');
      expect(page).toContain(`<div data-island="learner-page" class="contents">${island}</div>`);
    },
  );

  it('renders the dialogs’ buttons as their triggers do, closed', async () => {
    stubDocument({ [PRERENDER_DATA_ELEMENT_ID]: site, [LEARNER_PAGE_DATA_ELEMENT_ID]: learnerPage });
    const island = await renderIsland(`/secure-progress?token=${TOKEN}`);
    const buttons = island.match(/<button[^>]*aria-haspopup="dialog"[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toContain('aria-expanded="false"');
      expect(button).toContain('data-state="closed"');
    }
  });

  it('is left as the server sent it when the page carries no learner data', async () => {
    stubDocument({ [PRERENDER_DATA_ELEMENT_ID]: site });
    const render = await PAGE_ISLANDS['learner-page'].load();
    expect(render(undefined)).toBeNull();
  });
});
