import { Check, Circle, CircleCheck, LoaderCircle, MailCheck, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate } from '../../../../../core/format/display-format';
import {
  type ApplicationStepRequest,
  badgeTypeLabels,
  nextStep,
  VETTING_MESSAGES,
  vettingRecordProblems,
} from '../../../../../core/partner-network/application-vetting';
import {
  type ApplicationStatus,
  type ApplicationStepResponse,
  applicationStatusLabels,
  type InstructorApplication,
} from '../../../../../core/partner-network/instructor-application-schemas';
import { Button } from '../../../../components/ui/button';
import { CopyButton } from '../../../../components/ui/copy-button';
import { DangerButton } from '../../../../components/ui/danger-button';
import { explainFailure, showFailureToast } from '../../../../components/ui/failure-toasts';
import { TextareaField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { classNames } from '../../../../lib/class-names';
import { formatSchoolDateTime, getSchoolToday } from '../../../../lib/school-time-format';
import { useTakeApplicationStep } from '../api/take-application-step';
import { APPLICATION_PIPELINE, nameInstructor } from '../network-display';
import { Detail } from './record-details';
import { VettingRecordForm } from './vetting-record-form';

export const APPLICATION_STEP_FAILED_MESSAGE = 'The application was not updated. Please try again.';

const stepToastTitles: Record<ApplicationStatus, string> = {
  received: 'Application Received',
  documents_checked: 'Documents Checked',
  dvsa_checked: 'DVSA Register Checked',
  approved: 'Application Approved',
  invited: 'Invitation Sent',
  active: 'Instructor Active',
  rejected: 'Application Rejected',
};

/** Where the application stands on the way to an account, each step done with who and when. */
function PipelineProgress({
  application,
  myId,
}: {
  application: InstructorApplication;
  myId: number | undefined;
}) {
  const reached = new Map(application.history.map((event) => [event.status, event]));
  const rejected = application.history.find((event) => event.status === 'rejected');
  return (
    <ol aria-label="Steps to an account" className="grid gap-2">
      {APPLICATION_PIPELINE.map((status) => {
        const event = reached.get(status);
        const current = application.status === status;
        return (
          <li key={status} className="flex items-start gap-2">
            {event ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
            )}
            <span className={classNames('leading-snug', event ? 'text-slate-900' : 'text-slate-600')}>
              <span className={current ? 'font-semibold' : undefined}>{applicationStatusLabels[status]}</span>
              {event ? (
                <span className="text-sm text-slate-600">
                  {' '}
                  · {formatSchoolDateTime(event.at)}
                  {event.by ? ` · ${nameInstructor(event.by, myId)}` : ''}
                </span>
              ) : (
                <span className="sr-only"> (not yet)</span>
              )}
            </span>
          </li>
        );
      })}
      {rejected ? (
        <li className="flex items-start gap-2">
          <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <span className="leading-snug text-slate-900">
            <span className="font-semibold">Rejected</span>
            <span className="text-sm text-slate-600">
              {' '}
              · {formatSchoolDateTime(rejected.at)}
              {rejected.by ? ` · ${nameInstructor(rejected.by, myId)}` : ''}
            </span>
          </span>
        </li>
      ) : null}
    </ol>
  );
}

function VettingRecordDetails({ application }: { application: InstructorApplication }) {
  const { vetting } = application;
  if (!vetting) return null;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
      <Detail term="Number on the badge">{vetting.adiNumber}</Detail>
      <Detail term="Badge">
        {badgeTypeLabels[vetting.badgeType]}, expires {formatLongDate(vetting.badgeExpiresOn)}
      </Detail>
      <Detail term="Motor insurance">
        {vetting.insuranceCoversTuition ? 'Covers tuition' : 'Does not cover tuition'}, expires{' '}
        {formatLongDate(vetting.insuranceExpiresOn)}
      </Detail>
      <Detail term="DBS check">{formatLongDate(vetting.dbsCheckedOn)}</Detail>
      {application.dvsaCheckedAt ? (
        <Detail term="DVSA register checked" className="sm:col-span-2">
          {formatSchoolDateTime(application.dvsaCheckedAt)}
          {application.dvsaCheckedBy ? ` by ${nameInstructor(application.dvsaCheckedBy, undefined)}` : ''}
        </Detail>
      ) : null}
    </dl>
  );
}

/**
 * The vetting part of an application (docs/decisions/0055): the steps so far, the record, the
 * form or button for the next step, and rejection with a reason the applicant is e-mailed.
 */
