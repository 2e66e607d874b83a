import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  insertAccessTokenRow,
  insertLearner,
  insertLessonRow,
} from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { todayResponseSchema } from '../../../../core/diary/today/today-schemas';
import { guardianLinkSchema } from '../../../../core/learners/guardian-link-schemas';
import {
  DATE_OF_BIRTH_AGE_MESSAGE,
  LICENCE_BIRTH_DATE_MESSAGE,
  LICENCE_NUMBER_MESSAGE,
  POSTCODE_MESSAGE,
  pickupSchema,
  pupilRecordSchema,
} from '../../../../core/learners/pupil-record/pupil-record-schemas';
import { progressResponseSchema } from '../../../../core/progress/progress-schemas';
import { users } from '../../../db/schema';

// Thursday 18 March 2027, 08:00 in London (GMT).
const NOW = new Date('2027-03-18T08:00:00Z');
const TOKEN = 'PupilRecordToken_abcdefghijklmnop';
const DATE_OF_BIRTH = '2008-03-14';
const LICENCE = 'LEE99003148J99AB';
const CERTIFICATE = 'TC48213970';

let instructorId: number;
let studentId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});
beforeEach(async () => {
  const db = testApp.database.db;
  studentId = await insertLearner(db, { fullName: 'Jo Lee' });
  await insertAccessTokenRow(db, {
    studentId,
    token: `${TOKEN}-${studentId}`,
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + 30 * 86_400_000),
  });
});

const learnerToken = () => `${TOKEN}-${studentId}`;

function asInstructor(method: 'GET' | 'PUT', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: testApp.headers, ...(payload ? { payload } : {}) });
}

function asLearner(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return testApp.app.inject({ method, url, ...(payload ? { payload } : {}) });
}

const fullRecord = {
  pickupAddress: '12 High Street, Kings Heath',
  pickupPostcode: 'b14 7aa',
  dateOfBirth: DATE_OF_BIRTH,
  provisionalLicenceNumber: 'lee99 003148 j99ab',
};

async function storedRow() {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, studentId));
  return row;
}

