import {
  applicationStatusLabels,
  experienceYearsLabels,
  flexibilityLabels,
  hourlyRateLabels,
  type InstructorApplication,
  vehicleTypeLabels,
  workHoursLabels,
} from '../../../../../core/partner-network/instructor-application-schemas';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import { useInstructorApplication } from '../api/get-instructor-application';
import { applicationStatusTones, nameInstructor } from '../network-display';
import { ApplicationVettingSection } from './application-vetting-section';
import { ContactDetails, Detail } from './record-details';

export interface ApplicationDialogProps {
  application: InstructorApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One application in full, fetched fresh, with its vetting: the next step, approval or rejection. */
export function ApplicationDialog({ application: fromList, open, onOpenChange }: ApplicationDialogProps) {
  const { data: application = fromList } = useInstructorApplication(fromList.id, fromList);
  const me = useInstructorSession().data?.instructor;

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
          <Detail term="ADI badge number (as given)">{application.adiNumber}</Detail>
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
        <ApplicationVettingSection application={application} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
