/*
 * The students tab's search and sort, on the client: the whole list is already loaded, and a
 * school's few hundred learners filter in well under a frame.
 */

export const STUDENT_SORT_OPTIONS = ['name', 'newest', 'most_lessons'] as const;
export type StudentSort = (typeof STUDENT_SORT_OPTIONS)[number];

export const studentSortLabels: Record<StudentSort, string> = {
  name: 'Name (A to Z)',
  newest: 'Newest first',
  most_lessons: 'Most lessons',
};

/**
 * How many cards show at first, and how many more each 'Show more' adds: a card is a few hundred
 * elements, so a phone draws 20 quickly; search finds anyone else.
 */
export const STUDENTS_PAGE_SIZE = 20;

export interface SearchableStudent {
  id: number;
  fullName: string;
  email: string;
  phone: string | null;
  /** ISO instant. */
  createdAt: string;
  completedLessons: number;
  totalBookings: number;
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

const nameCollator = new Intl.Collator('en-GB', { sensitivity: 'base' });

/** Whether one search word matches the learner's name, e-mail or phone (digits only, spaces ignored). */
function matchesTerm(student: SearchableStudent, term: string): boolean {
  if (student.fullName.toLowerCase().includes(term) || student.email.toLowerCase().includes(term)) {
    return true;
  }
  const termDigits = digitsOf(term);
  // Only a term that is a phone number fragment ('07700', '0121 496') searches the phone.
  return (
    student.phone !== null &&
    termDigits.length >= 3 &&
    termDigits.length === term.replace(/[\s()+-]/g, '').length &&
    digitsOf(student.phone).includes(termDigits)
  );
}

/** Whether the learner matches every word of the search (case-insensitive). */
export function matchesStudentSearch(student: SearchableStudent, query: string): boolean {
  const normalised = query.trim().toLowerCase();
  if (normalised === '') return true;
  // A phone number typed with spaces ('07700 900101') is one term, not two.
  if (student.phone !== null && digitsOf(normalised).length >= 3 && /^[\d\s()+-]+$/.test(normalised)) {
    return digitsOf(student.phone).includes(digitsOf(normalised));
  }
  return normalised.split(/\s+/).every((term) => matchesTerm(student, term));
}

function compareStudents(sort: StudentSort) {
  return (a: SearchableStudent, b: SearchableStudent): number => {
    if (sort === 'newest') {
      const byDate = b.createdAt.localeCompare(a.createdAt);
      if (byDate !== 0) return byDate;
    }
    if (sort === 'most_lessons') {
      const byLessons = b.completedLessons - a.completedLessons || b.totalBookings - a.totalBookings;
      if (byLessons !== 0) return byLessons;
    }
    return nameCollator.compare(a.fullName, b.fullName) || a.id - b.id;
  };
}

/** The learners matching `query`, in the chosen order (a new array; the input is left alone). */
export function filterAndSortStudents<T extends SearchableStudent>(
  students: readonly T[],
  query: string,
  sort: StudentSort,
): T[] {
  return students.filter((student) => matchesStudentSearch(student, query)).sort(compareStudents(sort));
}
