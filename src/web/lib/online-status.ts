import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/*
 * Whether this browser is online, one source for the pages, the forms and the query cache:
 * TanStack Query's onlineManager, which follows the browser's online and offline events. Queries
 * wait while offline instead of failing; forms refuse to send (api-client.ts).
 */

/** TanStack Query assumes "online" at start: a page opened offline (the installed app) says so. */
export function syncOnlineStatusWithBrowser(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}

export function isOnline(): boolean {
  return onlineManager.isOnline();
}

/** Online on the server and while hydrating (what the server rendered), then the browser's state. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
