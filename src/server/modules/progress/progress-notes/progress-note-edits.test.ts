import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLearner, insertLessonRow } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  progressNoteHistorySchema,
  schoolProgressNoteSchema,
} from '../../../../core/progress/progress-notes-schemas';
import { testRecordSchema } from '../../../../core/progress/test-record-schemas';
import { mockTests } from '../../../db/schema';

/*
 * Issue 34: a progress note can be edited and keeps its history; a mock test taken in a lesson
 * takes the date of that lesson.
 */

const NOW = new Date('2027-03-24T11:00:00Z');
let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: testApp.headers, ...(payload ? { payload } : {}) });
}

describe('editing a progress note', () => {
  it('changes its words, keeps each earlier version with who replaced it and when, and leaves its skill levels', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const created = await call('POST', '/api/progress-notes', {
      studentId,
      instructorNotes: 'Good roundabouts.',
      overallAssessment: 'good',
      skillLevels: [{ skill: 'Roundabouts', level: 'prompted' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const note = schoolProgressNoteSchema.parse(created.json());
    expect(note.editedAt).toBeNull();

    testApp.setNow(new Date('2027-03-24T12:00:00Z'));
    const edited = await call('PUT', `/api/progress-notes/${note.id}`, {
      instructorNotes: 'Good roundabouts; lane discipline on the A38 needs work.',
      overallAssessment: 'steady',
      homeworkAssigned: 'Read the Highway Code on spiral roundabouts',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(schoolProgressNoteSchema.parse(edited.json())).toMatchObject({
      id: note.id,
      instructorNotes: 'Good roundabouts; lane discipline on the A38 needs work.',
      overallAssessment: 'steady',
      homeworkAssigned: 'Read the Highway Code on spiral roundabouts',
      editedAt: '2027-03-24T12:00:00.000Z',
      createdAt: note.createdAt,
      skillLevels: note.skillLevels,
    });

    testApp.setNow(new Date('2027-03-24T12:30:00Z'));
    expect(
      (
        await call('PUT', `/api/progress-notes/${note.id}`, {
          instructorNotes: 'Good roundabouts; lanes on the A38 to practise.',
          overallAssessment: 'steady',
          homeworkAssigned: 'Read the Highway Code on spiral roundabouts',
        })
      ).statusCode,
    ).toBe(200);
    // Saving the same words again keeps no empty revision.
    expect(
      (
        await call('PUT', `/api/progress-notes/${note.id}`, {
          instructorNotes: 'Good roundabouts; lanes on the A38 to practise.',
          overallAssessment: 'steady',
          homeworkAssigned: 'Read the Highway Code on spiral roundabouts',
        })
      ).statusCode,
    ).toBe(200);

    const history = await call('GET', `/api/progress-notes/${note.id}/history`);
    expect(history.statusCode).toBe(200);
    const revisions = progressNoteHistorySchema.parse(history.json());
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({
      instructorNotes: 'Good roundabouts; lane discipline on the A38 needs work.',
      writtenAt: '2027-03-24T12:00:00.000Z',
      replacedAt: '2027-03-24T12:30:00.000Z',
    });
    expect(revisions[1]).toMatchObject({
      instructorNotes: 'Good roundabouts.',
      overallAssessment: 'good',
      homeworkAssigned: null,
      writtenAt: NOW.toISOString(),
      replacedAt: '2027-03-24T12:00:00.000Z',
    });
    expect(revisions[1]?.replacedByName).toBeTruthy();
    testApp.setNow(NOW);
  });

  it('refuses bad input and a note that does not exist', async () => {
    const missing = await call('PUT', '/api/progress-notes/999999', { instructorNotes: 'x' });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/api/progress-notes/999999/history')).statusCode).toBe(404);
    const studentId = await insertLearner(testApp.database.db);
    const note = schoolProgressNoteSchema.parse(
      (await call('POST', '/api/progress-notes', { studentId, instructorNotes: 'Fine' })).json(),
    );
    const bad = await call('PUT', `/api/progress-notes/${note.id}`, {
      instructorNotes: 'x'.repeat(5001),
      overallAssessment: 'superb',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(bad.json()).fields ?? {}).sort()).toEqual([
      'instructorNotes',
      'overallAssessment',
    ]);
  });
});

describe('a mock test taken in a lesson', () => {
  it('takes the date of its lesson, whatever date was typed; without a lesson it needs a date', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const lessonId = await insertLessonRow(testApp.database.db, {
      studentId,
      instructorId,
      date: '2027-03-20',
      time: '09:00',
      status: 'completed',
    });
    const recorded = await call('POST', `/api/students/${studentId}/mock-tests`, {
      takenOn: '2027-03-24',
      lessonId,
      faults: [],
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(testRecordSchema.parse(recorded.json()).mockTests[0]).toMatchObject({
      lessonId,
      takenOn: '2027-03-20',
    });
    const noDate = await call('POST', `/api/students/${studentId}/mock-tests`, { lessonId, faults: [] });
    expect(noDate.statusCode, noDate.body).toBe(201);
    const rows = await testApp.database.db.select().from(mockTests).where(eq(mockTests.studentId, studentId));
    expect(rows.map((row) => row.takenOn)).toEqual(['2027-03-20', '2027-03-20']);

    const neither = await call('POST', `/api/students/${studentId}/mock-tests`, { faults: [] });
    expect(neither.statusCode).toBe(400);
    expect(apiErrorSchema.parse(neither.json()).fields).toEqual({
      takenOn: 'Enter the date of the mock test',
    });
  });
});
