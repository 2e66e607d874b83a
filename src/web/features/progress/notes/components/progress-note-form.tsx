import { LoaderCircle, Save } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  ASSESSMENT_OPTIONS,
  type Assessment,
  assessmentLabels,
  DEFAULT_ASSESSMENT,
  mergePractisedSkills,
} from '../../../../../core/progress/note-skills';
import {
  createProgressNoteRequestSchema,
  STUDENT_REQUIRED_MESSAGE,
  STUDENT_REQUIRED_TITLE,
} from '../../../../../core/progress/progress-notes-schemas';
import type { SkillLevel } from '../../../../../core/progress/skill-levels';
import { SKILLS_CATALOGUE } from '../../../../../core/progress/skills-catalogue';
import { Button } from '../../../../components/ui/button';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import {
  ChoiceGroup,
  ChoiceOption,
  FormField,
  fieldAriaProps,
  inputClassName,
  SelectField,
  TextareaField,
  TextField,
} from '../../../../components/ui/form-field';
import { SectionCard } from '../../../../components/ui/section-card';
import { toast } from '../../../../components/ui/toast-store';
import { useStudentLessons } from '../../../../lib/api/get-student-lessons';
import { useStudentProgress } from '../../../../lib/api/get-student-progress';
import { useStudents } from '../../../../lib/api/get-students';
import { isApiRequestError } from '../../../../lib/api-client';
import { readNoteForLesson } from '../../../../lib/note-for-lesson-link';
import { useCreateProgressNote } from '../api/create-progress-note';
import { getEffectiveLevel, getLastSkillLevels, type SkillChoice } from '../last-skill-levels';
import { describeNoteLesson, pickNoteLessons } from '../note-lessons';
import { describeTypedMapSkills, findTypedMapSkills } from '../typed-map-skills';
import { SkillLevelPicker } from './skill-level-picker';

export const SAVE_NOTE_FAILED_MESSAGE = 'Failed to save progress notes. Please try again.';

interface NoteFormValues {
  studentId: string;
  lessonId: string;
  /** One per skill of the skills map, in SKILLS_CATALOGUE's order. */
  skills: SkillChoice[];
  otherSkills: string;
  areasToImprove: string;
  instructorNotes: string;
  overallAssessment: Assessment;
  homeworkAssigned: string;
  nextLessonFocus: string;
}

const noSkillsChosen = (): SkillChoice[] => SKILLS_CATALOGUE.map(() => ({ practised: false, level: '' }));

const defaultValues: NoteFormValues = {
  studentId: '',
  lessonId: '',
  skills: noSkillsChosen(),
  otherSkills: '',
  areasToImprove: '',
  instructorNotes: '',
  overallAssessment: DEFAULT_ASSESSMENT,
  homeworkAssigned: '',
  nextLessonFocus: '',
};

/** Where a schema error about the request shows on the form. */
const requestFieldToFormField: Record<string, keyof NoteFormValues> = {
  lessonId: 'lessonId',
  skillsPracticed: 'otherSkills',
  skillLevels: 'skills',
  areasToImprove: 'areasToImprove',
  instructorNotes: 'instructorNotes',
  overallAssessment: 'overallAssessment',
  homeworkAssigned: 'homeworkAssigned',
  nextLessonFocus: 'nextLessonFocus',
};

function optionalText(text: string): string | undefined {
  return text.trim() === '' ? undefined : text;
}

