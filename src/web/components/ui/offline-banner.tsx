import { WifiOff } from 'lucide-react';
import { formatOfflineBannerText } from '../../../core/platform/app/offline-banner-text';
import { SCHOOL_TIME_ZONE } from '../../../core/time/london-time';

/**
 * Offline, with what this browser saw last on screen (issue 24): says so, and when that was, so no
 * one takes it for the live state. Changes are refused while offline (api-client.ts).
 */
export function OfflineBanner({ seenAt }: { seenAt: number }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <span className="font-semibold">
          {formatOfflineBannerText(new Date(seenAt), new Date(), SCHOOL_TIME_ZONE)}
        </span>
        . Changes need a connection: nothing is sent while you're offline.
      </p>
    </div>
  );
}

/** Offline, and nothing kept in this browser to show. */
export function OfflineWithoutCopyCard({ what }: { what: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <span className="font-semibold">You're offline.</span>{' '}
        {`This phone has no saved copy of ${what} yet: it shows once you have opened it online.`}
      </p>
    </div>
  );
}