export function ApplicationVettingSection({
  application,
  onDone,
}: {
  application: InstructorApplication;
  /** After a step whose outcome the toast says in full: closes the dialog. */
  onDone: () => void;
}) {
  const myId = useInstructorSession().data?.instructor.id;
  const takeStep = useTakeApplicationStep();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  const saving = takeStep.isPending ? takeStep.variables.request.step : null;
  const step = nextStep(application.status);
  const today = getSchoolToday(new Date());
  const expired = application.vetting ? vettingRecordProblems(application.vetting, today) : {};
  const canReject = step !== null;

  function run(request: ApplicationStepRequest, onFieldErrors?: (error: unknown) => boolean) {
    takeStep.mutate(
      { id: application.id, request },
      {
        onSuccess: (answer: ApplicationStepResponse) => {
          toast({ title: stepToastTitles[answer.application.status], description: answer.message });
          setRejecting(false);
          // The dialog closes so the toast is read out (a modal dialog hides the rest of the page
          // from screen readers), unless it must show the invitation link the e-mail did not carry.
          if (answer.inviteUrl === null) onDone();
          else setInviteUrl(answer.inviteUrl);
        },
        onError: (error) => {
          if (onFieldErrors?.(error)) return;
          showFailureToast('Not Updated', explainFailure(error, APPLICATION_STEP_FAILED_MESSAGE));
        },
      },
    );
  }

  function handleReject() {
    const trimmed = reason.trim();
    if (trimmed.length < 10) {
      setReasonError(VETTING_MESSAGES.reason);
      return;
    }
    setReasonError(undefined);
    run({ step: 'rejected', reason: trimmed }, () => false);
  }

  const spinner = <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />;

  return (
    <section
      aria-labelledby={`application-${application.id}-vetting`}
      className="grid min-w-0 gap-4 border-t border-slate-200 pt-4"
    >
      <h3 id={`application-${application.id}-vetting`} className="text-lg">
        Vetting
      </h3>
      <PipelineProgress application={application} myId={myId} />
      <VettingRecordDetails application={application} />

      {step === 'documents_checked' ? (
        <div className="grid gap-2">
          <p className="text-slate-700">
            Ask {application.fullName} for their badge, their motor insurance certificate and their DBS
            certificate, and record what they show.
          </p>
          <VettingRecordForm
            applicationId={application.id}
            adiNumberGiven={application.adiNumber}
            saving={saving === 'documents_checked'}
            onSubmit={(record, onFieldErrors) => run({ step: 'documents_checked', ...record }, onFieldErrors)}
          />
        </div>
      ) : null}

      {step === 'dvsa_checked' ? (
        <div className="grid gap-3">
          <p className="text-slate-700">
            Look up {application.vetting?.adiNumber ?? application.adiNumber} on the DVSA's register of
            approved driving instructors. Recording the check puts your name and the time on it.
          </p>
          <div>
            <Button onClick={() => run({ step: 'dvsa_checked' })} disabled={saving !== null}>
              {saving === 'dvsa_checked' ? spinner : <ShieldCheck aria-hidden="true" className="size-4" />}
              DVSA Register Checked
            </Button>
          </div>
        </div>
      ) : null}

      {step === 'approved' ? (
        <div className="grid gap-3">
          {Object.keys(expired).length > 0 ? (
            <ul className="grid gap-1 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
              {Object.values(expired).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">
              Approving e-mails {application.fullName} an invitation to make their instructor account, with
              their phone, areas and car already filled in. The link works for 7 days.
            </p>
          )}
          <div>
            <Button
              onClick={() => run({ step: 'approved' })}
              disabled={saving !== null || Object.keys(expired).length > 0}
            >
              {saving === 'approved' ? spinner : <Check aria-hidden="true" className="size-4" />}
              Approve and Invite
            </Button>
          </div>
        </div>
      ) : null}

      {application.status === 'invited' ? (
        <p className="flex items-start gap-2 text-slate-700">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
          Invited. When {application.fullName} accepts, their account is made and this application becomes
          active. To send the link again, use the Instructors tab.
        </p>
      ) : null}
      {inviteUrl ? (
        <div className="grid min-w-0 gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="text-amber-950">
            The e-mail did not go. Send {application.fullName} this link yourself:
          </p>
          <div className="flex min-w-0 items-center gap-2">
            {/* Whole and wrapped: the owner may read it out or check it before passing it on. */}
            <code className="min-w-0 flex-1 rounded bg-white px-2 py-1 text-sm break-all">{inviteUrl}</code>
            <CopyButton value={inviteUrl} label="Invitation link" />
          </div>
        </div>
      ) : null}
      {application.status === 'active' ? (
        <p className="text-slate-700">{application.fullName} has accepted and has an instructor account.</p>
      ) : null}
      {application.status === 'rejected' ? (
        <Detail term="Reason given to the applicant">
          {application.rejectionReason ?? 'Rejected before reasons were recorded.'}
        </Detail>
      ) : null}

      {canReject && rejecting ? (
        <div className="grid gap-3 rounded-lg border border-slate-200 p-3">
          <TextareaField
            id={`application-${application.id}-reason`}
            label="Why is the application rejected?"
            hint={`${application.fullName} is e-mailed this, in these words.`}
            value={reason}
            error={reasonError}
            maxLength={1000}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setRejecting(false)} disabled={saving !== null}>
              Cancel
            </Button>
            <DangerButton onClick={handleReject} disabled={saving !== null}>
              {saving === 'rejected' ? spinner : <X aria-hidden="true" className="size-4" />}
              Reject and E-mail Reason
            </DangerButton>
          </div>
        </div>
      ) : null}
      {canReject && !rejecting ? (
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <DangerButton onClick={() => setRejecting(true)} disabled={saving !== null}>
            <X aria-hidden="true" className="size-4" />
            Reject
          </DangerButton>
        </div>
      ) : null}
    </section>
  );
}
