import './styles.css';
import { yieldToBrowser } from './lib/yield-to-browser';
import { type ContentPageName, contentPageOf } from './routes/content-paths';
import { isHomePath } from './routes/home-paths';

/*
 * The entry: small on purpose. A page the server rendered is painted first, and the app (React,
 * the router, the page's code) is loaded just after, to hydrate it: the visitor reads the page
 * while its code arrives, and the first paint never waits for script. The home page and the
 * content pages hydrate without the router. A page rendered in the browser loads the app at once.
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
 * The home page the server rendered: hydrated without the router (routes/home-document.tsx), one
 * library at a time as above. Without data to hydrate from, the whole app renders it instead.
 */
async function loadHome(container: HTMLElement): Promise<void> {
  await import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot);
  await yieldToBrowser();
  await import('@tanstack/react-query').then(({ QueryClientProvider }) => QueryClientProvider);
  await yieldToBrowser();
  await import('./lib/zod-config');
  await yieldToBrowser();
  await import('./routes/home-document').then(({ HomeDocument }) => HomeDocument);
  await yieldToBrowser();
  const { startHome } = await import('./start-home');
  if (!(await startHome(container))) await loadApp(container);
}

/**
 * A content page the server rendered (routes/content-paths.ts): hydrated without the router
 * (routes/content-document.tsx), one library at a time as above. Without data to hydrate from,
 * the whole app renders it instead.
 */
async function loadContent(container: HTMLElement, page: ContentPageName): Promise<void> {
  await import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot);
  await yieldToBrowser();
  await import('@tanstack/react-query').then(({ QueryClientProvider }) => QueryClientProvider);
  await yieldToBrowser();
  await import('./lib/zod-config');
  await yieldToBrowser();
  const { startContent } = await import('./start-content');
  if (!(await startContent(container, page))) await loadApp(container);
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
if (!container.firstElementChild) void loadApp(container);
else if (isHomePath(window.location.pathname)) afterNextPaint(() => void loadHome(container));
else {
  const contentPage = contentPageOf(window.location.pathname);
  if (contentPage) afterNextPaint(() => void loadContent(container, contentPage));
  else afterNextPaint(() => void loadApp(container));
}
