import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AlternativeOffer } from '../../src/core/bookings/booking/bookings-admin-schemas';
import { formatLongDate } from '../../src/core/format/display-format';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { takeScreenshots } from './support/screenshots';

/*
 * The learner's answer page for alternative times (/booking-alternatives/:token). The one-time
 * token only ever leaves the server inside the e-mail (the outbox is not readable through the
 * API), so the real flow (offer, accept, decline, reuse) is covered by the API tests of the
 * bookings-admin routes. Here: the real server's answer to links it does not know, and the page's
 * states drawn from stubbed API answers of the shared schema.
 */

const browser = setUpBrowser();

const UNKNOWN_LINK_HEADING = "This link isn't valid";
const FAKE_TOKEN = 'a'.repeat(43);

function inDays(days: number): string {
  return addDaysToIsoDate(toZonedParts(new Date(), SCHOOL_TIME_ZONE).date, days);
}

function openOffer(): AlternativeOffer {
  return {
    state: 'open',
    studentFirstName: 'Amira',
    packageName: '2 Hour Lesson',
    reasonForRejection: 'I am on a training course that morning',
    message: 'Any of these work for me. See you soon!',
    alternatives: [
      { index: 0, date: inDays(3), time: '09:00', duration: 120 },
      { index: 1, date: inDays(4), time: '14:30', duration: 90 },
    ],
    acceptedIndex: null,
    expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  };
}

/** Answers the page's API calls for FAKE_TOKEN from `offer`, recording what was posted. */
async function stubOfferApi(page: Page, offer: AlternativeOffer): Promise<{ posted: string[] }> {
  const posted: string[] = [];
  let current = offer;
  await page.route(`**/api/booking-alternatives/${FAKE_TOKEN}**`, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'GET') {
      await route.fulfill({ json: current });
      return;
    }
    posted.push(`${url.pathname.split('/').at(-1)} ${request.postData() ?? ''}`);
    if (url.pathname.endsWith('/accept')) {
      const index = Number(JSON.parse(request.postData() ?? '{}').index);
      const chosen = current.alternatives[index];
      current = { ...current, state: 'accepted', acceptedIndex: index };
      await route.fulfill({
        json: {
          state: 'accepted',
          lessons: chosen ? [{ date: chosen.date, startTime: chosen.time, duration: chosen.duration }] : [],
        },
      });
      return;
    }
    current = { ...current, state: 'declined' };
    await route.fulfill({ json: { state: 'declined' } });
  });
  return { posted };
}

describe('the alternative times page', () => {
  it('says plainly that an unknown link is not valid, with the way to book or call', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    for (const token of [FAKE_TOKEN, 'short']) {
      await page.goto(`/booking-alternatives/${token}`);
      await waitForPageReady(page);
      await page.getByRole('heading', { level: 1, name: UNKNOWN_LINK_HEADING }).waitFor({ timeout: 10_000 });
    }
    expect(await page.getByRole('link', { name: 'Book a Lesson' }).last().getAttribute('href')).toBe(
      '/book-lesson',
    );
    expect(await page.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:/);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'booking-alternatives-unknown');
  });

  it('shows the offered times and books the chosen one (API answers stubbed)', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    const offer = openOffer();
    const api = await stubOfferApi(page, offer);
    await page.goto(`/booking-alternatives/${FAKE_TOKEN}`);
    await waitForPageReady(page);
    await page.getByRole('heading', { level: 1, name: 'Choose a new lesson time' }).waitFor();
    expect(await page.getByText(offer.reasonForRejection).isVisible()).toBe(true);
    expect(await page.getByText('Any of these work for me. See you soon!').isVisible()).toBe(true);
    const choices = page.getByRole('button', { name: 'Accept this time' });
    expect(await choices.count()).toBe(2);
    expect(await page.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
      offer.alternatives.map((time) => formatLongDate(time.date)),
    );
    expect(await page.getByText('2:30 PM · 1.5hr lesson').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'booking-alternatives-open');

    await choices.nth(1).click();
    await page.getByRole('heading', { level: 1, name: "You're booked in" }).waitFor();
    expect(api.posted).toEqual(['accept {"index":1}']);
    expect(await page.getByText(`${formatLongDate(inDays(4))} at 2:30 PM (1.5hr)`).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'booking-alternatives-accepted');
  });

  it('asks before declining, then says the request is closed (API answers stubbed)', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    const api = await stubOfferApi(page, openOffer());
    await page.goto(`/booking-alternatives/${FAKE_TOKEN}`);
    await waitForPageReady(page);
    await page.getByRole('button', { name: 'None of these work for me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline these times?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep the offer' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(api.posted, 'keeping the offer sends nothing').toEqual([]);

    await page.getByRole('button', { name: 'None of these work for me' }).click();
    await page.getByRole('button', { name: 'Yes, decline these times' }).click();
    await page.getByRole('heading', { level: 1, name: "You've declined these times" }).waitFor();
    expect(api.posted).toEqual(['decline {}']);
    await expectNoAxeViolations(page);
  });

  it('explains an expired offer (API answer stubbed)', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await stubOfferApi(page, { ...openOffer(), state: 'expired' });
    await page.goto(`/booking-alternatives/${FAKE_TOKEN}`);
    await waitForPageReady(page);
    await page.getByRole('heading', { level: 1, name: 'This offer has expired' }).waitFor();
    expect(await page.getByRole('button', { name: 'Accept this time' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'booking-alternatives-expired');
  });
});
