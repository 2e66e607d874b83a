import { ApiRequestError, setOfflineRefusal } from './api-client';
import { isOnline, syncOnlineStatusWithBrowser } from './online-status';

/*
 * Changes are refused while offline on the pages that work offline (the learner's home and the
 * dashboard, issue 24): every form shows the message where it shows the server's words. Installed by
 * those pages' code, so the public pages do not load it.
 */

/** What a form says when it is submitted offline: nothing was sent. */
export const OFFLINE_REFUSAL_MESSAGE =
  "You're offline, so nothing was sent. Try again when you're back online.";

/** A change asked for while offline: an `ApiRequestError` with status 0 and the `OFFLINE` code. */
export class OfflineRequestError extends ApiRequestError {
  constructor() {
    super(0, 'Offline', JSON.stringify({ code: 'OFFLINE', message: OFFLINE_REFUSAL_MESSAGE }));
  }
}

/** From now on, a change asked for while offline is refused before it is sent. */
export function installOfflineRefusal(): void {
  syncOnlineStatusWithBrowser();
  setOfflineRefusal(() => {
    if (!isOnline()) throw new OfflineRequestError();
  });
}
