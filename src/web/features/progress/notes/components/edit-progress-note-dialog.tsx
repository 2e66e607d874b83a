import { Pencil } from 'lucide-react';
import { useState } from 'react';
import {
  ASSESSMENT_OPTIONS,
  type Assessment,
  assessmentLabels,
} from '../../../../../core/progress/note-skills';
import {
  type SchoolProgressNote,
  updateProgressNoteRequestSchema,
} from '../../../../../core/progress/progress-notes-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions } from '../../../../components/ui/dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { SelectField, TextareaField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { isApiRequestError } from '../../../../lib/api-client';
import { useUpdateProgressNote } from '../api/update-progress-note';

type TextField = 'instructorNotes' | 'areasToImprove' | 'homeworkAssigned' | 'nextLessonFocus';
const textFields: { name: TextField; label: string; rows: number; max: number }[] = [
  { name: 'instructorNotes', label: 'Notes', rows: 4, max: 5000 },
  { name: 'areasToImprove', label: 'Areas to improve', rows: 2, max: 2000 },
  { name: 'homeworkAssigned', label: 'Homework', rows: 2, max: 2000 },
  { name: 'nextLessonFocus', label: 'Next lesson focus', rows: 2, max: 500 },
];

function wordsOf(note: SchoolProgressNote): Record<TextField, string> {
  return {
    instructorNotes: note.instructorNotes,
    areasToImprove: note.areasToImprove ?? '',
    homeworkAssigned: note.homeworkAssigned ?? '',
    nextLessonFocus: note.nextLessonFocus ?? '',
  };
}

const UPDATE_NOTE_FAILED_MESSAGE = 'Failed to update the note';
/** Edit a note's words and assessment; the note's history keeps what it said before. */
export function EditProgressNoteDialog({ note }: { note: SchoolProgressNote }) {
  const [words, setWords] = useState(() => wordsOf(note));
  const [assessment, setAssessment] = useState<Assessment>(note.overallAssessment);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateProgressNote(note.id);
  const prefix = `note-${note.id}-edit`;

  const dialog = useDialogForm({
    onOpen: () => {
      setWords(wordsOf(note));
      setAssessment(note.overallAssessment);
      setErrors({});
    },
    failureMessage: UPDATE_NOTE_FAILED_MESSAGE,
  });

  const handleSubmit = dialog.handleStateSubmit(() => {
    const parsed = updateProgressNoteRequestSchema.safeParse({ ...words, overallAssessment: assessment });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => {
        dialog.close();
        toast({
          title: 'Note Updated',
          description: `The note for ${note.studentName} is changed. Its earlier words are kept in its history.`,
        });
      },
      onError: (error) => {
        const fields = isApiRequestError(error, 400) ? error.apiError?.fields : undefined;
        if (fields) setErrors(fields);
        else {
          dialog.close();
          showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, UPDATE_NOTE_FAILED_MESSAGE));
        }
      },
    });
  });

  return (
    <>
      <Button variant="ghost" size="compact" onClick={dialog.show}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
        <span className="sr-only"> the note for {note.studentName}</span>
      </Button>
      <Dialog {...dialog.dialogProps}>
        <DialogContent
          title="Edit progress note"
          description={`${note.studentName}'s note. What it says now is kept in its history; the skill levels it recorded stay as they are.`}
        >
          <form className="grid gap-4" noValidate onSubmit={handleSubmit}>
            {textFields.map((field) => {
              const id = `${prefix}-${field.name}`;
              return (
                <TextareaField
                  key={field.name}
                  id={id}
                  label={field.label}
                  optional={field.name !== 'instructorNotes'}
                  error={errors[field.name]}
                  rows={field.rows}
                  maxLength={field.max}
                  value={words[field.name]}
                  onChange={(event) =>
                    setWords((current) => ({ ...current, [field.name]: event.target.value }))
                  }
                />
              );
            })}
            <SelectField
              id={`${prefix}-assessment`}
              label="Overall assessment"
              error={errors.overallAssessment}
              value={assessment}
              onChange={(event) => {
                const chosen = ASSESSMENT_OPTIONS.find((option) => option === event.target.value);
                if (chosen) setAssessment(chosen);
              }}
            >
              {ASSESSMENT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {assessmentLabels[option]}
                </option>
              ))}
            </SelectField>
            <DialogFormActions
              isPending={update.isPending}
              submitLabel="Save Changes"
              pendingLabel="Saving…"
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
