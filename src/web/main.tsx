import './styles.css';
import { isInstructorSignInPath } from '../core/platform/auth/sign-in-page';
import { isLearnerPagePath } from '../core/progress/learner-page-paths';
import { yieldToBrowser } from './lib/yield-to-browser';
import { contentPageOf } from './routes/content-paths';
import { isHomePath } from './routes/home-paths';

/*
 * The entry: small on purpose. A page the server rendered is painted first, and the app (React,
 * the router, the page's code) is loaded just after, to hydrate it: the visitor reads the page
 * while its code arrives, and the first paint never waits for script. The home page, the content
 * pages, the learner's own page and the dashboard's sign-in page hydrate only their live parts
 * (islands), without the router or the page's code. A page rendered in the browser loads the app at once.
 */

/**
 * Evaluates the libraries one task at a time (each is a long task on a slow phone, and one task
 * holding them all would block a tap for its whole length), then starts the app.
 */
async function loadApp(container: HTMLElement): Promise<void> {
  // Each import names what start-app uses, so the bundler still drops the rest of the library.
  await import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot);
  await yieldToBrowser();
  await import('react-router').then(({ createBrowserRouter }) => createBrowserRouter);
  await yieldToBrowser();
  await import('@tanstack/react-query').then(({ QueryClientProvider }) => QueryClientProvider);
  await yieldToBrowser();
  await import('./lib/zod-config');
  await yieldToBrowser();
  // The layout and the page list (with the schemas they build), before the rest of start-app.
  await import('./routes/app-routes').then(({ appRoutes }) => appRoutes);
  await yieldToBrowser();
  const { startApp } = await import('./start-app');
  await startApp(container);
}

/**
 * The home page, the content pages (routes/content-paths.ts), the learner's own page (for a live
 * link; otherwise the server sends the app's empty shell) and the dashboard's sign-in page the
 * server rendered (for a browser without a session; with one, it sends the app's empty shell): only their
 * live parts are hydrated, each its own root (start-islands.tsx); React DOM first, in its own task.
 */
async function loadIslands(container: HTMLElement): Promise<void> {
  await import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot);
  await yieldToBrowser();
  const { startIslands } = await import('./start-islands');
  await startIslands(container);
}

/** Runs `callback` once, after the next frame has been painted (at once in a background tab). */
function afterNextPaint(callback: () => void): void {
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', runWhenHidden);
    callback();
  };
  // Hidden tabs get no frames: nothing to wait for there.
  function runWhenHidden() {
    if (document.visibilityState === 'hidden') runOnce();
  }
  if (document.visibilityState === 'hidden') {
    runOnce();
    return;
  }
  document.addEventListener('visibilitychange', runWhenHidden);
  // A frame callback runs before that frame paints; the task it queues runs after the paint.
  requestAnimationFrame(() => setTimeout(runOnce, 0));
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const pathname = window.location.pathname;
if (!container.firstElementChild) void loadApp(container);
else if (
  isHomePath(pathname) ||
  contentPageOf(pathname) ||
  isInstructorSignInPath(pathname) ||
  isLearnerPagePath(pathname)
)
  afterNextPaint(() => void loadIslands(container));
else afterNextPaint(() => void loadApp(container));
