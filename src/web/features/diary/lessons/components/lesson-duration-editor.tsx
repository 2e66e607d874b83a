import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ACTUAL_DURATION_MAX,
  ACTUAL_DURATION_MIN,
  ACTUAL_DURATION_STEP,
  actualDurationSchema,
} from '../../../../../core/diary/lessons/lessons-schemas';
import { formatDurationLabel, formatShortDate } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { GENERIC_FAILURE_TITLE, showFailureToast } from '../../../../components/ui/failure-toasts';
import { FieldError, fieldAriaProps, inputClassName } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useUpdateLessonDuration } from '../api/update-lesson-duration';

export const LESSON_DURATION_FAILED_MESSAGE = 'Failed to update lesson duration';

export interface LessonDurationEditorProps {
  lessonId: number;
  date: string;
  bookedDuration: number;
  actualDuration: number | null;
}

/** The actual duration of a lesson, edited inline: 15 to 480 minutes in steps of 15, saved or cancelled. */
export function LessonDurationEditor({
  lessonId,
  date,
  bookedDuration,
  actualDuration,
}: LessonDurationEditorProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateLessonDuration();
  const inputId = useId();
  const lessonName = `the lesson on ${formatShortDate(date)}`;

  function startEditing() {
    setValue(String(actualDuration ?? bookedDuration));
    setError(undefined);
    setEditing(true);
  }

  function handleSave() {
    const parsed = actualDurationSchema.safeParse(value.trim() === '' ? Number.NaN : Number(value));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { lessonId, actualDuration: parsed.data },
      {
        onSuccess: () => {
          setEditing(false);
          toast({
            title: 'Lesson Updated',
            description: `${formatShortDate(date)}: ${parsed.data} minutes recorded.`,
          });
        },
        onError: () => showFailureToast(GENERIC_FAILURE_TITLE, LESSON_DURATION_FAILED_MESSAGE),
      },
    );
  }

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">
          Actual: {actualDuration === null ? 'not recorded' : `${formatDurationLabel(actualDuration)}`}
        </span>
        <Button variant="ghost" size="compact" onClick={startEditing}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> actual duration of {lessonName}</span>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Actual duration (minutes)
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={ACTUAL_DURATION_MIN}
          max={ACTUAL_DURATION_MAX}
          step={ACTUAL_DURATION_STEP}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') handleSave();
            if (event.key === 'Escape') setEditing(false);
          }}
          className={`${inputClassName} w-28`}
          {...fieldAriaProps(inputId, { error })}
        />
        <Button size="compact" onClick={handleSave} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button
          variant="secondary"
          size="compact"
          onClick={() => setEditing(false)}
          disabled={update.isPending}
        >
          Cancel
        </Button>
      </div>
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}
