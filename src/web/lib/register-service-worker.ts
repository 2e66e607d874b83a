/*
 * The service worker (src/web/service-worker.ts, built to /service-worker.js) is registered by the
 * installed app's two homes, the learner's and the dashboard, not by the public pages: they stay as
 * light as their page budget says, and the homes are where "Add to Home Screen" is used.
 */

export const SERVICE_WORKER_URL = '/service-worker.js';

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/** Registers once per page; null where there is none (an old browser, the dev server, a failure). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (registration) return registration;
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    registration = Promise.resolve(null);
    return registration;
  }
  const { serviceWorker } = navigator;
  // After the page's load: the worker's first download of the app shell never competes with it.
  registration = afterPageLoad()
    .then(() => serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }))
    .catch(() => null);
  return registration;
}

function afterPageLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
