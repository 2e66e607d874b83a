import { FolderOpen, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import {
  type ApplicationStatus,
  applicationStatusLabels,
  experienceYearsLabels,
  type InstructorApplication,
  vehicleTypeLabels,
} from '../../../../../core/partner-network/instructor-application-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import { applicationStatusTones, isReviewOverdue } from '../network-display';
import { ApplicationDialog } from './application-dialog';
import { Detail } from './record-details';

const AREAS_ON_CARD = 3;

/** What is to be done next, said on the card so the list reads as a to-do list. */
const NEXT_STEP_WORDS: Record<ApplicationStatus, string> = {
  received: 'check the badge, insurance and DBS certificate',
  documents_checked: 'check the DVSA register',
  dvsa_checked: 'approve and send the invitation',
  approved: 'send the invitation',
  invited: 'waiting for the applicant to accept the invitation',
  active: 'nothing: they have an instructor account',
  rejected: 'nothing: the applicant was told why',
};

/** One application in the list: who, what they offer, and a button to open it. */
export function ApplicationCard({ application, now }: { application: InstructorApplication; now: Date }) {
  const [open, setOpen] = useState(false);
  const titleId = `application-${application.id}-title`;
  const moreAreas = application.areasWorked.length - AREAS_ON_CARD;

  return (
    <article aria-labelledby={titleId}>
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h3 id={titleId} className="text-lg">
              {application.fullName}
            </h3>
            <p className="text-sm text-slate-600">Applied {formatSchoolDateTime(application.createdAt)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <StatusBadge tone={applicationStatusTones[application.status]}>
              {applicationStatusLabels[application.status]}
            </StatusBadge>
            {isReviewOverdue(application, now) ? (
              <StatusBadge tone="danger" icon={TriangleAlert}>
                Over 48 hours
              </StatusBadge>
            ) : null}
          </div>
        </header>
        <p className="text-slate-700">
          <span className="font-medium text-slate-900">Next: </span>
          {NEXT_STEP_WORDS[application.status]}
        </p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          <Detail term="ADI badge">{application.adiNumber}</Detail>
          <Detail term="Experience">{experienceYearsLabels[application.experienceYears]}</Detail>
          <Detail term="Vehicle">{vehicleTypeLabels[application.vehicleType]}</Detail>
          <Detail term="Areas" className="col-span-2 sm:col-span-1">
            {application.areasWorked.slice(0, AREAS_ON_CARD).join(', ')}
            {moreAreas > 0 ? ` and ${moreAreas} more` : ''}
          </Detail>
        </dl>
        <div>
          <Button variant="secondary" size="compact" onClick={() => setOpen(true)}>
            <FolderOpen aria-hidden="true" className="size-4" />
            Open Application<span className="sr-only"> from {application.fullName}</span>
          </Button>
        </div>
      </Card>
      {open ? <ApplicationDialog application={application} open={open} onOpenChange={setOpen} /> : null}
    </article>
  );
}
