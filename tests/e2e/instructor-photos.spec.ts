import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicInstructorsResponseSchema } from '../../src/core/bookings/booking/instructor-choice';
import {
  INSTRUCTOR_PHOTO_PIXELS,
  PHOTO_UNREADABLE_IN_BROWSER_MESSAGE,
} from '../../src/core/platform/auth/instructor-photo-schemas';
import { addDaysToIsoDate } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { londonToday, serverDataTemplate } from './support/e2e-context';
import {
  addTimeSlot,
  callApi,
  inviteAndAcceptSarah,
  openDashboardAsDemoInstructor,
  signInAsDemoInstructor,
} from './support/instructor-api';
import { screenshotElement, takeScreenshots } from './support/screenshots';
import { type RunningTestServer, startTestServer } from './support/test-server';

/*
 * Instructors' photos (issue 37, docs/decisions/0049): the owner sets an instructor's photo on the
 * Instructors tab (the browser resizes it to a 480 px square JPEG before uploading), an instructor
 * sets or removes their own in Settings, and learners see it on the booking page's chooser. Its
 * own server: a second instructor would put the chooser on every other spec's booking page.
 */

let server: RunningTestServer;
let ownerToken: string;
let sarah: { id: number; token: string };

async function sarahsPublicPhotoUrl(): Promise<string | null> {
  const list = await callApi('GET', '/api/instructors', {
    expectStatus: 200,
    schema: publicInstructorsResponseSchema,
    baseUrl: server.baseUrl,
  });
  return list.find((instructor) => instructor.id === sarah.id)?.photoUrl ?? null;
}

