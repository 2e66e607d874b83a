import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getFirstName } from '../../src/core/format/display-format';
import { INSTRUCTOR_PUSH_TOPICS } from '../../src/core/messaging/push/push-schemas';
import { APPLE_TOUCH_ICON, webAppManifestSchema } from '../../src/core/platform/app/web-app-manifest';
import { siteInfoSchema } from '../../src/core/school/site/site-info-schemas';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { urlFor } from './support/e2e-context';
import {
  addStudent,
  generateProgressLink,
  openDashboardAsDemoInstructor,
  signInAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { screenshotElement, takeScreenshots } from './support/screenshots';

/*
 * The installable app (issue 24) against the real server: the manifest and its icons, the service
 * worker, the learner's home and the instructor's Today opened offline from what the browser saw,
 * with the banner, /app sending the installed app to the last home, and no permission prompt
 * before a tap. Each test makes its own learner; Today is only looked at (its lessons belong to
 * other specs), never counted.
 */

// The full Chromium: the headless shell shows no notifications (the push test reads them). The
// service worker is what this spec is about.
const browser = setUpBrowser({ chromium: 'full', serviceWorkers: 'allow' });

/** Counts `Notification.requestPermission` calls, and answers 'denied' without showing a prompt. */
const COUNT_PERMISSION_REQUESTS = `
  window.__permissionRequests = 0;
  if ('Notification' in window) {
    Notification.requestPermission = () => {
      window.__permissionRequests += 1;
      return Promise.resolve('denied');
    };
  }
`;

function permissionRequests(page: Page): Promise<number> {
  return page.evaluate(() => Number(Reflect.get(window, '__permissionRequests')));
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect(Array.from(bytes.slice(0, 8)), 'a PNG signature').toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function newLearnerToken(firstName: string): Promise<{ token: string; fullName: string }> {
  const instructorToken = await signInAsDemoInstructor();
  const learner = uniqueLearner(firstName);
  const student = await addStudent(instructorToken, learner);
  const link = await generateProgressLink(instructorToken, student.id);
  return { token: link.token, fullName: learner.fullName };
}

/** The service worker is active and controls this page (it claims the page on activation). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), {
      timeout: 20_000,
      message: 'the service worker should control the page',
    })
    .toBe('activated');
}

async function waitForSnapshot(page: Page, prefix: string): Promise<void> {
  await expect
    .poll(
      () => page.evaluate((start) => Object.keys(localStorage).some((key) => key.startsWith(start)), prefix),
      { timeout: 10_000, message: `a copy under ${prefix}… should be kept` },
    )
    .toBe(true);
}

/** Signed in through the API (the form has its own tests), on Today. */
async function openToday(page: Page): Promise<void> {
  await openDashboardAsDemoInstructor(page);
  await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor();
}

describe('the manifest', () => {
  it('is valid JSON named after the school, standalone, opening /app, with icons of the right size', async () => {
    const response = await fetch(urlFor('/manifest.webmanifest'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = webAppManifestSchema.parse(await response.json());
    const siteInfo = siteInfoSchema.parse(await (await fetch(urlFor('/api/site-info'))).json());
    expect(manifest.name).toBe(siteInfo.schoolName);
    expect(manifest.start_url).toBe('/app');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

    const icons = [
      ...manifest.icons.map((icon) => ({ src: icon.src, sizes: icon.sizes })),
      { src: APPLE_TOUCH_ICON.src, sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}` },
    ];
    for (const icon of icons) {
      const iconResponse = await fetch(urlFor(icon.src));
      expect(iconResponse.status, icon.src).toBe(200);
      expect(iconResponse.headers.get('content-type')).toBe('image/png');
      const { width, height } = pngSize(new Uint8Array(await iconResponse.arrayBuffer()));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('is linked from the server-rendered pages and the app shell; the worker script is never kept stale', async () => {
    const { token } = await newLearnerToken('Manifest');
    for (const path of ['/', '/book-lesson', '/instructor-dashboard', `/progress/${token}`]) {
      const html = await (await fetch(urlFor(path))).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    }
    // The token page stays out of every shared cache.
    const learnerPage = await fetch(urlFor(`/progress/${token}`));
    expect(learnerPage.headers.get('cache-control')).toBe('no-store');
    const worker = await fetch(urlFor('/service-worker.js'));
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });
});

describe("the learner's home as an app", () => {
  it('installs the service worker, opens offline from what it saw with the banner, and /app goes back to it', async () => {
    const { token, fullName } = await newLearnerToken('Offline');
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.addInitScript(COUNT_PERMISSION_REQUESTS);
    await page.goto(`/progress/${token}`);
    await waitForPageReady(page);
    const welcome = page.getByRole('heading', { level: 1, name: `Welcome back, ${getFirstName(fullName)}` });
    await welcome.waitFor();
    await waitForServiceWorker(page);
    await waitForSnapshot(page, 'offline-snapshot:learner:');
    // Nothing asked for permission on its own.
    expect(await permissionRequests(page)).toBe(0);

    await page.context().setOffline(true);
    const offlineResponse = await page.reload();
    // The page came from the service worker's kept shell, not the server (which cannot be reached).
    expect(offlineResponse?.fromServiceWorker()).toBe(true);
    await welcome.waitFor({ timeout: 15_000 });
    const banner = page.getByRole('status').filter({ hasText: "You're offline, showing what you saw at" });
    await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(1);
    expect(await banner.textContent()).toMatch(/showing what you saw at \d{1,2}:\d{2} (AM|PM)/);
    await takeScreenshots(page, 'offline-learner-home');
    await page.setViewportSize({ width: MOBILE_WIDTH, height: 900 });
    await expectNoAxeViolations(page);

    // The installed app opens at /app: on to this learner's home, offline too.
    await page.goto('/app');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(`/progress/${token}`);
    await welcome.waitFor({ timeout: 15_000 });
    expect(await permissionRequests(page)).toBe(0);
  });

  it('opens the home page from /app in a browser that has used no home', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto('/app');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');
  });

  it('asks for notification permission only after Turn on is tapped, and says when it is refused', async () => {
    const { token } = await newLearnerToken('Notify');
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.addInitScript(COUNT_PERMISSION_REQUESTS);
    await page.goto(`/progress/${token}`);
    await waitForPageReady(page);
    const section = page.getByRole('region', { name: 'Notifications on this phone' });
    const turnOn = section.getByRole('button', { name: 'Turn on' });
    await turnOn.waitFor({ timeout: 15_000 });
    await expect.poll(() => section.getByRole('checkbox').count()).toBe(5);
    expect(await section.getByRole('checkbox', { name: 'Replies from your instructor' }).isChecked()).toBe(
      true,
    );
    expect(await permissionRequests(page)).toBe(0);
    await screenshotElement(page, section, 'learner-notifications');
    await expectNoAxeViolations(page);

    await section.getByRole('checkbox', { name: 'Lesson reminders' }).uncheck();
    await turnOn.click();
    await expect.poll(() => permissionRequests(page)).toBe(1);
    // The stand-in answers 'denied', as a visitor who blocks notifications does.
    await section
      .getByRole('alert')
      .filter({ hasText: 'Notifications are blocked for this site' })
      .waitFor({ timeout: 10_000 });
    await expect.poll(() => section.getByText('Off for this phone').count()).toBe(1);
  });
});

describe('the service worker and pushes', () => {
  it("shows a push's title, body and tag with the app icon", async () => {
    const { token } = await newLearnerToken('Pushed');
    const page = await browser.newPage(MOBILE_WIDTH);
    const origin = new URL(urlFor('/')).origin;
    await page.context().grantPermissions(['notifications'], { origin });
    await page.goto(`/progress/${token}`);
    await waitForPageReady(page);
    await waitForServiceWorker(page);

    // Chromium's own way to hand the worker a push, as a push service would.
    const cdp = await page.context().newCDPSession(page);
    const registrationIds: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const registration of registrations) {
        if (registration.scopeURL === `${origin}/` && !registration.isDeleted)
          registrationIds.push(registration.registrationId);
      }
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrationIds.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const deliverPush = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registrationIds[0] ?? '',
        data: JSON.stringify({
          topic: 'chat_reply',
          title: 'New message from your instructor',
          body: 'See you at 10',
          url: `/progress/${token}`,
          tag: 'chat-reply',
        }),
      });
    const shownNotifications = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const shown = await registration.getNotifications();
        return shown.map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          icon: notification.icon.replace(location.origin, ''),
        }));
      });
    // Once, on a CI run at load 15, no notification had shown 10 s after the push (alone it takes
    // about 1 s). A push service sends an unacknowledged push again, so the test does too, up to
    // three times; the same tag keeps it one notification, and a worker that shows none still fails.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await deliverPush();
      const deadline = Date.now() + 8_000;
      while (Date.now() < deadline && (await shownNotifications()).length === 0) {
        await page.waitForTimeout(250);
      }
      if ((await shownNotifications()).length > 0) break;
    }
    expect(await shownNotifications()).toEqual([
      {
        title: 'New message from your instructor',
        body: 'See you at 10',
        tag: 'chat-reply',
        icon: '/icons/app-icon-192.png',
      },
    ]);
  });
});

describe("the instructor's Today as an app", () => {
  it('opens offline from what it saw with the banner; Settings has the per-device notifications', async () => {
    const page = await browser.newPage(DESKTOP_WIDTH);
    await page.addInitScript(COUNT_PERMISSION_REQUESTS);
    await openToday(page);
    await waitForServiceWorker(page);
    await waitForSnapshot(page, 'offline-snapshot:instructor:today');

    await page.getByRole('tab', { name: /^Settings/ }).click();
    const notifications = page.getByRole('region', { name: 'Notifications on this device' });
    await notifications.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => notifications.getByRole('checkbox').count(), { timeout: 10_000 })
      .toBe(INSTRUCTOR_PUSH_TOPICS.length);
    await screenshotElement(page, notifications, 'instructor-notifications');
    expect(await permissionRequests(page)).toBe(0);

    await page.goto('/instructor-dashboard?tab=today');
    await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor({ timeout: 15_000 });
    await page.context().setOffline(true);
    const offlineResponse = await page.reload();
    expect(offlineResponse?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor({ timeout: 15_000 });
    const banner = page.getByRole('status').filter({ hasText: "You're offline, showing what you saw at" });
    await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('heading', { level: 3, name: "Today's lessons" }).waitFor();
    await takeScreenshots(page, 'offline-today');
    await expectNoAxeViolations(page);

    // The installed app opens at /app: on to Today.
    await page.goto('/app');
    await expect
      .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`, { timeout: 10_000 })
      .toBe('/instructor-dashboard?tab=today');
    expect(await permissionRequests(page)).toBe(0);
  });
});
