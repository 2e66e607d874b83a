import { Check, LoaderCircle, RotateCcw, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type ApplicationStatus,
  applicationStatusLabels,
  experienceYearsLabels,
  flexibilityLabels,
  hourlyRateLabels,
  type InstructorApplication,
  vehicleTypeLabels,
  workHoursLabels,
} from '../../../../../core/partner-network/instructor-application-schemas';
import { Button } from '../../../../components/ui/button';
import { DangerButton } from '../../../../components/ui/danger-button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { explainFailure, showFailureToast } from '../../../../components/ui/failure-toasts';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import { useInstructorApplication } from '../api/get-instructor-application';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { applicationStatusTones, nameInstructor } from '../network-display';
import { ContactDetails, Detail } from './record-details';

export const APPLICATION_UPDATE_FAILED_MESSAGE = 'Failed to update the application. Please try again.';

const reviewToastTitles: Record<ApplicationStatus, string> = {
  approved: 'Application Approved',
  rejected: 'Application Rejected',
  pending: 'Application Reopened',
};

export interface ApplicationDialogProps {
  application: InstructorApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One application in full, fetched fresh, to approve, reject or reopen. */
export function ApplicationDialog({ application: fromList, open, onOpenChange }: ApplicationDialogProps) {
  const { data: application = fromList } = useInstructorApplication(fromList.id, fromList);
  const me = useInstructorSession().data?.instructor;
  const updateStatus = useUpdateApplicationStatus();
  const saving = updateStatus.isPending ? updateStatus.variables.status : null;

  function handleReview(status: ApplicationStatus) {
    updateStatus.mutate(
      { id: application.id, status },
      {
        onSuccess: (updated) => {
          toast({
            title: reviewToastTitles[updated.status],
            description:
              updated.status === 'pending'
                ? `${updated.fullName}'s application is waiting for review again.`
                : `${updated.fullName}'s application is ${applicationStatusLabels[updated.status].toLowerCase()}. Let them know by e-mail or phone.`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          showFailureToast('Update Failed', explainFailure(error, APPLICATION_UPDATE_FAILED_MESSAGE)),
      },
    );
  }

  function spinnerOr(status: ApplicationStatus, icon: ReactNode) {
    return saving === status ? (
      <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
    ) : (
      icon
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={application.fullName}
        description={`Applied ${formatSchoolDateTime(application.createdAt)}. ADI badge ${application.adiNumber}.`}
        className="max-w-2xl!"
      >
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge tone={applicationStatusTones[application.status]}>
            {applicationStatusLabels[application.status]}
          </StatusBadge>
          {application.reviewedAt ? (
            <span className="text-sm text-slate-600">
              {applicationStatusLabels[application.status]} {formatSchoolDateTime(application.reviewedAt)}
              {application.reviewedBy ? ` by ${nameInstructor(application.reviewedBy, me?.id)}` : ''}
            </span>
          ) : null}
        </div>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
          <ContactDetails email={application.email} phone={application.phone} />
          <Detail term="Address" className="sm:col-span-2">
            {application.address}, {application.postcode}
          </Detail>
          <Detail term="ADI badge number">{application.adiNumber}</Detail>
          <Detail term="Experience">{experienceYearsLabels[application.experienceYears]}</Detail>
          <Detail term="Hourly rate">{hourlyRateLabels[application.hourlyRate]}</Detail>
          <Detail term="Vehicle">{vehicleTypeLabels[application.vehicleType]}</Detail>
          <Detail term="Areas" className="sm:col-span-2">
            {application.areasWorked.join(', ')}
          </Detail>
          <Detail term="Days" className="sm:col-span-2">
            {application.workDays.join(', ')}
          </Detail>
          <Detail term="Hours">{workHoursLabels[application.workHours]}</Detail>
          <Detail term="Flexibility">{flexibilityLabels[application.flexibility]}</Detail>
          <Detail term="Business insurance">
            {application.hasInsurance ? 'Confirmed' : 'Not confirmed'}
          </Detail>
          <Detail term="ADI badge or trainee licence">
            {application.hasBusinessLicense ? 'Confirmed' : 'Not confirmed'}
          </Detail>
          <Detail term="Additional information" className="sm:col-span-2">
            {application.additionalInfo ?? 'None given'}
          </Detail>
        </dl>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          {application.status !== 'pending' ? (
            <Button variant="secondary" onClick={() => handleReview('pending')} disabled={saving !== null}>
              {spinnerOr('pending', <RotateCcw aria-hidden="true" className="size-4" />)}
              Back to Pending
            </Button>
          ) : null}
          {application.status !== 'rejected' ? (
            <DangerButton onClick={() => handleReview('rejected')} disabled={saving !== null}>
              {spinnerOr('rejected', <X aria-hidden="true" className="size-4" />)}
              Reject
            </DangerButton>
          ) : null}
          {application.status !== 'approved' ? (
            <Button onClick={() => handleReview('approved')} disabled={saving !== null}>
              {spinnerOr('approved', <Check aria-hidden="true" className="size-4" />)}
              Approve
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
