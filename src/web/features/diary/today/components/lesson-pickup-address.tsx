import { Home, Navigation } from 'lucide-react';
import {
  buildPickupMapUrl,
  formatPickupLine,
  type Pickup,
} from '../../../../../core/learners/pupil-record/pupil-record-schemas';
import { buttonClassName } from '../../../../components/ui/button';

/**
 * The learner's pickup address from their pupil record, with a Map button (a Google Maps search,
 * in a new tab, no key). Nothing when the record has no address.
 */
export function LessonPickupAddress({ pickup }: { pickup: Pickup }) {
  const line = formatPickupLine(pickup);
  const mapUrl = buildPickupMapUrl(pickup);
  if (line === null || mapUrl === null) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2">
      <p className="flex min-w-0 items-start gap-1.5 text-slate-800">
        <Home aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
        <span className="min-w-0 break-words">
          <span className="sr-only">Pickup address: </span>
          {line}
        </span>
      </p>
      <a
        href={mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName({ variant: 'secondary', size: 'compact' })}
      >
        <Navigation aria-hidden="true" className="size-4 shrink-0" />
        Map<span className="sr-only"> of the pickup address (opens Google Maps in a new tab)</span>
      </a>
    </div>
  );
}
