import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertAccessTokenRow,
  insertLearner,
  insertLessonRow,
} from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { studentProgressResponseSchema } from '../../../../core/learners/students-schemas';
import { schoolProgressNoteSchema } from '../../../../core/progress/progress-notes-schemas';
import { progressResponseSchema } from '../../../../core/progress/progress-schemas';

/*
 * A skill's levels are a history (issue 25): each note adds its levels, none is overwritten, and
 * both the student card and the learner's own link answer them oldest first, only the learner's.
 */

const FIRST_NOTE_AT = new Date('2027-04-05T18:15:00Z');
const SECOND_NOTE_AT = new Date('2027-04-12T18:20:00Z');
const DAY_MS = 86_400_000;
const TOKEN = 'h'.repeat(43);

// The file signs in itself: it signs in again a week on (below).
const testApp = setUpTestApp({ now: FIRST_NOTE_AT, signIn: false });
let headers: { authorization: string };
let studentId: number;
let otherStudentId: number;
let firstNoteId: number;
let secondNoteId: number;

function postNote(payload: object) {
  return testApp.app.inject({ method: 'POST', url: '/api/progress-notes', payload, headers });
}

beforeAll(async () => {
  headers = await signInAsInstructor(testApp);
  const { db } = testApp.database;
  const instructorId = await getSeededInstructorId(db);
  studentId = await insertLearner(db, { fullName: 'Hana History' });
  otherStudentId = await insertLearner(db, { fullName: 'Olly Other' });
  await insertAccessTokenRow(db, {
    studentId,
    token: TOKEN,
    createdAt: FIRST_NOTE_AT,
    expiresAt: new Date(FIRST_NOTE_AT.getTime() + 30 * DAY_MS),
  });
  const lessonId = await insertLessonRow(db, {
    studentId,
    instructorId,
    date: '2027-04-05',
    time: '17:00',
  });

  const first = await postNote({
    studentId,
    lessonId,
    skillLevels: [
      { skill: 'Parking', level: 'introduced' },
      { skill: 'Junctions', level: 'under_full_instruction' },
    ],
  });
  expect(first.statusCode).toBe(201);
  firstNoteId = schoolProgressNoteSchema.parse(first.json()).id;
  // Another learner's levels, written between the two notes.
  const others = await postNote({
    studentId: otherStudentId,
    skillLevels: [{ skill: 'Parking', level: 'independent' }],
  });
  expect(others.statusCode).toBe(201);

  testApp.setNow(SECOND_NOTE_AT);
  // A week on, the instructor signs in again.
  headers = await signInAsInstructor(testApp);
  const second = await postNote({ studentId, skillLevels: [{ skill: 'Parking', level: 'prompted' }] });
  expect(second.statusCode).toBe(201);
  secondNoteId = schoolProgressNoteSchema.parse(second.json()).id;
});

describe('the level history', () => {
  const expectedHistory = () => [
    {
      skill: 'Junctions',
      level: 'under_full_instruction',
      noteId: firstNoteId,
      recordedAt: FIRST_NOTE_AT.toISOString(),
      lessonDate: '2027-04-05',
    },
    {
      skill: 'Parking',
      level: 'introduced',
      noteId: firstNoteId,
      recordedAt: FIRST_NOTE_AT.toISOString(),
      lessonDate: '2027-04-05',
    },
    {
      skill: 'Parking',
      level: 'prompted',
      noteId: secondNoteId,
      recordedAt: SECOND_NOTE_AT.toISOString(),
      lessonDate: null,
    },
  ];

  /** Same-time levels come in the order they were written; compare them by skill within a note. */
  function sortedWithinNotes<T extends { recordedAt: string; skill: string }>(entries: readonly T[]): T[] {
    return [...entries].sort(
      (a, b) => a.recordedAt.localeCompare(b.recordedAt) || a.skill.localeCompare(b.skill),
    );
  }

  it('GET /api/students/{id}/progress answers both Parking levels, oldest first, the first not overwritten', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/students/${studentId}/progress`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const { skillLevels, progressNotes } = studentProgressResponseSchema.parse(response.json());
    // Oldest first as answered, without reordering across notes.
    expect(skillLevels.map((entry) => entry.recordedAt)).toEqual([
      FIRST_NOTE_AT.toISOString(),
      FIRST_NOTE_AT.toISOString(),
      SECOND_NOTE_AT.toISOString(),
    ]);
    expect(sortedWithinNotes(skillLevels)).toEqual(expectedHistory());
    // Each note carries only its own levels.
    expect(progressNotes.map((note) => [note.id, note.skillLevels])).toEqual([
      [secondNoteId, [{ skill: 'Parking', level: 'prompted' }]],
      [
        firstNoteId,
        [
          { skill: 'Junctions', level: 'under_full_instruction' },
          { skill: 'Parking', level: 'introduced' },
        ],
      ],
    ]);
  });

  it('GET /api/progress/{token} answers the same history to the learner, and no one else’s', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/progress/${TOKEN}` });
    expect(response.statusCode).toBe(200);
    const { skillLevels } = progressResponseSchema.parse(response.json());
    expect(skillLevels.map((entry) => entry.recordedAt)).toEqual([
      FIRST_NOTE_AT.toISOString(),
      FIRST_NOTE_AT.toISOString(),
      SECOND_NOTE_AT.toISOString(),
    ]);
    expect(sortedWithinNotes(skillLevels)).toEqual(expectedHistory());
    expect(skillLevels.some((entry) => entry.level === 'independent')).toBe(false);
  });

  it('the other learner sees only their own level', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/students/${otherStudentId}/progress`,
      headers,
    });
    const { skillLevels } = studentProgressResponseSchema.parse(response.json());
    expect(skillLevels).toEqual([
      expect.objectContaining({ skill: 'Parking', level: 'independent', lessonDate: null }),
    ]);
  });
});
