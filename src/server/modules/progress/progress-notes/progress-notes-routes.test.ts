import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  insertAccessTokenRow,
  insertLearner,
  insertLessonRow,
  insertNoteRow,
} from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createTestApp, setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  deleteProgressNoteResponseSchema,
  schoolProgressNoteSchema,
  schoolProgressNotesResponseSchema,
} from '../../../../core/progress/progress-notes-schemas';
import { lessons, progressNotes, skillLevels, studentAccessTokens } from '../../../db/schema';

const NOW = new Date('2027-03-22T10:00:00Z');
const DAY_MS = 86_400_000;

let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});
beforeEach(() => {
  testApp.setNow(NOW);
});

function postNote(payload: object) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/progress-notes',
    payload,
    headers: testApp.headers,
  });
}

describe('permission', () => {
  it.each([
    ['GET', '/api/progress-notes/all'],
    ['POST', '/api/progress-notes'],
    ['DELETE', '/api/progress-notes/1'],
  ] as const)('%s %s refuses an anonymous request with 401', async (method, url) => {
    const response = await testApp.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/progress-notes', () => {
  it('saves the note as the signed-in instructor, about a lesson that has started, and never changes that lesson', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'Nia Notes' });
    const lessonId = await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2027-03-21',
      time: '14:00',
      duration: 90,
    });
    const response = await postNote({
      studentId,
      lessonId,
      skillsPracticed: ['Roundabouts', 'Parking', 'parking', ' Bay parking '],
      areasToImprove: 'Mirror checks before signalling',
      instructorNotes: 'Confident on the ring road.',
      homeworkAssigned: '',
      nextLessonFocus: 'Dual Carriageway',
    });
    expect(response.statusCode).toBe(201);
    const note = schoolProgressNoteSchema.parse(response.json());
    expect(note).toMatchObject({
      studentId,
      studentName: 'Nia Notes',
      lessonId,
      instructorId,
      skillsPracticed: ['Roundabouts', 'Parking', 'Bay parking'],
      areasToImprove: 'Mirror checks before signalling',
      instructorNotes: 'Confident on the ring road.',
      overallAssessment: 'good',
      homeworkAssigned: null,
      nextLessonFocus: 'Dual Carriageway',
      createdAt: NOW.toISOString(),
      lesson: {
        id: lessonId,
        date: '2027-03-21',
        startTime: '14:00',
        bookedDuration: 90,
        actualDuration: null,
        status: 'scheduled',
      },
    });
    // Completing is the lesson's own action; deleting the note changes the lesson no more.
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
    expect(lesson).toMatchObject({ status: 'scheduled', completedAt: null, actualDurationMinutes: null });
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/progress-notes/${note.id}`,
      headers: testApp.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const [after] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
    expect(after).toEqual(lesson);
  });

  it('refuses a note about a lesson that has not started, writing nothing', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const lessonId = await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2027-03-31',
      time: '14:00',
    });
    const response = await postNote({ studentId, lessonId, instructorNotes: 'Too early' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      lessonId: 'A note can be written only for a lesson that has started.',
    });
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
    expect(lesson?.status).toBe('scheduled');
  });

  it('saves a note without a lesson', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const noLesson = await postNote({
      studentId,
      instructorNotes: 'Theory session.',
      overallAssessment: 'needs_practice',
    });
    expect(noLesson.statusCode).toBe(201);
    expect(schoolProgressNoteSchema.parse(noLesson.json())).toMatchObject({
      lessonId: null,
      lesson: null,
      skillsPracticed: [],
    });
  });

  it('requires a student, with the spec’s message', async () => {
    const response = await postNote({ skillsPracticed: ['Parking'] });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      studentId: 'Please select a student before saving notes.',
    });
    const unknown = await postNote({ studentId: 987_654 });
    expect(apiErrorSchema.parse(unknown.json()).fields).toEqual({
      studentId: 'Please select a student before saving notes.',
    });
  });

  it('refuses skills that are empty, too long or too many, and an unknown assessment', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const response = await postNote({
      studentId,
      skillsPracticed: ['', 'x'.repeat(61)],
      overallAssessment: 'satisfactory',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      'skillsPracticed.0': 'A skill cannot be empty',
      'skillsPracticed.1': 'Each skill must be at most 60 characters',
      overallAssessment: 'Please choose an assessment',
    });
    const tooMany = await postNote({
      studentId,
      skillsPracticed: Array.from({ length: 21 }, (_, index) => `Skill ${index}`),
    });
    expect(apiErrorSchema.parse(tooMany.json()).fields).toEqual({
      skillsPracticed: 'Choose at most 20 skills',
    });
  });

  it('refuses a lesson of another student or a cancelled one, writing nothing', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const someoneElse = await insertLearner(db);
    const othersLesson = await insertLessonRow(db, {
      studentId: someoneElse,
      instructorId,
      date: '2027-03-19',
      time: '09:00',
    });
    const cancelled = await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2027-03-19',
      time: '12:00',
      status: 'cancelled',
    });
    const wrong = await postNote({ studentId, lessonId: othersLesson });
    expect(wrong.statusCode).toBe(400);
    expect(apiErrorSchema.parse(wrong.json()).fields?.lessonId).toBe(
      'Please choose one of this student’s lessons.',
    );
    const refused = await postNote({ studentId, lessonId: cancelled });
    expect(apiErrorSchema.parse(refused.json()).fields?.lessonId).toContain('cancelled');
    expect(await db.select().from(progressNotes).where(eq(progressNotes.studentId, studentId))).toEqual([]);
    const [untouched] = await db.select().from(lessons).where(eq(lessons.id, othersLesson));
    expect(untouched?.status).toBe('scheduled');
  });

  it('extends the learner’s live progress link to 30 days from now, never shortening one', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const soon = 's'.repeat(43);
    const revoked = 'r'.repeat(43);
    await insertAccessTokenRow(db, {
      studentId,
      token: soon,
      createdAt: new Date(NOW.getTime() - 27 * DAY_MS),
      expiresAt: new Date(NOW.getTime() + 3 * DAY_MS),
    });
    await insertAccessTokenRow(db, {
      studentId,
      token: revoked,
      createdAt: new Date(NOW.getTime() - 27 * DAY_MS),
      expiresAt: new Date(NOW.getTime() + 3 * DAY_MS),
      revokedAt: new Date(NOW.getTime() - DAY_MS),
    });
    expect((await postNote({ studentId, instructorNotes: 'Good.' })).statusCode).toBe(201);
    const expiryOf = async (token: string) =>
      (await db.select().from(studentAccessTokens).where(eq(studentAccessTokens.token, token)))[0]?.expiresAt;
    expect(await expiryOf(soon)).toEqual(new Date(NOW.getTime() + 30 * DAY_MS));
    expect(await expiryOf(revoked)).toEqual(new Date(NOW.getTime() + 3 * DAY_MS));

    testApp.setNow(new Date(NOW.getTime() - DAY_MS));
    expect((await postNote({ studentId, instructorNotes: 'Earlier clock.' })).statusCode).toBe(201);
    expect(await expiryOf(soon)).toEqual(new Date(NOW.getTime() + 30 * DAY_MS));
  });
});

describe('POST /api/progress-notes with skill levels', () => {
  async function levelsOf(studentId: number) {
    const rows = await testApp.database.db
      .select()
      .from(skillLevels)
      .where(eq(skillLevels.studentId, studentId));
    return rows.map(({ skill, level, progressNoteId, recordedAt }) => ({
      skill,
      level,
      progressNoteId,
      recordedAt,
    }));
  }

  it('writes each level with the note, dated with it, and lists the level skills first in skillsPracticed', async () => {
    const studentId = await insertLearner(testApp.database.db, { fullName: 'Lena Levels' });
    const response = await postNote({
      studentId,
      skillLevels: [
        { skill: 'Roundabouts', level: 'prompted' },
        { skill: 'Cockpit Checks', level: 'independent' },
      ],
      skillsPracticed: ['roundabouts', 'Town centre traffic'],
      instructorNotes: 'Good progress.',
    });
    expect(response.statusCode).toBe(201);
    const note = schoolProgressNoteSchema.parse(response.json());
    // Its own levels, in the skills map's order; the texts keep the old views working.
    expect(note.skillLevels).toEqual([
      { skill: 'Cockpit Checks', level: 'independent' },
      { skill: 'Roundabouts', level: 'prompted' },
    ]);
    expect(note.skillsPracticed).toEqual(['Roundabouts', 'Cockpit Checks', 'Town centre traffic']);
    expect(await levelsOf(studentId)).toEqual(
      expect.arrayContaining([
        { skill: 'Roundabouts', level: 'prompted', progressNoteId: note.id, recordedAt: NOW },
        { skill: 'Cockpit Checks', level: 'independent', progressNoteId: note.id, recordedAt: NOW },
      ]),
    );
    expect(await levelsOf(studentId)).toHaveLength(2);

    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/progress-notes/all',
      headers: testApp.headers,
    });
    const fromList = schoolProgressNotesResponseSchema
      .parse(listed.json())
      .find((item) => item.id === note.id);
    expect(fromList?.skillLevels).toEqual(note.skillLevels);
  });

  it('refuses an unknown skill, an unknown level and a skill given twice with field messages, writing nothing', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const response = await postNote({
      studentId,
      skillLevels: [
        { skill: 'Parking', level: 'prompted' },
        { skill: 'Wheelies', level: 'prompted' },
        { skill: 'Junctions', level: 'expert' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      'skillLevels.1.skill': 'Choose skills from the skills map',
      'skillLevels.2.level': 'Choose a level for each skill practised',
    });
    const twice = await postNote({
      studentId,
      skillLevels: [
        { skill: 'Parking', level: 'prompted' },
        { skill: 'Junctions', level: 'prompted' },
        { skill: 'Parking', level: 'independent' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(apiErrorSchema.parse(twice.json()).fields).toEqual({
      'skillLevels.2.skill': 'Each skill can have only one level on a note',
    });
    const tooMany = await postNote({
      studentId,
      skillLevels: Array.from({ length: 20 }, () => ({ skill: 'Parking', level: 'prompted' })),
    });
    expect(apiErrorSchema.parse(tooMany.json()).fields).toMatchObject({
      skillLevels: 'Choose at most 19 skill levels',
    });
    const notAList = await postNote({ studentId, skillLevels: 'Parking' });
    expect(notAList.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(notAList.json()).fields ?? {})).toEqual(['skillLevels']);
    expect(await db.select().from(progressNotes).where(eq(progressNotes.studentId, studentId))).toEqual([]);
    expect(await levelsOf(studentId)).toEqual([]);
  });

  it('writes neither the note nor its levels when the note is refused', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const lessonId = await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2027-03-30',
      time: '10:00',
    });
    const response = await postNote({
      studentId,
      lessonId,
      skillLevels: [{ skill: 'Parking', level: 'prompted' }],
    });
    expect(response.statusCode).toBe(400);
    expect(await db.select().from(progressNotes).where(eq(progressNotes.studentId, studentId))).toEqual([]);
    expect(await levelsOf(studentId)).toEqual([]);
  });

  it('deletes a note’s levels with it, and only that note’s', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const first = schoolProgressNoteSchema.parse(
      (await postNote({ studentId, skillLevels: [{ skill: 'Parking', level: 'introduced' }] })).json(),
    );
    testApp.setNow(new Date(NOW.getTime() + DAY_MS));
    const second = schoolProgressNoteSchema.parse(
      (await postNote({ studentId, skillLevels: [{ skill: 'Parking', level: 'prompted' }] })).json(),
    );
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/progress-notes/${second.id}`,
      headers: testApp.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await levelsOf(studentId)).toEqual([
      { skill: 'Parking', level: 'introduced', progressNoteId: first.id, recordedAt: NOW },
    ]);
  });
});