/** A real picture, as a phone would give one: a 900 x 600 PNG drawn by the browser (a face-like sketch). */
async function drawPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const sky = context.createLinearGradient(0, 0, 0, 600);
    sky.addColorStop(0, '#7dd3fc');
    sky.addColorStop(1, '#e0f2fe');
    context.fillStyle = sky;
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = '#1e3a8a';
    context.beginPath();
    context.ellipse(450, 620, 230, 170, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#c2885a';
    context.beginPath();
    context.arc(450, 280, 130, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#1f2937';
    context.beginPath();
    context.arc(450, 240, 135, Math.PI, Math.PI * 2);
    context.fill();
    context.fillStyle = '#111827';
    for (const x of [405, 495]) {
      context.beginPath();
      context.arc(x, 290, 11, 0, Math.PI * 2);
      context.fill();
    }
    context.strokeStyle = '#7c2d12';
    context.lineWidth = 8;
    context.beginPath();
    context.arc(450, 320, 45, 0.15 * Math.PI, 0.85 * Math.PI);
    context.stroke();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

beforeAll(async () => {
  server = await startTestServer({
    dataTemplate: serverDataTemplate(),
    env: { INSTRUCTOR_NAME: 'Tom Owner' },
  });
  ownerToken = await signInAsDemoInstructor(server.baseUrl);
  sarah = await inviteAndAcceptSarah(server.baseUrl, ownerToken);
  await addTimeSlot(
    sarah.token,
    { date: addDaysToIsoDate(londonToday(), 12), time: '10:00', duration: 120 },
    server.baseUrl,
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const browser = setUpBrowser({ baseUrl: () => server.baseUrl });

describe('instructor photos', () => {
  it('the owner sets an instructor’s photo (resized in the browser); a file that is no picture is refused at the field', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await openDashboardAsDemoInstructor(page, 'instructors');
    const card = page
      .getByRole('region', { name: 'Accounts' })
      .getByRole('listitem')
      .filter({ hasText: 'sarah.khan@example.com' });
    const field = card.getByRole('group', { name: 'Photo of Sarah Khan' });
    const input = field.getByLabel('Choose a photo');
    await input.waitFor({ state: 'attached' });

    // Not a picture: the browser cannot read it, and says so under the control.
    await input.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    const error = field.getByText(PHOTO_UNREADABLE_IN_BROWSER_MESSAGE);
    await error.waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    const errorId = await error.getAttribute('id');
    expect(await input.getAttribute('aria-describedby')).toContain(String(errorId));
    expect(await sarahsPublicPhotoUrl()).toBeNull();
    await screenshotElement(page, card, 'instructor-photo-field-error');

    // A 900 x 600 picture: uploaded as its middle 480 px square, shown on her card.
    const uploaded = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/instructors/${sarah.id}/photo`) &&
        response.request().method() === 'PUT',
    );
    await input.setInputFiles({ name: 'sarah.png', mimeType: 'image/png', buffer: await drawPicture(page) });
    expect((await uploaded).status()).toBe(200);
    const photo = card.getByRole('img', { name: 'Sarah Khan' });
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(INSTRUCTOR_PHOTO_PIXELS);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(
      INSTRUCTOR_PHOTO_PIXELS,
    );
    await field.getByText(PHOTO_UNREADABLE_IN_BROWSER_MESSAGE).waitFor({ state: 'detached' });
    expect(await input.getAttribute('aria-invalid')).toBeNull();
    await field.getByRole('button', { name: 'Remove photo' }).waitFor();

    // What learners get: the JPEG the page made, at the address the public list gives.
    const photoUrl = await sarahsPublicPhotoUrl();
    expect(photoUrl).toMatch(new RegExp(`^/api/instructors/${sarah.id}/photo\\?v=\\d+$`));
    const served = await fetch(new URL(String(photoUrl), server.baseUrl));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await waitForPageReady(page);
    await expectNoAxeViolations(page);
    await screenshotElement(page, card, 'instructor-photo-field');
    await takeScreenshots(page, 'instructor-photos-instructors-tab');
  }, 90_000);

  it('learners see the photo on the booking page’s chooser, with initials for an instructor without one', async () => {
    const photoUrl = await sarahsPublicPhotoUrl();
    expect(photoUrl, 'the previous test set her photo').not.toBeNull();
    for (const width of [MOBILE_WIDTH, DESKTOP_WIDTH]) {
      const page = await browser.newPage(width);
      await page.goto('/book-lesson');
      await waitForPageReady(page);
      const chooser = page.getByRole('group', { name: 'Who would you like to teach you?' });
      const sarahsCard = chooser.getByRole('listitem').filter({ hasText: 'Sarah Khan' });
      const photo = sarahsCard.getByRole('img', { name: 'Sarah Khan' });
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await photo.getAttribute('src')).toBe(photoUrl);
      expect(await photo.getAttribute('loading')).toBe('lazy');
      expect(await photo.getAttribute('width')).toBe('56');
      expect(await photo.getAttribute('height')).toBe('56');
      // The owner has no photo: his initials.
      const ownersCard = chooser.getByRole('listitem').filter({ hasText: 'Tom Owner' });
      expect(await ownersCard.getByRole('img').count()).toBe(0);
      await ownersCard.getByText('TO', { exact: true }).waitFor();
      await expectNoAxeViolations(page);
      await screenshotElement(page, chooser, `instructor-photos-chooser-${width}`);
    }
  }, 60_000);

  it('an instructor sets and removes their own photo in Settings → My profile', async () => {
    const page = await browser.newPage(DESKTOP_WIDTH);
    await page.context().addCookies([
      {
        name: 'instructor_session',
        value: sarah.token,
        url: server.baseUrl,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    await page.goto('/instructor-dashboard?tab=settings');
    await page.getByRole('heading', { level: 1, name: 'Instructor Dashboard' }).waitFor({ timeout: 15_000 });
    const section = page.getByRole('region', { name: 'My profile' });
    const field = section.getByRole('group', { name: 'Your photo' });
    await field.getByRole('img', { name: 'Sarah Khan' }).waitFor();
    await waitForPageReady(page);
    await expectNoAxeViolations(page);
    await screenshotElement(page, section, 'instructor-photo-own-section');

    await field.getByRole('button', { name: 'Remove photo' }).click();
    await field.getByText('SK', { exact: true }).waitFor();
    expect(await field.getByRole('img').count()).toBe(0);
    expect(await sarahsPublicPhotoUrl()).toBeNull();

    const uploaded = page.waitForResponse((response) =>
      response.url().endsWith(`/api/instructors/${sarah.id}/photo`),
    );
    await field.getByLabel('Choose a photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await drawPicture(page),
    });
    expect((await uploaded).status()).toBe(200);
    await field.getByRole('img', { name: 'Sarah Khan' }).waitFor();
    expect(await sarahsPublicPhotoUrl()).not.toBeNull();
  }, 60_000);
});
