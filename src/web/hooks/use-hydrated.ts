import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true from then on (and
 * at once on a page the browser renders itself): a control that only works with the script, such
 * as a form's submit button, is enabled once it does.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
