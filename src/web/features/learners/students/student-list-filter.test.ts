import { describe, expect, it } from 'vitest';
import { filterAndSortStudents, matchesStudentSearch, type SearchableStudent } from './student-list-filter';

function student(
  overrides: Partial<SearchableStudent> & { id: number; fullName: string },
): SearchableStudent {
  return {
    email: `${overrides.fullName.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    phone: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    completedLessons: 0,
    totalBookings: 0,
    ...overrides,
  };
}

const aisha = student({
  id: 1,
  fullName: 'Aisha Khan',
  phone: '07700 900101',
  createdAt: '2026-03-01T10:00:00.000Z',
  completedLessons: 4,
  totalBookings: 2,
});
const ben = student({
  id: 2,
  fullName: 'ben Jones',
  phone: '0121 496 0000',
  createdAt: '2026-05-01T10:00:00.000Z',
  completedLessons: 4,
  totalBookings: 5,
});
const priya = student({
  id: 3,
  fullName: 'Priya Patel',
  email: 'priya@school.test',
  createdAt: '2026-04-01T10:00:00.000Z',
  completedLessons: 9,
});

describe('matchesStudentSearch', () => {
  it('matches name and e-mail case-insensitively, every word', () => {
    expect(matchesStudentSearch(aisha, 'KHAN')).toBe(true);
    expect(matchesStudentSearch(aisha, 'aisha khan')).toBe(true);
    expect(matchesStudentSearch(aisha, 'aisha jones')).toBe(false);
    expect(matchesStudentSearch(priya, 'school.test')).toBe(true);
    expect(matchesStudentSearch(priya, '   ')).toBe(true);
  });

  it('matches phone numbers however they are spaced', () => {
    expect(matchesStudentSearch(aisha, '07700900101')).toBe(true);
    expect(matchesStudentSearch(aisha, '07700 900')).toBe(true);
    expect(matchesStudentSearch(ben, '(0121) 496')).toBe(true);
    expect(matchesStudentSearch(ben, '07700')).toBe(false);
    // A learner without a phone is not matched by digits.
    expect(matchesStudentSearch(priya, '07700')).toBe(false);
  });
});

describe('filterAndSortStudents', () => {
  const all = [priya, ben, aisha];

  it('sorts by name, ignoring case', () => {
    expect(filterAndSortStudents(all, '', 'name').map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('sorts newest first', () => {
    expect(filterAndSortStudents(all, '', 'newest').map((s) => s.id)).toEqual([2, 3, 1]);
  });

  it('sorts by completed lessons, then bookings, then name', () => {
    expect(filterAndSortStudents(all, '', 'most_lessons').map((s) => s.id)).toEqual([3, 2, 1]);
  });

  it('filters before sorting and leaves the input alone', () => {
    const input = [...all];
    expect(filterAndSortStudents(input, 'i', 'name').map((s) => s.id)).toEqual([1, 3]);
    expect(input).toEqual(all);
  });

  it('stays fast with 500 learners', () => {
    const many = Array.from({ length: 500 }, (_, index) =>
      student({
        id: index + 1,
        fullName: `Learner ${index}`,
        phone: `07700 9${String(index).padStart(5, '0')}`,
      }),
    );
    const started = performance.now();
    for (let run = 0; run < 20; run += 1) filterAndSortStudents(many, 'learner 4', 'newest');
    expect((performance.now() - started) / 20).toBeLessThan(16);
    expect(filterAndSortStudents(many, '07700 900499', 'name').map((s) => s.fullName)).toEqual([
      'Learner 499',
    ]);
  });
});
