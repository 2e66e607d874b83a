import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { formatShortDate, formatTime12h } from '../../../../../core/format/display-format';
import { describeTestOutcome, getMockTestTotals } from '../../../../../core/progress/mock-test';
import { createMockTestRequestSchema } from '../../../../../core/progress/test-record-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../../core/time/london-time';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, TextareaField, TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { useStudentLessons } from '../../../../lib/api/get-student-lessons';
import { isApiRequestError } from '../../../../lib/api-client';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { toServerFieldErrors } from '../../../../lib/server-field-errors';
import { useRecordMockTest } from '../api/record-mock-test';
import { type SheetMarks, toFaults } from '../mock-test-sheet';
import { MockTestOutcome, MockTestSheetFields } from './mock-test-sheet-fields';

export const RECORD_MOCK_TEST_FAILED_MESSAGE = 'Failed to save the mock test. Please try again.';

const formFields = ['takenOn', 'lessonId', 'faults', 'notes'] as const;
type FormFieldName = (typeof formFields)[number];
type FieldErrors = Partial<Record<FormFieldName, string>>;

/** The schema's messages, one per field (the first), for the form's own fields. */
function toFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  return Object.fromEntries(
    toServerFieldErrors(fields, formFields).map(({ name, message }) => [name, message]),
  );
}

/**
 * 'Record a mock test': the DVSA marking sheet with counters, the live outcome by the pass rule,
 * the date (today by default), the lesson it was taken in (optional) and notes.
 */
export function RecordMockTestDialog({ studentId, studentName }: { studentId: number; studentName: string }) {
  const [marks, setMarks] = useState<SheetMarks>({});
  const [takenOn, setTakenOn] = useState('');
  const [lessonId, setLessonId] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const record = useRecordMockTest(studentId);
  const dialog = useDialogForm({
    onOpen: () => {
      setMarks({});
      setTakenOn(getSchoolToday(new Date()));
      setLessonId('');
      setNotes('');
      setErrors({});
    },
    failureMessage: RECORD_MOCK_TEST_FAILED_MESSAGE,
  });
  const lessons = useStudentLessons(dialog.open ? studentId : null);
  const now = new Date();
  // Lessons it could have been taken in: started and not cancelled (the server checks the same).
  const startedLessons = (lessons.data ?? []).filter(
    (lesson) => lesson.status !== 'cancelled' && `${lesson.date}T${lesson.startTime}` <= nowWallClock(now),
  );
  const idPrefix = `student-${studentId}-mock`;
  const ids = { takenOn: `${idPrefix}-date`, lessonId: `${idPrefix}-lesson`, notes: `${idPrefix}-notes` };

  const handleSubmit = dialog.handleStateSubmit(() => {
    const parsed = createMockTestRequestSchema.safeParse({
      takenOn,
      ...(lessonId ? { lessonId: Number(lessonId) } : {}),
      faults: toFaults(marks),
      notes,
    });
    if (!parsed.success) {
      setErrors(
        toFieldErrors(
          Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
        ),
      );
      return;
    }
    setErrors({});
    const outcome = describeTestOutcome(getMockTestTotals(parsed.data.faults));
    record.mutate(parsed.data, {
      onSuccess: () => {
        dialog.close();
        toast({ title: 'Mock Test Recorded', description: `${studentName}: ${outcome}.` });
      },
      onError: (error) => {
        const fieldErrors = toFieldErrors(isApiRequestError(error, 400) ? error.apiError?.fields : undefined);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else dialog.setServerMessage(explainFailure(error, RECORD_MOCK_TEST_FAILED_MESSAGE));
      },
    });
  });

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          <ClipboardCheck aria-hidden="true" className="size-4" />
          Record a mock test<span className="sr-only"> for {studentName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Record a mock test"
        description={`Mark ${studentName}'s drive like the DVSA sheet: the outcome follows the real test's rule.`}
        className="sm:max-w-2xl"
      >
        <form className="grid gap-4" noValidate onSubmit={handleSubmit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id={ids.lessonId}
              label="Lesson"
              optional
              error={errors.lessonId}
              value={lessonId}
              onChange={(event) => {
                const chosen = startedLessons.find((lesson) => String(lesson.id) === event.target.value);
                setLessonId(event.target.value);
                // A mock test taken in a lesson takes that lesson's date (the server does the same).
                if (chosen) setTakenOn(chosen.date);
              }}
            >
              <option value="">{lessons.isPending ? 'Loading lessons…' : 'Not in a lesson'}</option>
              {startedLessons.map((lesson) => (
                <option key={lesson.id} value={lesson.id}>
                  {formatShortDate(lesson.date)}, {formatTime12h(lesson.startTime)}
                </option>
              ))}
            </SelectField>
            <TextField
              id={ids.takenOn}
              label="Date"
              hint={lessonId ? 'The date of the lesson it was taken in.' : undefined}
              error={errors.takenOn}
              type="date"
              value={takenOn}
              max={getSchoolToday(now)}
              readOnly={lessonId !== ''}
              onChange={(event) => setTakenOn(event.target.value)}
            />
          </div>
          <MockTestSheetFields marks={marks} onChange={setMarks} idPrefix={idPrefix} />
          {errors.faults ? <p className="text-sm font-medium text-red-700">{errors.faults}</p> : null}
          <TextareaField
            id={ids.notes}
            label="Notes"
            optional
            error={errors.notes}
            rows={2}
            maxLength={2000}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <FormAlert message={dialog.serverMessage} />
          <MockTestOutcome marks={marks} />
          <DialogFormActions isPending={record.isPending} submitLabel="Save Mock Test" />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Now as 'YYYY-MM-DDTHH:MM' on London's wall clock, to compare with a lesson's date and time. */
function nowWallClock(now: Date): string {
  const { date, time } = toZonedParts(now, SCHOOL_TIME_ZONE);
  return `${date}T${time}`;
}
