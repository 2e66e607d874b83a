import { CalendarClock, FolderOpen, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { instructorPreferenceLabels } from '../../../../../core/bookings/booking/booking-schemas';
import { formatShortDate } from '../../../../../core/format/display-format';
import {
  type NetworkPartnerRequest,
  networkLessonTypeLabels,
  networkRequestStatusLabels,
} from '../../../../../core/partner-network/network-request-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import { isReplyOverdue, networkRequestStatusTones, summariseDates } from '../network-display';
import { NetworkRequestDialog } from './network-request-dialog';
import { Detail } from './record-details';
import { RequestAllocation } from './request-allocation';
import { RequestMatches } from './request-matches';

/** The requests still to place; an allocated or closed one needs no one found for it. */
const STILL_TO_PLACE = new Set<NetworkPartnerRequest['status']>(['pending', 'contacted']);

/** One request in the list: who, what, when, who could take it, and a button to open it. */
export function NetworkRequestCard({ request, today }: { request: NetworkPartnerRequest; today: string }) {
  const [open, setOpen] = useState(false);
  const titleId = `network-request-${request.id}-title`;
  const overdue = isReplyOverdue(request, today);

  return (
    <article aria-labelledby={titleId}>
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h3 id={titleId} className="text-lg">
              {request.fullName}
            </h3>
            <p className="text-sm text-slate-600">Received {formatSchoolDateTime(request.createdAt)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <StatusBadge tone={networkRequestStatusTones[request.status]}>
              {networkRequestStatusLabels[request.status]}
            </StatusBadge>
            {request.urgencyLevel === 'urgent' ? <StatusBadge tone="danger">Urgent</StatusBadge> : null}
          </div>
        </header>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          <Detail term="Needs">{networkLessonTypeLabels[request.lessonType]}</Detail>
          <Detail term="Area">{request.postcodeDistrict ?? 'Not given'}</Detail>
          <Detail term="Instructor">{instructorPreferenceLabels[request.instructorPreference]}</Detail>
          <Detail term="Reply by">
            <span className="inline-flex flex-wrap items-center gap-2">
              <span className="inline-flex items-center gap-1.5">
                <CalendarClock aria-hidden="true" className="size-4 text-slate-500" />
                {formatShortDate(request.estimatedResponseDate)}
              </span>
              {overdue ? (
                <StatusBadge tone="danger" icon={TriangleAlert}>
                  Overdue
                </StatusBadge>
              ) : null}
            </span>
          </Detail>
          <Detail term="Preferred dates" className="col-span-2 sm:col-span-1">
            {summariseDates(request.preferredDates)}
          </Detail>
          {request.allocatedInstructor ? (
            <Detail term="Teaching them" className="col-span-2 sm:col-span-1">
              {request.allocatedInstructor.fullName ?? 'An instructor of the school'}
            </Detail>
          ) : null}
        </dl>
        {STILL_TO_PLACE.has(request.status) ? (
          <RequestMatches requestId={request.id} requesterName={request.fullName} />
        ) : null}
        <RequestAllocation requestId={request.id} requesterName={request.fullName} />
        <div>
          <Button variant="secondary" size="compact" onClick={() => setOpen(true)}>
            <FolderOpen aria-hidden="true" className="size-4" />
            Open Request<span className="sr-only"> from {request.fullName}</span>
          </Button>
        </div>
      </Card>
      {open ? <NetworkRequestDialog request={request} open={open} onOpenChange={setOpen} /> : null}
    </article>
  );
}
