import { Search, Users } from 'lucide-react';
import { useState } from 'react';
import type { ReminderSettingsStudent } from '../../../../../core/messaging/reminders/reminder-schemas';
import { Button } from '../../../../components/ui/button';
import { inputClassName } from '../../../../components/ui/form-field';
import { EmptyState } from '../../../../components/ui/panel-states';
import { pluralize } from '../../../../lib/school-time-format';
import { SettingsSection } from './settings-section';
import { StudentPreferenceRow } from './student-preference-row';

const ROWS_SHOWN = 10;

function matches(student: ReminderSettingsStudent, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [student.fullName, student.email, student.phone ?? ''].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/** Every learner's reminder preference, searchable; the first ten until asked for all. */
export function StudentPreferencesCard({ students }: { students: ReminderSettingsStudent[] }) {
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const found = students.filter((student) => matches(student, query));
  const visible = showAll ? found : found.slice(0, ROWS_SHOWN);

  return (
    <SettingsSection
      id="student-preferences"
      title="Learner preferences"
      description="How each learner is reminded. A learner you save here keeps their own choice when the default changes."
    >
      {students.length === 0 ? (
        <EmptyState icon={Users} title="No learners yet">
          Learners appear here once they book or you add them in the dashboard's Student Management tab.
        </EmptyState>
      ) : (
        <>
          <div className="relative max-w-md">
            <label htmlFor="student-preferences-search" className="sr-only">
              Search learners
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500"
            />
            <input
              id="student-preferences-search"
              type="search"
              className={`${inputClassName} pl-10`}
              placeholder="Search by name, e-mail or phone"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <p className="text-sm text-slate-700" aria-live="polite">
            {query.trim() === ''
              ? pluralize(students.length, 'learner')
              : `${pluralize(found.length, 'learner')} found`}
          </p>
          {found.length === 0 ? (
            <p className="text-slate-700">No learner matches “{query.trim()}”.</p>
          ) : (
            <ul className="grid gap-3">
              {visible.map((student) => (
                <StudentPreferenceRow key={student.id} student={student} />
              ))}
            </ul>
          )}
          {found.length > ROWS_SHOWN ? (
            <Button
              variant="secondary"
              size="compact"
              className="self-start"
              onClick={() => setShowAll((all) => !all)}
            >
              {showAll ? 'Show fewer' : `Show all ${found.length}`}
            </Button>
          ) : null}
        </>
      )}
    </SettingsSection>
  );
}
