import type { ReactNode } from 'react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates the HTML the server rendered into `container` with React, as a transition: the page is
 * already painted and readable, so hydration yields to the browser every few milliseconds instead
 * of holding the main thread for the whole page, and each Suspense boundary the server completed
 * hydrates on its own (selective hydration: one the visitor taps hydrates first).
 *
 * A mismatch between the server's HTML and the first render, which React recovers from by
 * rendering that part again in the browser (errors #418, #419, #423), is reported with
 * console.error: it costs the page its server rendering, and the browser suite fails on it.
 */
export function hydrateServerHtml(container: HTMLElement, app: ReactNode): void {
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error, errorInfo) {
        console.error('React recovered from an error while hydrating the server-rendered page:', error, {
          componentStack: errorInfo.componentStack,
        });
      },
    });
  });
}
