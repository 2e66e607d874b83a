import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import {
  RUNNING_LATE_MINUTES,
  type RunningLateMinutes,
  type RunningLateResponse,
  runningLateRequestSchema,
} from '../../../../../core/diary/today/today-schemas';
import { formatTime12h, getFirstName } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ChoiceGroup } from '../../../../components/ui/form-field';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { classNames } from '../../../../lib/class-names';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';
import { useSendRunningLate } from '../api/send-running-late';
import { describeRunningLateOutcome, type NoticeTone } from '../today-display';

export const RUNNING_LATE_FAILED_MESSAGE = 'The notice could not be sent. Please try again.';
/** The usual small delay: one tap less when it is right. */
const DEFAULT_MINUTES: RunningLateMinutes = 10;

const outcomeClassNames: Record<NoticeTone, string> = {
  success: 'border-green-200 bg-green-50 text-green-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-950',
  danger: 'border-red-200 bg-red-50 text-red-900',
};
const outcomeIcons = { success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

function RunningLateOutcome({ answer, learnerName }: { answer: RunningLateResponse; learnerName: string }) {
  const summary = describeRunningLateOutcome(answer, getFirstName(learnerName));
  const Icon = outcomeIcons[summary.tone];
  return (
    <div
      role="status"
      className={classNames('flex items-start gap-3 rounded-lg border p-3', outcomeClassNames[summary.tone])}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid min-w-0 gap-1">
        <p className="font-bold">{summary.title}</p>
        <p className="text-sm break-words">{summary.detail}</p>
      </div>
    </div>
  );
}

/**
 * "Running late": the instructor picks how late (10 minutes already chosen), and the learner is
 * told by their reminder channel. The dialog then says what really happened: sent, sent by
 * e-mail instead, or not sent at all because nothing is configured.
 */
export function RunningLateDialog({
  lesson,
}: {
  lesson: { id: number; startTime: string; learner: { fullName: string } };
}) {
  const [minutes, setMinutes] = useState<RunningLateMinutes | null>(DEFAULT_MINUTES);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [answer, setAnswer] = useState<RunningLateResponse | null>(null);
  const send = useSendRunningLate(lesson.id);
  const queryClient = useQueryClient();
  // Its fields are state (one choice of three), not a react-hook-form form.
  const dialog = useDialogForm({
    onOpen: () => {
      setMinutes(DEFAULT_MINUTES);
      setFieldError(undefined);
      setAnswer(null);
      send.reset();
    },
    failureMessage: RUNNING_LATE_FAILED_MESSAGE,
  });
  const groupId = useId();
  const learnerName = lesson.learner.fullName;
  const firstName = getFirstName(learnerName);

  function handleSubmit() {
    const parsed = runningLateRequestSchema.safeParse({ minutes });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    send.mutateAsync(parsed.data).then(setAnswer, (failure: unknown) => {
      dialog.showFailure(failure);
      // A 409 means the lesson ended or got an outcome meanwhile: the screen should show that.
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.today });
    });
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          Running late<span className="sr-only">: tell {learnerName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Running late"
        description={`Tell ${learnerName} you will be late for the ${formatTime12h(lesson.startTime)} lesson, by their reminder channel.`}
      >
        {answer ? (
          <div className="grid gap-4">
            <RunningLateOutcome answer={answer} learnerName={learnerName} />
            <DialogClose asChild>
              <Button>Close</Button>
            </DialogClose>
          </div>
        ) : (
          <form className="grid gap-4" noValidate onSubmit={dialog.handleStateSubmit(handleSubmit)}>
            <ChoiceGroup
              id={groupId}
              legend="How late?"
              legendClassName="mb-2 font-medium text-slate-900"
              error={fieldError}
            >
              <div className="grid grid-cols-3 gap-2">
                {RUNNING_LATE_MINUTES.map((value) => (
                  <label
                    key={value}
                    className="relative flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 py-2 font-semibold text-slate-900 hover:border-slate-400 has-checked:border-blue-700 has-checked:bg-blue-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700"
                  >
                    <input
                      type="radio"
                      name={`${groupId}-minutes`}
                      value={value}
                      checked={minutes === value}
                      onChange={() => setMinutes(value)}
                      className="absolute inset-0 cursor-pointer appearance-none rounded-lg focus-visible:outline-none"
                    />
                    {value} min
                  </label>
                ))}
              </div>
            </ChoiceGroup>
            <FormAlert message={dialog.serverMessage} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? (
                  <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
                ) : null}
                {send.isPending ? 'Sending…' : `Tell ${firstName}`}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
