import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatLongDate } from '../../../../../core/format/display-format';
import {
  type CreateHandOverRequest,
  createHandOverRequestSchema,
  type HandOver,
  type HandOverEvent,
  handOverKindLabels,
  type StudentHandOversResponse,
  type ValidCreateHandOverRequest,
} from '../../../../../core/learners/hand-overs/hand-over-schemas';
import { Button } from '../../../../components/ui/button';
import { CopyButton } from '../../../../components/ui/copy-button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import {
  ChoiceGroup,
  ChoiceOption,
  SelectField,
  TextareaField,
  TextField,
} from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { useCancelHandOver } from '../api/cancel-hand-over';
import { useCreateHandOver } from '../api/create-hand-over';
import { useStudentHandOvers } from '../api/get-student-hand-overs';
import { useRenewHandOverLink } from '../api/renew-hand-over-link';

export const HAND_OVER_FAILED_MESSAGE = 'Could not ask for the hand-over. Please try again.';

const handOverFields = ['toInstructorId', 'kind', 'fromDate', 'toDate', 'note'] as const;

const statusLabels: Record<HandOver['status'], string> = {
  pending: 'Waiting for the learner',
  declined: 'Declined by the learner',
  cancelled: 'Cancelled',
  expired: 'Link expired',
  agreed: 'Agreed: cover starts on its first day',
  in_force: 'Cover running',
  ended: 'Cover ended',
  completed: 'Handed over',
};

const eventLabels: Record<HandOverEvent['kind'], string> = {
  requested: 'Asked',
  emailed: 'Link e-mailed',
  agreed: 'Learner agreed',
  declined: 'Learner declined',
  cancelled: 'Cancelled',
  expired: 'Link expired',
  started: 'Instructor changed',
  lesson_moved: 'Lesson moved',
  lesson_not_moved: 'Lesson could not move',
  waiting_list_moved: 'Waiting-list entry moved',
  ended: 'Cover ended, learner back',
};

const emailLabels = {
  sent: 'sent',
  failed: 'could not be delivered',
  not_configured: 'NOT sent: e-mail is not set up',
};