describe('the instructor keeps the pupil record', () => {
  it('refuses a request without a session', async () => {
    expect((await asLearner('GET', `/api/students/${studentId}/record`)).statusCode).toBe(401);
    expect((await asLearner('PUT', `/api/students/${studentId}/record`, fullRecord)).statusCode).toBe(401);
  });

  it('saves it normalised, reads it with the theory certificate, and clears blank fields', async () => {
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/students/${studentId}/theory-test`,
      headers: testApp.headers,
      payload: { passedOn: '2027-01-12', certificateNumber: CERTIFICATE },
    });
    const saved = await asInstructor('PUT', `/api/students/${studentId}/record`, fullRecord);
    expect(saved.statusCode).toBe(200);
    const expected = {
      pickupAddress: '12 High Street, Kings Heath',
      pickupPostcode: 'B14 7AA',
      dateOfBirth: DATE_OF_BIRTH,
      provisionalLicenceNumber: LICENCE,
      theoryCertificateNumber: CERTIFICATE,
      theoryPassedOn: '2027-01-12',
    };
    expect(pupilRecordSchema.parse(saved.json())).toEqual(expected);
    const read = await asInstructor('GET', `/api/students/${studentId}/record`);
    expect(pupilRecordSchema.parse(read.json())).toEqual(expected);

    const cleared = await asInstructor('PUT', `/api/students/${studentId}/record`, {});
    expect(pupilRecordSchema.parse(cleared.json())).toMatchObject({
      pickupAddress: null,
      pickupPostcode: null,
      dateOfBirth: null,
      provisionalLicenceNumber: null,
    });
  });

  it('answers 400 with a message per field, and writes nothing', async () => {
    await asInstructor('PUT', `/api/students/${studentId}/record`, fullRecord);
    const before = await storedRow();

    const bad = await asInstructor('PUT', `/api/students/${studentId}/record`, {
      pickupAddress: 'x'.repeat(201),
      pickupPostcode: 'B14',
      dateOfBirth: DATE_OF_BIRTH,
      provisionalLicenceNumber: 'LEE9900314',
    });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields).toEqual({
      pickupAddress: expect.stringContaining('200 characters'),
      pickupPostcode: POSTCODE_MESSAGE,
      provisionalLicenceNumber: LICENCE_NUMBER_MESSAGE,
    });

    const mismatch = await asInstructor('PUT', `/api/students/${studentId}/record`, {
      ...fullRecord,
      dateOfBirth: '2008-03-15',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(apiErrorSchema.parse(mismatch.json()).fields).toEqual({
      provisionalLicenceNumber: LICENCE_BIRTH_DATE_MESSAGE,
    });

    // Ten on the school's today: younger than any learner.
    const tooYoung = await asInstructor('PUT', `/api/students/${studentId}/record`, {
      dateOfBirth: '2017-03-18',
    });
    expect(tooYoung.statusCode).toBe(400);
    expect(apiErrorSchema.parse(tooYoung.json()).fields).toEqual({ dateOfBirth: DATE_OF_BIRTH_AGE_MESSAGE });

    expect(await storedRow()).toEqual(before);
  });

  it('answers 404 for a learner who does not exist', async () => {
    expect((await asInstructor('GET', '/api/students/999999/record')).statusCode).toBe(404);
    expect((await asInstructor('PUT', '/api/students/999999/record', fullRecord)).statusCode).toBe(404);
  });

  it("shows the pickup address on Today's lesson", async () => {
    await asInstructor('PUT', `/api/students/${studentId}/record`, fullRecord);
    await insertLessonRow(testApp.database.db, {
      studentId,
      instructorId,
      date: '2027-03-18',
      time: '15:00',
    });
    const today = todayResponseSchema.parse((await asInstructor('GET', '/api/dashboard/today')).json());
    const lesson = today.today.find((candidate) => candidate.learner.id === studentId);
    expect(lesson?.learner.pickup).toEqual({
      pickupAddress: '12 High Street, Kings Heath',
      pickupPostcode: 'B14 7AA',
    });
  });
});

describe('the learner keeps their pickup address', () => {
  it('changes it through their own link, and only it', async () => {
    const response = await asLearner('PUT', `/api/progress/${learnerToken()}/pickup`, {
      pickupAddress: ' 4 Oak Road ',
      pickupPostcode: 'b139ab',
      dateOfBirth: '1990-01-01',
      provisionalLicenceNumber: 'SMITH901010J99AB',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(pickupSchema.parse(response.json())).toEqual({
      pickupAddress: '4 Oak Road',
      pickupPostcode: 'B13 9AB',
    });
    expect(await storedRow()).toMatchObject({
      pickupAddress: '4 Oak Road',
      pickupPostcode: 'B13 9AB',
      dateOfBirth: null,
      provisionalLicenceNumber: null,
    });

    const progress = progressResponseSchema.parse(
      (await asLearner('GET', `/api/progress/${learnerToken()}`)).json(),
    );
    expect(progress.student.pickup).toEqual({ pickupAddress: '4 Oak Road', pickupPostcode: 'B13 9AB' });

    const cleared = await asLearner('PUT', `/api/progress/${learnerToken()}/pickup`, {});
    expect(pickupSchema.parse(cleared.json())).toEqual({ pickupAddress: null, pickupPostcode: null });
  });

  it('answers 400 for a postcode that is not one, and 401 for a link that is not live', async () => {
    const bad = await asLearner('PUT', `/api/progress/${learnerToken()}/pickup`, {
      pickupPostcode: 'NOT A CODE',
    });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields).toEqual({ pickupPostcode: POSTCODE_MESSAGE });
    const stranger = await asLearner('PUT', `/api/progress/${TOKEN}-unknown-link/pickup`, {
      pickupPostcode: 'B13 9AB',
    });
    expect(stranger.statusCode).toBe(401);
    expect((await storedRow())?.pickupPostcode).toBeNull();
  });

  it('never sees the instructor-only fields, on their page or on the link they share', async () => {
    await asInstructor('PUT', `/api/students/${studentId}/record`, fullRecord);
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/students/${studentId}/theory-test`,
      headers: testApp.headers,
      payload: { passedOn: '2027-01-12', certificateNumber: CERTIFICATE },
    });
    const created = await asLearner('POST', `/api/progress/${learnerToken()}/guardian-links`, {
      label: 'Mum',
    });
    const guardianToken = new URL(guardianLinkSchema.parse(created.json()).url).searchParams.get('token');

    const answers = [
      await asLearner('GET', `/api/progress/${learnerToken()}`),
      await asLearner('GET', `/api/students/progress?token=${learnerToken()}`),
      await asLearner('GET', `/api/guardian/${guardianToken}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const secret of [
        DATE_OF_BIRTH,
        LICENCE,
        CERTIFICATE,
        'dateOfBirth',
        'provisionalLicence',
        'certificate',
      ]) {
        expect(answer.body).not.toContain(secret);
      }
    }
    // The theory pass itself still shows.
    const progress = progressResponseSchema.parse(answers[0]?.json());
    expect(progress.testRecord.theory).toEqual({ passedOn: '2027-01-12' });
  });
});
