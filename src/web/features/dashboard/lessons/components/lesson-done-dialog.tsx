import { zodResolver } from '@hookform/resolvers/zod';
import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ACTUAL_DURATION_MAX,
  ACTUAL_DURATION_MIN,
  ACTUAL_DURATION_STEP,
  completeLessonRequestSchema,
} from '../../../../../core/dashboard/lessons-schemas';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFormActions,
  DialogTrigger,
} from '../../../../components/ui/dialog';
import { describedBy, FormField, inputClassName } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { isApiRequestError } from '../../../../lib/api-client';
import { LessonChangeFormAlert } from '../../../progress/components/lesson-change-parts';
import { explainFailure } from '../../components/toasts';
import { getNoteForLessonPath } from '../../notes/note-for-lesson-link';
import { type CompleteLessonRequest, useCompleteLesson } from '../api/complete-lesson';
import type { StudentCardLesson } from '../lesson-timing';

export const LESSON_DONE_FAILED_MESSAGE = 'Failed to record the lesson. Please try again.';

export interface LessonActionDialogProps {
  lesson: StudentCardLesson;
  studentName: string;
  /** Whether the action applies yet (Done and No-show: once the lesson has started). */
  disabled?: boolean;
  /** The id of the note saying why the button is disabled. */
  describedById?: string | undefined;
}

/** 'Done': the lesson happened; how long it really lasted is what it uses of the learner's hours. */
export function LessonDoneDialog({
  lesson,
  studentName,
  studentId,
  disabled = false,
  describedById,
}: LessonActionDialogProps & {
  /** The learner's id: once Done is recorded, the dialog offers this lesson's progress note. */
  studentId?: number;
}) {
  const [open, setOpen] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // After Done, the dialog offers the lesson's progress note (issue 34).
  const [recorded, setRecorded] = useState(false);
  const complete = useCompleteLesson(lesson.id);
  const form = useForm<CompleteLessonRequest>({ resolver: zodResolver(completeLessonRequestSchema) });
  const error = form.formState.errors.actualMinutes?.message;
  const inputId = `lesson-${lesson.id}-actual-minutes`;
  const when = `${formatLongDate(lesson.date)} at ${formatTime12h(lesson.startTime)}`;

  function handleOpenChange(next: boolean) {
    if (next) {
      form.reset({ actualMinutes: lesson.actualDuration ?? lesson.bookedDuration });
      setServerMessage(null);
      setRecorded(false);
    }
    setOpen(next);
  }

  function handleValid(values: CompleteLessonRequest) {
    setServerMessage(null);
    // The promise, not mutate's callbacks: the lesson may leave the card's list, and this dialog with it.
    complete.mutateAsync(values).then(
      () => {
        if (studentId === undefined) setOpen(false);
        else setRecorded(true);
        toast({
          title: 'Lesson Done',
          description: `${studentName}'s lesson on ${when}: ${values.actualMinutes} minutes used.`,
        });
      },
      (failure: unknown) => {
        const fieldMessage = isApiRequestError(failure, 400)
          ? failure.apiError?.fields?.actualMinutes
          : undefined;
        if (fieldMessage) form.setError('actualMinutes', { message: fieldMessage }, { shouldFocus: true });
        else setServerMessage(explainFailure(failure, LESSON_DONE_FAILED_MESSAGE));
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact" disabled={disabled} aria-describedby={describedById}>
          Done<span className="sr-only">: lesson on {when}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Lesson done" description={`${studentName}, ${when}.`}>
        {recorded && studentId !== undefined ? (
          <div className="grid gap-4">
            <p className="text-slate-800">
              Recorded. Write the progress note for this lesson while it is fresh?
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">Not Now</Button>
              </DialogClose>
              <Button asChild>
                <Link to={getNoteForLessonPath(studentId, lesson.id)} onClick={() => setOpen(false)}>
                  <NotebookPen aria-hidden="true" className="size-4" />
                  Write the Note
                </Link>
              </Button>
            </div>
          </div>
        ) : (
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(event) => {
              form.clearErrors();
              void form.handleSubmit(handleValid)(event);
            }}
          >
            <FormField
              id={inputId}
              label="Minutes driven"
              hint={`Booked for ${lesson.bookedDuration} minutes. These minutes are used from the learner's hours.`}
              error={error}
            >
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={ACTUAL_DURATION_MIN}
                max={ACTUAL_DURATION_MAX}
                step={ACTUAL_DURATION_STEP}
                className={`${inputClassName} sm:max-w-40`}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(inputId, { hint: true, error })}
                {...form.register('actualMinutes', { valueAsNumber: true })}
              />
            </FormField>
            <LessonChangeFormAlert message={serverMessage} />
            <DialogFormActions isPending={complete.isPending} submitLabel={'Mark Done'} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
