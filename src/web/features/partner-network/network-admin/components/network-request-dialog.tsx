import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatLongDate } from '../../../../../core/format/display-format';
import {
  NETWORK_REQUEST_STATUS_VALUES,
  type NetworkPartnerRequest,
  type NetworkRequestStatus,
  networkLessonTypeLabels,
  networkRequestStatusLabels,
  responseTimeTexts,
  urgencyLevelLabels,
} from '../../../../../core/partner-network/network-request-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { explainFailure, showFailureToast } from '../../../../components/ui/failure-toasts';
import { ChoiceOption } from '../../../../components/ui/form-field';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import { useNetworkRequest } from '../api/get-network-request';
import { useUpdateNetworkRequestStatus } from '../api/update-network-request-status';
import { nameInstructor, networkRequestStatusTones } from '../network-display';
import { ContactDetails, Detail } from './record-details';

export const REQUEST_UPDATE_FAILED_MESSAGE = 'Failed to update the request. Please try again.';

const statusHints: Record<NetworkRequestStatus, string> = {
  pending: 'Nobody has been in touch yet.',
  contacted: "You've spoken to them and are looking for an instructor.",
  allocated: 'An instructor is taking them on.',
  closed: 'Nothing more to do.',
};

export interface NetworkRequestDialogProps {
  request: NetworkPartnerRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One request in full, fetched fresh, with its status to move on. */
export function NetworkRequestDialog({ request: fromList, open, onOpenChange }: NetworkRequestDialogProps) {
  const { data: request = fromList } = useNetworkRequest(fromList.id, fromList);
  const session = useInstructorSession();
  const me = session.data?.instructor;
  const updateStatus = useUpdateNetworkRequestStatus();
  const [status, setStatus] = useState<NetworkRequestStatus>(request.status);
  const [teachingMyself, setTeachingMyself] = useState(
    request.allocatedInstructor !== null && request.allocatedInstructor.id === me?.id,
  );
  const radioName = `network-request-${request.id}-status`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const allocatedInstructorId = status === 'allocated' && teachingMyself && me ? me.id : null;
    updateStatus.mutate(
      { id: request.id, change: { status, allocatedInstructorId } },
      {
        onSuccess: (updated) => {
          toast({
            title: 'Status Updated',
            description: `${updated.fullName}'s request is now ${networkRequestStatusLabels[updated.status].toLowerCase()}.`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          showFailureToast('Update Failed', explainFailure(error, REQUEST_UPDATE_FAILED_MESSAGE)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={request.fullName}
        description={`Received ${formatSchoolDateTime(request.createdAt)}. Reply by ${formatLongDate(request.estimatedResponseDate)}.`}
        className="max-w-2xl!"
      >
        <div className="flex flex-wrap gap-2">
          <StatusBadge tone={networkRequestStatusTones[request.status]}>
            {networkRequestStatusLabels[request.status]}
          </StatusBadge>
          <StatusBadge tone={request.urgencyLevel === 'urgent' ? 'danger' : 'neutral'}>
            {urgencyLevelLabels[request.urgencyLevel]}
          </StatusBadge>
        </div>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
          <ContactDetails email={request.email} phone={request.phone} />
          <Detail term="Needs">{networkLessonTypeLabels[request.lessonType]}</Detail>
          <Detail term="Urgency">
            {urgencyLevelLabels[request.urgencyLevel]} (
            {responseTimeTexts[request.urgencyLevel].toLowerCase()})
          </Detail>
          <Detail term="Preferred dates" className="sm:col-span-2">
            <ul className="grid gap-0.5">
              {request.preferredDates.map((date) => (
                <li key={date}>{formatLongDate(date)}</li>
              ))}
            </ul>
          </Detail>
          <Detail term="Additional requirements" className="sm:col-span-2">
            {request.additionalRequirements ?? 'None given'}
          </Detail>
          {request.status === 'allocated' ? (
            <Detail term="Allocated to" className="sm:col-span-2">
              {request.allocatedInstructor
                ? nameInstructor(request.allocatedInstructor, me?.id, { sentenceStart: true })
                : 'A partner instructor'}
            </Detail>
          ) : null}
        </dl>

        <form onSubmit={handleSubmit} className="grid gap-4 border-t border-slate-200 pt-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 font-medium text-slate-900">Status</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {NETWORK_REQUEST_STATUS_VALUES.map((value) => (
                <ChoiceOption
                  key={value}
                  type="radio"
                  id={`${radioName}-${value}`}
                  name={radioName}
                  value={value}
                  checked={status === value}
                  onChange={() => setStatus(value)}
                  label={
                    <span className="grid">
                      <span className="font-medium">{networkRequestStatusLabels[value]}</span>
                      <span className="text-sm text-slate-700">{statusHints[value]}</span>
                    </span>
                  }
                />
              ))}
            </div>
          </fieldset>
          {status === 'allocated' && me ? (
            <ChoiceOption
              id={`network-request-${request.id}-myself`}
              checked={teachingMyself}
              onChange={(event) => setTeachingMyself(event.target.checked)}
              label={`I'm teaching this learner myself${me.fullName ? ` (${me.fullName})` : ''}; leave unticked for a partner instructor`}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={updateStatus.isPending}>
              {updateStatus.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              ) : null}
              {updateStatus.isPending ? 'Saving…' : 'Save Status'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