/** 'Add Progress Notes': the learner, the lesson, the skills tick-list and the instructor's words. */
export function ProgressNoteForm() {
  const students = useStudents();
  const createNote = useCreateProgressNote();
  const form = useForm<NoteFormValues>({ defaultValues });
  const {
    register,
    formState: { errors },
  } = form;
  const studentIdText = useWatch({ control: form.control, name: 'studentId' });
  const studentId = studentIdText === '' ? null : Number(studentIdText);
  const lessons = useStudentLessons(studentId);
  const lessonChoices = lessons.data ? pickNoteLessons(lessons.data, new Date()) : [];
  // The learner's level history: each skill starts at its last level.
  const progress = useStudentProgress(studentId ?? 0, studentId !== null);
  const lastLevels = getLastSkillLevels(progress.data?.skillLevels ?? []);
  const skillChoices = useWatch({ control: form.control, name: 'skills' });
  const otherSkillsText = useWatch({ control: form.control, name: 'otherSkills' });
  const typedMapSkills = describeTypedMapSkills(
    findTypedMapSkills(
      otherSkillsText,
      SKILLS_CATALOGUE.filter((_, index) => skillChoices[index]?.practised).map((skill) => skill.name),
    ),
  );
  // Opened for one lesson (after Done): its learner, then the lesson, chosen once their lists load.
  const [searchParams] = useSearchParams();
  const forLesson = useRef(readNoteForLesson(searchParams));
  const forLessonStudentLoaded = students.data?.some(
    (student) => String(student.id) === forLesson.current?.studentId,
  );
  const forLessonChoiceLoaded = lessonChoices.some(
    (lesson) => String(lesson.id) === forLesson.current?.lessonId,
  );
  useEffect(() => {
    const wanted = forLesson.current;
    if (!wanted) return;
    if (forLessonStudentLoaded && form.getValues('studentId') === '') {
      form.setValue('studentId', wanted.studentId);
    }
    if (forLessonChoiceLoaded) {
      form.setValue('lessonId', wanted.lessonId);
      forLesson.current = null;
    }
  }, [form, forLessonStudentLoaded, forLessonChoiceLoaded]);
  const studentOptions = students.data
    ? [...students.data].sort((a, b) => a.fullName.localeCompare(b.fullName, 'en-GB'))
    : [];

  function handleValid(values: NoteFormValues) {
    if (values.studentId === '') {
      // Spec section 5: a toast, not only a field message.
      showFailureToast(STUDENT_REQUIRED_TITLE, STUDENT_REQUIRED_MESSAGE);
      form.setError('studentId', { message: STUDENT_REQUIRED_MESSAGE }, { shouldFocus: true });
      return;
    }
    const parsed = createProgressNoteRequestSchema.safeParse({
      studentId: Number(values.studentId),
      lessonId: values.lessonId === '' ? null : Number(values.lessonId),
      // Levels in the skills map's order; the server lists their names first in skillsPracticed.
      skillLevels: SKILLS_CATALOGUE.flatMap((skill, index) => {
        const choice = values.skills[index];
        return choice?.practised
          ? [{ skill: skill.name, level: getEffectiveLevel(choice, lastLevels.get(skill.name)) }]
          : [];
      }),
      skillsPracticed: mergePractisedSkills([], values.otherSkills),
      areasToImprove: optionalText(values.areasToImprove),
      instructorNotes: values.instructorNotes,
      overallAssessment: values.overallAssessment,
      homeworkAssigned: optionalText(values.homeworkAssigned),
      nextLessonFocus: optionalText(values.nextLessonFocus),
    });
    if (!parsed.success) {
      let focus = true;
      for (const issue of parsed.error.issues) {
        const field = requestFieldToFormField[String(issue.path[0])];
        if (!field) continue;
        form.setError(field, { message: issue.message }, { shouldFocus: focus });
        focus = false;
      }
      return;
    }
    const studentName = studentOptions.find((student) => student.id === parsed.data.studentId)?.fullName;
    createNote.mutate(parsed.data, {
      onSuccess: () => {
        form.reset(defaultValues);
        toast({
          title: 'Progress Notes Saved',
          description: `${studentName ?? 'The learner'}'s note is saved.`,
        });
      },
      onError: (error) => {
        // A lesson the server refuses (not started yet, cancelled meanwhile): its words, on the field.
        const fields = isApiRequestError(error, 400) ? error.apiError?.fields : undefined;
        for (const [name, message] of Object.entries(fields ?? {})) {
          // 'skillLevels.2.skill' shows on the skills as a whole.
          const field = requestFieldToFormField[name.split('.')[0] ?? name];
          if (field) form.setError(field, { message });
        }
        showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, SAVE_NOTE_FAILED_MESSAGE));
      },
    });
  }

  return (
    <SectionCard
      id="add-progress-note"
      title="Write a progress note"
      description="A note can be about a lesson that has started, or about none. Learners see notes on their progress page."
    >
      <form
        className="grid gap-5"
        noValidate
        onSubmit={(event) => {
          form.clearErrors();
          void form.handleSubmit(handleValid)(event);
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            id="note-student"
            label="Student"
            error={errors.studentId?.message}
            hint={
              students.isError ? "The student list didn't load. Reload the page to try again." : undefined
            }
            disabled={students.isPending}
            {...register('studentId', {
              onChange: () => {
                form.setValue('lessonId', '');
                // Another learner: their own last levels, nothing ticked for the one before.
                form.setValue('skills', noSkillsChosen());
              },
            })}
          >
            <option value="">{students.isPending ? 'Loading students…' : 'Choose a student…'}</option>
            {studentOptions.map((student) => (
              <option key={student.id} value={student.id}>
                {student.fullName}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="note-lesson"
            label="Lesson"
            optional
            error={errors.lessonId?.message}
            hint={
              studentId === null
                ? 'Choose a student first.'
                : lessons.isPending
                  ? 'Loading their lessons…'
                  : lessons.isError
                    ? "Their lessons didn't load; you can still save a note."
                    : lessonChoices.length === 0
                      ? 'None of their lessons has started yet; the note is saved on its own.'
                      : undefined
            }
            disabled={studentId === null || lessonChoices.length === 0}
            {...register('lessonId')}
          >
            <option value="">No particular lesson</option>
            {lessonChoices.map((lesson) => (
              <option key={lesson.id} value={lesson.id}>
                {describeNoteLesson(lesson)}
              </option>
            ))}
          </SelectField>
        </div>

        <SkillLevelPicker
          choices={skillChoices}
          lastLevels={lastLevels}
          lastLevelsStatus={
            studentId === null
              ? 'no-student'
              : progress.isPending
                ? 'loading'
                : progress.isError
                  ? 'error'
                  : 'ready'
          }
          error={errors.skills?.message}
          onToggle={(index, practised) =>
            form.setValue(`skills.${index}.practised`, practised, { shouldDirty: true })
          }
          onLevel={(index, level: SkillLevel) =>
            form.setValue(`skills.${index}.level`, level, { shouldDirty: true })
          }
        />
        <FormField
          id="note-other-skills"
          label="Other skills"
          optional
          hint="Anything not on the skills map, separated by commas."
          error={errors.otherSkills?.message}
        >
          <input
            id="note-other-skills"
            className={inputClassName}
            {...register('otherSkills')}
            {...fieldAriaProps('note-other-skills', {
              hint: true,
              error: errors.otherSkills?.message,
            })}
          />
          <p className="text-sm text-slate-700" aria-live="polite">
            {typedMapSkills}
          </p>
        </FormField>

        <ChoiceGroup
          id="note-assessment"
          legend="Overall assessment"
          legendClassName="mb-2 font-medium text-slate-900"
          error={errors.overallAssessment?.message}
        >
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {ASSESSMENT_OPTIONS.map((option) => (
              <ChoiceOption
                key={option}
                type="radio"
                id={`note-assessment-${option}`}
                value={option}
                label={assessmentLabels[option]}
                {...register('overallAssessment')}
              />
            ))}
          </div>
        </ChoiceGroup>

        <div className="grid gap-4 md:grid-cols-2">
          <TextareaField
            id="note-instructor-notes"
            label="Instructor notes"
            optional
            error={errors.instructorNotes?.message}
            rows={4}
            {...register('instructorNotes')}
          />
          <TextareaField
            id="note-areas"
            label="Areas to improve"
            optional
            error={errors.areasToImprove?.message}
            rows={4}
            {...register('areasToImprove')}
          />
          <TextareaField
            id="note-homework"
            label="Homework"
            optional
            error={errors.homeworkAssigned?.message}
            rows={2}
            {...register('homeworkAssigned')}
          />
          <TextField
            id="note-next-focus"
            label="Next lesson focus"
            optional
            error={errors.nextLessonFocus?.message}
            {...register('nextLessonFocus')}
          />
        </div>

        <Button type="submit" className="justify-self-start" disabled={createNote.isPending}>
          {createNote.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-5" />
          )}
          {createNote.isPending ? 'Saving…' : 'Save Progress Notes'}
        </Button>
      </form>
    </SectionCard>
  );
}
