import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { manualLessonResponseSchema } from '../../src/core/diary/lessons/lessons-schemas';
import { studentSchema } from '../../src/core/learners/students-schemas';
import {
  reminderLogResponseSchema,
  reminderSettingsResponseSchema,
  upcomingRemindersResponseSchema,
} from '../../src/core/messaging/reminders/reminder-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { openDashboardAsDemoInstructor } from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * /reminder-settings and the dashboard's reminders tab (issue 7), against the shared test server:
 * no Twilio and no SMTP there, so the pages must say so and a test message must say it was NOT
 * sent. Twilio itself is exercised by the API tests (a fake on 127.0.0.1, the real client).
 */

const browser = setUpBrowser();
const SCREENSHOT_WIDTHS = [DESKTOP_WIDTH, MOBILE_WIDTH];
const runId = Date.now();

/** axe at both widths, then the screenshots, with no toast in the way. */
async function checkAndScreenshot(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  await expectNoAxeViolations(page);
  await takeScreenshots(page, name, SCREENSHOT_WIDTHS);
  await page.setViewportSize({ width: MOBILE_WIDTH, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
}

async function getSettings(page: Page) {
  const response = await page.request.get('/api/reminder-settings');
  expect(response.status()).toBe(200);
  return reminderSettingsResponseSchema.parse(await response.json());
}

describe('/reminder-settings', () => {
  it('asks for the instructor sign-in first', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto('/reminder-settings');
    await waitForPageReady(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Reminder Settings');
    const signInLink = page.getByRole('main').getByRole('link', { name: 'Instructor Login' });
    expect(await signInLink.isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Default reminder type' }).count()).toBe(0);
    expect((await page.request.get('/api/reminder-settings')).status()).toBe(401);
    await expectNoAxeViolations(page);
  });

  it('sets the default and a learner’s own preference, sends an honest test, and the tab shows the real reminders and log', async () => {
    const page = await browser.newPage(DESKTOP_WIDTH);
    await openDashboardAsDemoInstructor(page);

    // A learner of this run, with a lesson in 5 days (late evening: nobody else's slot).
    const created = await page.request.post('/api/students/manual', {
      data: {
        fullName: `Rhea Reminder${runId % 100_000}`,
        email: `rhea-${runId}@example.com`,
        phone: '07700 900888',
        drivingExperience: 'beginner',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const learner = studentSchema.parse(await created.json());
    const lessonDate = addDaysToIsoDate(toZonedParts(new Date(), SCHOOL_TIME_ZONE).date, 5);
    const booked = await page.request.post('/api/lessons/manual', {
      data: {
        studentId: learner.id,
        date: lessonDate,
        startTime: '21:00',
        duration: 60,
        packageType: 'single_1hour',
        paymentStatus: 'pending',
        // A new learner has no hours: the lesson sells them one, unpaid.
        addPurchase: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const lesson = manualLessonResponseSchema.parse(await booked.json()).lesson;

    await page.goto('/reminder-settings');
    await waitForPageReady(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Reminder Settings');
    await page.getByRole('heading', { level: 2, name: 'Default reminder type' }).waitFor();

    // Nothing is configured on the test server: the page says what to set.
    const notice = page.getByRole('region', { name: 'Not everything is set up for sending' });
    const noticeText = await notice.innerText();
    expect(noticeText).toContain('SMS is not set up');
    expect(noticeText).toContain('WhatsApp is not set up');
    // No server terms on the instructor's screens (the README names the settings).
    expect(noticeText).not.toMatch(/TWILIO_|SMTP_/);
    expect(noticeText).toContain('E-mail is not set up');

    // The spec's default select and labels.
    const defaultSelect = page.getByRole('combobox', { name: 'Default reminder type' });
    expect(await defaultSelect.locator('option').allInnerTexts()).toEqual([
      'SMS Text Messages',
      'WhatsApp Messages',
      'Email Only',
      'No Reminders',
    ]);
    expect(await defaultSelect.inputValue()).toBe('sms');
    await checkAndScreenshot(page, 'reminder-settings');

    await defaultSelect.selectOption('email');
    await page.getByRole('button', { name: 'Update Default Preference' }).click();
    await expectToast(page, 'Preference Updated', 'Email Only');
    expect((await getSettings(page)).defaultReminderType).toBe('email');
    await dismissToasts(page);
    await defaultSelect.selectOption('sms');
    await page.getByRole('button', { name: 'Update Default Preference' }).click();
    await expectToast(page, 'Preference Updated', 'SMS Text Messages');
    expect((await getSettings(page)).defaultReminderType).toBe('sms');

    // The learner's own preference: WhatsApp, both reminders.
    await dismissToasts(page);
    await page.getByLabel('Search learners').fill(learner.fullName);
    const row = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: learner.fullName }),
    });
    await row.waitFor();
    expect(await row.getByText('School default').isVisible()).toBe(true);
    await row.getByLabel(`Reminder type for ${learner.fullName}`).selectOption('whatsapp');
    await row.getByLabel('2 hours before').check();
    await row.getByRole('button', { name: `Save reminders for ${learner.fullName}` }).click();
    await expectToast(page, 'Preference Updated', `${learner.fullName}: WhatsApp Messages.`);
    await row.getByText('Own preference').waitFor();
    const saved = (await getSettings(page)).students.find((student) => student.id === learner.id);
    expect(saved?.preference).toMatchObject({ reminderType: 'whatsapp', enable24h: true, enable2h: true });

    // Tests: the real student list; without Twilio or SMTP nothing is sent, and it says so.
    await dismissToasts(page);
    const testCard = page.getByRole('region', { name: 'Send a test' });
    await testCard.getByRole('button', { name: 'Test SMS' }).click();
    await testCard.getByText('Please select a student').waitFor();
    const testStudent = testCard.getByRole('combobox', { name: 'Test student' });
    expect(await testStudent.locator('option').count()).toBeGreaterThan(2);
    await testStudent.selectOption(String(learner.id));
    await testCard.getByRole('button', { name: 'Test WhatsApp' }).click();
    await expectToast(page, 'Test Failed', 'WhatsApp is not set up on this site');
    const result = await testCard.getByRole('status').innerText();
    expect(result).toContain('Not sent as asked.');
    expect(result).toContain('nothing reached the learner');
    await checkAndScreenshot(page, 'reminder-settings-tested');

    // The API agrees: the two reminders are coming, and the test is in the log as not sent.
    const upcoming = upcomingRemindersResponseSchema.parse(
      await (await page.request.get('/api/reminders/upcoming')).json(),
    );
    expect(
      upcoming.reminders
        .filter((reminder) => reminder.lessonId === lesson.id)
        .map((reminder) => [reminder.kind, reminder.reminderType, reminder.state]),
    ).toEqual([
      ['24h', 'whatsapp', 'scheduled'],
      ['2h', 'whatsapp', 'scheduled'],
    ]);
    const log = reminderLogResponseSchema.parse(await (await page.request.get('/api/reminders/log')).json());
    expect(log.entries.find((entry) => entry.studentId === learner.id)).toMatchObject({
      kind: 'test',
      reminderType: 'whatsapp',
      deliveryMethod: 'email',
      status: 'failed',
    });

    // The dashboard's reminders tab shows the same, for real.
    await page.goto('/instructor-dashboard?tab=reminders');
    await page.getByRole('heading', { level: 2, name: 'SMS & WhatsApp' }).waitFor({ timeout: 15_000 });
    await waitForPageReady(page);
    expect(await page.getByText('Reminders are checked every 5 minutes.').isVisible()).toBe(true);
    const tabNotice = page.getByRole('region', { name: 'Not everything is set up for sending' });
    const tabNoticeText = await tabNotice.innerText();
    expect(tabNoticeText).toContain('SMS is not set up. Whoever runs this website can set it up.');
    expect(tabNoticeText).not.toContain('TWILIO_');
    const upcomingCard = page.getByRole('region', { name: 'Upcoming reminders' });
    const learnerReminders = upcomingCard.getByRole('listitem').filter({ hasText: learner.fullName });
    if (
      (await learnerReminders.count()) === 0 &&
      (await upcomingCard.getByRole('button', { name: /^Show all/ }).count()) > 0
    ) {
      await upcomingCard.getByRole('button', { name: /^Show all/ }).click();
    }
    expect(await learnerReminders.allInnerTexts()).toEqual([
      // Neither WhatsApp nor e-mail is set up on the test server: each says it will not arrive.
      expect.stringContaining('24 hours before due'),
      expect.stringContaining('2 hours before due'),
    ]);
    for (const text of await learnerReminders.allInnerTexts()) {
      expect(text).toContain(`This reminder will not reach ${learner.fullName}`);
      expect(text).toContain("Won't reach them");
    }
    const logCard = page.getByRole('region', { name: 'Reminder log' });
    const testEntry = logCard.getByRole('listitem').filter({ hasText: learner.fullName }).first();
    const testEntryText = await testEntry.innerText();
    expect(testEntryText).toContain('Not sent');
    expect(testEntryText).toContain('Test message');
    expect(testEntryText).toContain('(chosen: WhatsApp Messages)');
    expect(testEntryText).toContain('WhatsApp is not set up on this site');
    await checkAndScreenshot(page, 'dashboard-reminders-tab');
  }, 180_000);
});
