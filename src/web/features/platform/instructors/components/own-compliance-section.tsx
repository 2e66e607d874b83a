import { Link } from 'react-router';
import { badgeTypeLabels } from '../../../../../core/partner-network/application-vetting';
import {
  formatComplianceDate,
  type InstructorCompliance,
} from '../../../../../core/platform/auth/instructor-compliance';
import { ComplianceBadge, ComplianceLines } from '../../../../components/ui/compliance-standing';
import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { getDashboardTabPath } from '../../../../lib/dashboard-tabs';
import { useInstructorCompliance } from '../api/get-instructor-compliance';

/**
 * The signed-in instructor's own documents, in Settings (docs/decisions/0057): read-only, with
 * why they cannot be booked or when a document runs out. The owner keeps the record (an owner's
 * own is changed on the Instructors tab, as anyone's).
 */
export function OwnComplianceSection() {
  const session = useInstructorSession();
  const instructor = session.data?.instructor;
  const compliance = useInstructorCompliance(instructor?.id);
  const isOwner = instructor?.role === 'owner';

  return (
    <SectionCard
      id="my-documents"
      title="My documents"
      description={
        isOwner ? (
          <>
            Your badge, insurance and DBS check. Change them on the{' '}
            <Link
              to={getDashboardTabPath('instructors')}
              className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-800"
            >
              Instructors tab
            </Link>
            .
          </>
        ) : (
          "Your badge, insurance and DBS check as the school's owner recorded them. Send the owner your new documents when you renew them."
        )
      }
      actions={compliance.data ? <ComplianceBadge state={compliance.data.assessment.state} /> : undefined}
    >
      {compliance.isPending ? (
        <div className="grid gap-2">
          <p className="sr-only" role="status">
            Loading your documents
          </p>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : compliance.isError ? (
        <p role="alert" className="text-slate-700">
          Your documents didn't load. Check your connection and open Settings again.
        </p>
      ) : (
        <ComplianceRecordFacts compliance={compliance.data} />
      )}
    </SectionCard>
  );
}

function ComplianceRecordFacts({ compliance }: { compliance: InstructorCompliance }) {
  const { record, assessment } = compliance;
  return (
    <div className="grid gap-3">
      <ComplianceLines assessment={assessment} lessonsToCover={compliance.lessonsToCover} />
      {record ? (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <Fact term={badgeTypeLabels[record.badgeType]} value={record.adiNumber} />
          <Fact
            term={record.badgeType === 'trainee' ? 'Licence expires on' : 'Badge expires on'}
            value={formatComplianceDate(record.badgeExpiresOn)}
          />
          <Fact term="Motor insurance expires on" value={formatComplianceDate(record.insuranceExpiresOn)} />
          <Fact term="Covers driving tuition" value={record.insuranceCoversTuition ? 'Yes' : 'No'} />
          <Fact term="DBS check dated" value={formatComplianceDate(record.dbsCheckedOn)} />
        </dl>
      ) : (
        <p className="text-slate-700">
          Nothing recorded yet. Give the school's owner your badge and insurance.
        </p>
      )}
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}