describe('GET /api/progress-notes/all and DELETE /api/progress-notes/{id}', () => {
  it('lists every note of the school newest first with the learner and the lesson date', async () => {
    const app = await createTestApp({ now: NOW });
    try {
      const db = app.database.db;
      const ownId = await getSeededInstructorId(db);
      const amir = await insertLearner(db, { fullName: 'Amir Older' });
      const bea = await insertLearner(db, { fullName: 'Bea Newer' });
      const lessonId = await insertLessonRow(db, {
        studentId: bea,
        instructorId: ownId,
        date: '2027-03-18',
        time: '17:30',
        status: 'completed',
      });
      const older = await insertNoteRow(db, {
        studentId: amir,
        instructorId: ownId,
        createdAt: new Date('2027-03-10T12:00:00Z'),
      });
      const newer = await insertNoteRow(db, {
        studentId: bea,
        instructorId: ownId,
        lessonId,
        createdAt: new Date('2027-03-18T20:00:00Z'),
      });
      const response = await app.app.inject({
        method: 'GET',
        url: '/api/progress-notes/all',
        headers: await signInAsInstructor(app),
      });
      expect(response.statusCode).toBe(200);
      const notes = schoolProgressNotesResponseSchema.parse(response.json());
      expect(notes.map((note) => [note.id, note.studentName])).toEqual([
        [newer, 'Bea Newer'],
        [older, 'Amir Older'],
      ]);
      expect(notes[0]?.lesson).toMatchObject({ date: '2027-03-18', startTime: '17:30' });
    } finally {
      await app.close();
    }
  });

  it('deletes a note, then answers 404 with a message', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const noteId = await insertNoteRow(db, { studentId, instructorId, createdAt: NOW });
    const url = `/api/progress-notes/${noteId}`;
    const deleted = await testApp.app.inject({ method: 'DELETE', url, headers: testApp.headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleteProgressNoteResponseSchema.parse(deleted.json())).toEqual({ id: noteId, deleted: true });
    expect(await db.select().from(progressNotes).where(eq(progressNotes.id, noteId))).toEqual([]);
    const again = await testApp.app.inject({ method: 'DELETE', url, headers: testApp.headers });
    expect(again.statusCode).toBe(404);
    expect(apiErrorSchema.parse(again.json())).toEqual({
      code: 'NOT_FOUND',
      message: 'That progress note no longer exists.',
    });
  });
});