function formatInstant(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

function describeEvent(event: HandOverEvent): string {
  const who = event.byLearner
    ? ' by the learner'
    : event.by
      ? ` by ${event.by.fullName ?? 'an instructor'}`
      : '';
  const email = event.emailStatus ? ` (${emailLabels[event.emailStatus]})` : '';
  // An e-mail other than the first link says what it was and to whom.
  if (event.kind === 'emailed' && event.detail) return `E-mailed${who}: ${event.detail}${email}`;
  const lesson = event.lessonStartsAt ? `: lesson of ${formatInstant(event.lessonStartsAt)}` : '';
  const detail = event.detail ? ` — ${event.detail}` : '';
  return `${eventLabels[event.kind]}${who}${email}${lesson}${detail}`;
}

function describePeriod(handOver: HandOver): string {
  return handOver.kind === 'cover' && handOver.fromDate && handOver.toDate
    ? `Cover ${formatLongDate(handOver.fromDate)} – ${formatLongDate(handOver.toDate)}`
    : 'Transfer for good';
}

/** The hand-over of a learner to another instructor, on their card: the dialog, the pending one, the history. */
export function HandOverPanel({ studentId, studentName }: { studentId: number; studentName: string }) {
  const handOvers = useStudentHandOvers(studentId);
  const [link, setLink] = useState<{ handOverId: number; url: string } | null>(null);
  const cancel = useCancelHandOver(studentId);
  const renew = useRenewHandOverLink(studentId);
  const data = handOvers.data;
  if (handOvers.isPending) return <p className="text-sm text-slate-600">Loading hand-overs…</p>;
  if (handOvers.isError || !data) {
    return <p className="text-sm text-red-700">Could not load this learner’s hand-overs.</p>;
  }
  const pending = data.handOvers.find((entry) => entry.status === 'pending');
  return (
    <section aria-labelledby={`student-${studentId}-hand-overs`} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`student-${studentId}-hand-overs`} className="font-semibold text-slate-900">
          Instructor
        </h3>
        {data.canHandOver ? (
          <HandOverDialog
            studentId={studentId}
            studentName={studentName}
            data={data}
            onLink={(handOverId, url) => setLink({ handOverId, url })}
          />
        ) : null}
      </div>
      <p className="text-sm text-slate-700">
        {data.currentInstructor
          ? `${studentName}’s instructor: ${data.currentInstructor.fullName ?? 'unnamed'}`
          : 'No instructor yet'}
        {data.cannotReason && !pending ? ` · ${data.cannotReason}` : ''}
      </p>
      {pending ? (
        <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-medium text-slate-900">
            {statusLabels.pending}: {describePeriod(pending)} to {pending.to.fullName ?? 'another instructor'}
          </p>
          <p className="text-slate-700">
            Nothing changes until {studentName} agrees. The link works until{' '}
            {formatInstant(pending.linkExpiresAt)}. Lost it? A new link stops the old one working.
          </p>
          {link && link.handOverId === pending.id ? (
            <div className="flex flex-wrap items-center gap-2">
              <code className="break-all rounded bg-white px-2 py-1 text-xs">{link.url}</code>
              <CopyButton value={link.url} label="Hand-over link" />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="compact"
              disabled={renew.isPending}
              onClick={() =>
                renew.mutate(pending.id, {
                  onSuccess: (answer) => {
                    setLink(answer.link ? { handOverId: pending.id, url: answer.link } : null);
                    toast({
                      title:
                        answer.emailStatus === 'sent' ? 'New link sent' : 'New link: learner NOT e-mailed',
                      description: answer.message,
                      ...(answer.emailStatus === 'sent' ? {} : { variant: 'destructive' as const }),
                    });
                  },
                  onError: () => toast({ title: 'Could not make a new link', variant: 'destructive' }),
                })
              }
            >
              New link
            </Button>
            <Button
              variant="secondary"
              size="compact"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(pending.id, {
                  onSuccess: () =>
                    toast({ title: 'Hand-over cancelled', description: 'Its link no longer works.' }),
                  onError: () => toast({ title: 'Could not cancel the hand-over', variant: 'destructive' }),
                })
              }
            >
              Cancel hand-over
            </Button>
          </div>
        </div>
      ) : null}
      {data.handOvers.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-700">
            Hand-over history ({data.handOvers.length})
          </summary>
          <ul className="mt-2 grid gap-3">
            {data.handOvers.map((entry) => (
              <li key={entry.id} className="grid gap-1">
                <p className="font-medium text-slate-900">
                  {describePeriod(entry)}: {entry.from.fullName ?? 'unnamed'} →{' '}
                  {entry.to.fullName ?? 'unnamed'} · {statusLabels[entry.status]}
                </p>
                {entry.note ? <p className="text-slate-700">Note: {entry.note}</p> : null}
                <ol className="grid gap-0.5 text-slate-600">
                  {entry.history.map((event) => (
                    <li key={event.id}>
                      {formatInstant(event.at)} · {describeEvent(event)}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

/** An emptied date field is no date: the schema then asks for one only when it is needed (cover). */
function blankToUndefined(value: unknown): unknown {
  return value === '' ? undefined : value;
}

function HandOverDialog({
  studentId,
  studentName,
  data,
  onLink,
}: {
  studentId: number;
  studentName: string;
  data: StudentHandOversResponse;
  onLink: (handOverId: number, url: string) => void;
}) {
  const create = useCreateHandOver(studentId);
  const form = useForm<CreateHandOverRequest, unknown, ValidCreateHandOverRequest>({
    resolver: zodResolver(createHandOverRequestSchema),
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({ kind: 'cover' as const, note: '' }),
    fieldNames: handOverFields,
    failureMessage: HAND_OVER_FAILED_MESSAGE,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const kind = useWatch({ control, name: 'kind' });
  const prefix = `student-${studentId}-hand-over`;
  const today = getSchoolToday(new Date());

  function handleValid(values: ValidCreateHandOverRequest) {
    const request = values.kind === 'cover' ? values : { ...values, fromDate: undefined, toDate: undefined };
    create.mutateAsync({ ...request, note: request.note ? request.note : undefined }).then(
      (answer) => {
        dialog.close();
        if (answer.link) onLink(answer.handOver.id, answer.link);
        toast({
          title: answer.emailStatus === 'sent' ? 'Hand-over asked' : 'Hand-over asked: learner NOT e-mailed',
          description: answer.message,
          ...(answer.emailStatus === 'sent' ? {} : { variant: 'destructive' as const }),
        });
      },
      (error: unknown) => dialog.showFailure(error),
    );
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          <ArrowRightLeft aria-hidden="true" className="size-4" />
          Hand over<span className="sr-only"> {studentName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Hand ${studentName} over`}
        description="To another instructor, as cover for some dates or for good. The learner agrees through a link first; their hours and progress go with them."
      >
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <SelectField
            id={`${prefix}-instructor`}
            label="New instructor"
            error={errors.toInstructorId?.message}
            defaultValue=""
            {...register('toInstructorId', {
              setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
            })}
          >
            <option value="" disabled>
              Choose…
            </option>
            {data.candidates.map((candidate) => (
              <option key={candidate.id} value={candidate.id} disabled={!candidate.available}>
                {candidate.fullName ?? `Instructor ${candidate.id}`}
                {candidate.available ? '' : ' (not bookable)'}
              </option>
            ))}
          </SelectField>
          <ChoiceGroup id={`${prefix}-kind`} legend="How long" error={errors.kind?.message}>
            {(['cover', 'transfer'] as const).map((value) => (
              <ChoiceOption
                key={value}
                type="radio"
                id={`${prefix}-kind-${value}`}
                label={handOverKindLabels[value]}
                value={value}
                {...register('kind')}
              />
            ))}
          </ChoiceGroup>
          {kind === 'cover' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={`${prefix}-from`}
                label="First day"
                type="date"
                min={today}
                error={errors.fromDate?.message}
                {...register('fromDate', { setValueAs: blankToUndefined })}
              />
              <TextField
                id={`${prefix}-to`}
                label="Last day"
                type="date"
                min={today}
                error={errors.toDate?.message}
                {...register('toDate', { setValueAs: blankToUndefined })}
              />
            </div>
          ) : null}
          <TextareaField
            id={`${prefix}-note`}
            label="Note to the learner"
            optional
            rows={3}
            error={errors.note?.message}
            {...register('note')}
          />
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions isPending={create.isPending} submitLabel="Ask the Learner" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
