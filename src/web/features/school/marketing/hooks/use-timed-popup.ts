import { useEffect, useState } from 'react';
import { type MarketingSessionKey, readSessionFlag, writeSessionFlag } from '../marketing-session';

/**
 * A pop-up that opens `delayMs` after the page mounts (spec: 45 s on the home page, 60 s for the
 * tips), once per browser session: opening it marks it shown, so closing it is final for the
 * session. `enabled` false (e.g. nothing to offer) never opens it.
 */
export function useTimedPopup(delayMs: number, sessionKey: MarketingSessionKey, enabled = true) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled || readSessionFlag(sessionKey)) return;
    const timer = setTimeout(() => {
      writeSessionFlag(sessionKey);
      setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, sessionKey, enabled]);

  return [open, setOpen] as const;
}
