import { instructorPreferenceLabels } from '../../../../../core/bookings/booking/booking-schemas';
import { formatShortDate } from '../../../../../core/format/display-format';
import type { OfferedRequest } from '../../../../../core/partner-network/request-offer-schemas';

function Detail({ term, children, wide = false }: { term: string; children: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-full grid gap-0.5' : 'grid content-start gap-0.5'}>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * What an instructor decides on (the lessons are the card's heading): the area, whom the learner asked for, their dates
 * and requirements. Not who they are: that is shared with the one who accepts (docs/decisions/0056).
 */
export function OfferedRequestDetails({ request }: { request: OfferedRequest }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
      <Detail term="Area">{request.postcodeDistrict ?? 'Not given'}</Detail>
      <Detail term="Instructor asked for">{instructorPreferenceLabels[request.instructorPreference]}</Detail>
      <Detail term="Dates they can do" wide>
        {request.preferredDates.map(formatShortDate).join(', ')}
      </Detail>
      {request.additionalRequirements ? (
        <Detail term="Their requirements" wide>
          {request.additionalRequirements}
        </Detail>
      ) : null}
    </dl>
  );
}
