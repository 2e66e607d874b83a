import { Search, Users } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { StudentListItem } from '../../../../../core/learners/students-schemas';
import { Button } from '../../../../components/ui/button';
import { inputClassName } from '../../../../components/ui/form-field';
import { EmptyState } from '../../../../components/ui/panel-states';
import { pluralize } from '../../../../lib/school-time-format';
import {
  filterAndSortStudents,
  STUDENT_SORT_OPTIONS,
  STUDENTS_PAGE_SIZE,
  type StudentSort,
  studentSortLabels,
} from '../student-list-filter';
import { StudentCard, type UpcomingLessonsSection } from './student-card';

function isStudentSort(value: string): value is StudentSort {
  return STUDENT_SORT_OPTIONS.some((option) => option === value);
}

/** Search (name, e-mail, phone), sort, and the cards: the first 50 matches, then 'Show more'. */
export function StudentList({
  students,
  UpcomingLessons,
}: {
  students: readonly StudentListItem[];
  UpcomingLessons: UpcomingLessonsSection;
}) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<StudentSort>('name');
  const [shown, setShown] = useState(STUDENTS_PAGE_SIZE);
  // Typing stays instant; the list catches up a moment later with many learners.
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(
    () => filterAndSortStudents(students, deferredQuery, sort),
    [students, deferredQuery, sort],
  );
  const visible = matches.slice(0, shown);
  const searchId = useId();
  const sortId = useId();

  function handleQueryChange(value: string) {
    setQuery(value);
    setShown(STUDENTS_PAGE_SIZE);
  }

  if (students.length === 0) {
    return (
      <EmptyState icon={Users} title="No students yet">
        Learners appear here when they book online, or add one with the form above.
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-4">
      <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <div className="grid gap-1.5">
          <label htmlFor={searchId} className="font-medium">
            Search students
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id={searchId}
              type="search"
              placeholder="Name, email or phone"
              autoComplete="off"
              value={query}
              onChange={(event) => handleQueryChange(event.target.value)}
              className={`${inputClassName} pl-10`}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={sortId} className="font-medium">
            Sort by
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              if (isStudentSort(event.target.value)) setSort(event.target.value);
            }}
            className={inputClassName}
          >
            {STUDENT_SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {studentSortLabels[option]}
              </option>
            ))}
          </select>
        </div>
      </search>
      <p className="text-slate-700" role="status">
        {deferredQuery.trim() === ''
          ? `${pluralize(students.length, 'student')}.`
          : `${pluralize(matches.length, 'student')} match “${deferredQuery.trim()}”.`}
        {matches.length > visible.length ? ` Showing the first ${visible.length}.` : ''}
      </p>
      {matches.length === 0 ? (
        <EmptyState icon={Search} title="No students match">
          Check the spelling, or search by part of their e-mail or phone number.
        </EmptyState>
      ) : (
        <ul className="grid gap-4">
          {visible.map((student) => (
            // Cards off screen skip layout and paint until scrolled to.
            <li
              key={student.id}
              className="min-w-0 [contain-intrinsic-block-size:auto_280px] [content-visibility:auto] lg:[contain-intrinsic-block-size:auto_640px]"
            >
              <StudentCard student={student} UpcomingLessons={UpcomingLessons} />
            </li>
          ))}
        </ul>
      )}
      {matches.length > visible.length ? (
        <Button
          variant="secondary"
          className="justify-self-center"
          onClick={() => setShown((count) => count + STUDENTS_PAGE_SIZE)}
        >
          Show more ({matches.length - visible.length} more)
        </Button>
      ) : null}
    </div>
  );
}
