import { describe, expect, it } from 'vitest';
import { LESSON_CANCELLED_NO_EMAIL_MESSAGE } from '../../src/core/diary/lesson-changes/lesson-change-schemas';
import { formatLongDate } from '../../src/core/format/display-format';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import {
  addTimeSlot,
  approveBooking,
  bookAsLearner,
  generateProgressLink,
  openDashboardAsDemoInstructor,
  signInAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';
import { expectToast } from './support/toasts';

/*
 * The Outbox and honest e-mail (issue 34). The test server has no e-mail set up, as a new
 * install: a learner cancels a lesson and is told no confirmation went; the owner then reads that
 * very e-mail in the Outbox, marked not sent, with this site's links clickable. Times are 75 days
 * ahead at 05:00, used by no other spec.
 */

const browser = setUpBrowser();

describe('the Outbox and what screens say about e-mail', () => {
  it('a learner who cancels is told no e-mail went, and the owner reads it in the Outbox', async () => {
    const day = addDaysToIsoDate(toZonedParts(new Date(), SCHOOL_TIME_ZONE).date, 75);
    const instructor = await signInAsDemoInstructor();
    const slot = await addTimeSlot(instructor, { date: day, time: '05:00', duration: 60 });
    const learner = uniqueLearner('Oona');
    const booking = await bookAsLearner(learner, 'single_1hour', [slot.id]);
    await approveBooking(instructor, booking.id);
    const { token } = await generateProgressLink(instructor, booking.studentId);

    // The learner's page, on a phone: cancelling says plainly that no confirmation was e-mailed.
    const phone = await browser.newPage(MOBILE_WIDTH);
    await phone.goto(`/progress/${token}`);
    await waitForPageReady(phone);
    const lesson = phone
      .getByRole('region', { name: 'Upcoming Lessons' })
      .getByRole('article', { name: formatLongDate(day) });
    await lesson.getByRole('button', { name: /^Cancel lesson/ }).click();
    const dialog = phone.getByRole('dialog', { name: 'Cancel your lesson?' });
    await dialog.getByRole('textbox').fill('Exams that week');
    await dialog.getByRole('button', { name: 'Cancel my lesson' }).click();
    await expectToast(phone, 'Lesson Cancelled', LESSON_CANCELLED_NO_EMAIL_MESSAGE);
    await expectNoAxeViolations(phone);
    await takeScreenshots(phone, 'outbox-learner-cancelled-no-email');
    await phone.context().close();

    // The owner's Outbox: that e-mail, not sent, with its reason, recipient and working link.
    const page = await browser.newPage(DESKTOP_WIDTH);
    await openDashboardAsDemoInstructor(page);
    await page.getByRole('tab', { name: 'Outbox' }).click();
    await page.getByRole('heading', { level: 2, name: 'Outbox' }).waitFor();
    await page.getByText('E-mail is not set up on this site yet.').waitFor();
    const message = page
      .getByRole('article')
      .filter({ hasText: learner.email })
      .filter({ hasText: /cancel/i })
      .first();
    await message.waitFor();
    expect(await message.getByText('Not sent: not set up').isVisible()).toBe(true);
    expect(
      await message.getByText('E-mail is not set up on this site, so this was kept here').isVisible(),
    ).toBe(true);
    await message.getByText('Read the message').click();
    const link = message.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href && new URL(href).origin).toBe(new URL(page.url()).origin);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'outbox-owner');

    // The booking's first e-mail carries the learner's own page.
    const received = page
      .getByRole('article')
      .filter({ hasText: `We have your booking request` })
      .filter({ hasText: learner.email });
    await received.getByText('Read the message').click();
    expect(await received.getByRole('link', { name: /\/secure-progress\?token=/ }).count()).toBe(1);

    // On a phone the Outbox is in the menu of sections, and reads the same.
    await page.setViewportSize({ width: MOBILE_WIDTH, height: 900 });
    await page.goto('/instructor-dashboard?tab=outbox');
    await page.getByRole('heading', { level: 2, name: 'Outbox' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
