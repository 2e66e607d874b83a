import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../../components/ui/form-field';
import { useStudents } from '../../../../lib/api/get-students';

/** The learners in a lesson form's picker, by name. */
export function useStudentOptions() {
  const students = useStudents();
  const options = students.data
    ? [...students.data].sort((a, b) => a.fullName.localeCompare(b.fullName, 'en-GB'))
    : [];
  return { students, options };
}

/** The "Student" field of the manual and recurring lesson forms: a select of every learner. */
export function LessonStudentSelect({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  /** `register('studentId', { setValueAs })` of the form. */
  registration: UseFormRegisterReturn;
}) {
  const { students, options } = useStudentOptions();
  return (
    <SelectField
      id={id}
      label="Student"
      error={error}
      hint={students.isError ? "The student list didn't load. Reload the page to try again." : undefined}
      defaultValue=""
      disabled={students.isPending}
      {...registration}
    >
      <option value="">{students.isPending ? 'Loading students…' : 'Choose a student…'}</option>
      {options.map((student) => (
        <option key={student.id} value={student.id}>
          {student.fullName} ({student.email})
        </option>
      ))}
    </SelectField>
  );
}

/** A select's value as a learner id ('' while none is chosen). */
export function toStudentId(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}
