import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { buildNotification, readNotificationUrl } from './lib/push-notification';

/*
 * The service worker (issue 24), built by vite-plugin-pwa (injectManifest) with Workbox:
 * - keeps the app shell (the build's scripts, styles, icons and page template) for offline use;
 * - a page is always asked of the server first (it is rendered with fresh data, and a learner's page
 *   holds their own); only when the network fails does the kept shell answer, and the page then
 *   shows what this browser saw last (lib/offline-snapshot.ts), from the page's own store;
 * - it never touches /api/ answers: they hold personal data and are left to the network;
 * - it shows pushes and opens their address on a tap.
 */

interface SwExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface SwPushEvent extends SwExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}

interface SwNotificationEvent extends SwExtendableEvent {
  readonly notification: Notification;
}

interface SwWindowClient {
  readonly url: string;
  focus(): Promise<unknown>;
}

/** The parts of the service worker's global scope used here (the DOM library has no types for it). */
interface ServiceWorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly SwWindowClient[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: SwExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: SwPushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: SwNotificationEvent) => void): void;
}

declare const self: ServiceWorkerScope;

// A new version takes over at once: the shell it keeps is the build the server now serves.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
// No directory index and no clean URLs: '/' is the server-rendered home page, never the kept shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

const OFFLINE_SHELL = '/index.html';

/** The server's page while online; the kept shell when the network fails (offline, server gone). */
async function answerNavigation({ request }: { request: Request }): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await matchPrecache(OFFLINE_SHELL)) ?? Response.error();
  }
}

registerRoute(
  new NavigationRoute(answerNavigation, {
    // The API's own pages (its documentation) and files are not the app's routes.
    denylist: [/^\/api(\/|$)/, /\.[a-z0-9]+$/i],
  }),
);

function readPushJson(event: SwPushEvent): unknown {
  if (!event.data) return null;
  try {
    return event.data.json();
  } catch {
    return event.data.text();
  }
}

self.addEventListener('push', (event) => {
  const { title, options } = buildNotification(readPushJson(event));
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Focuses a window already on the address, else opens it. */
async function openNotificationUrl(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === target);
  if (open) {
    await open.focus();
    return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationUrl(readNotificationUrl(event.notification.data)));
});
