import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VALID_COMPLIANCE_RECORD } from '../../../../../tests/support/compliance-records';
import { buildBookingRequest, getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { createdBookingSchema } from '../../../../core/bookings/booking/booking-schemas';
import { pendingBookingRequestsSchema } from '../../../../core/bookings/booking/bookings-admin-schemas';
import { publicInstructorsResponseSchema } from '../../../../core/bookings/booking/instructor-choice';
import { timeSlotsResponseSchema } from '../../../../core/bookings/booking/time-slot-schemas';
import { studentsListResponseSchema } from '../../../../core/learners/students-schemas';
import {
  instructorLoginResponseSchema,
  verifyInstructorResponseSchema,
} from '../../../../core/platform/auth/auth-schemas';
import {
  acceptInstructorInvitationResponseSchema,
  createInstructorInvitationResponseSchema,
  SETTINGS_OWNER_ONLY_MESSAGE,
} from '../../../../core/platform/auth/instructor-accounts-schemas';
import { progressResponseSchema } from '../../../../core/progress/progress-schemas';
import { bookings, instructors, users } from '../../../db/schema';
import { findOrCreateAccessToken } from '../../learners/learners/learners-service';
import { OTHER_INSTRUCTOR_MESSAGE, preferenceMismatchMessage } from '../bookings/bookings-service';

/*
 * Learners choose who teaches them (issue 37, docs/decisions/0048): the public list of
 * instructors, the slot list's filters and the booking's refusals, with a school of two made
 * through the owner's invitation as the acceptance sequence does.
 */

// Monday 1 March 2027, 10:00 GMT.
const NOW = new Date('2027-03-01T10:00:00Z');

const testApp = setUpTestApp({ now: NOW });
let ownerId: number;
let sarah: { id: number; headers: { authorization: string } };

beforeAll(async () => {
  const { db } = testApp.database;
  ownerId = await getSeededInstructorId(db);
  // The owner from before profiles: named, no gender given (migration 0024's profile).
  await db.update(instructors).set({ fullName: 'Tom Owner' }).where(eq(instructors.id, ownerId));
  const invited = await testApp.app.inject({
    method: 'POST',
    url: '/api/instructors/invitations',
    headers: testApp.headers,
    payload: { email: 'sarah@example.com', fullName: 'Sarah Khan', role: 'instructor' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = createInstructorInvitationResponseSchema
    .parse(invited.json())
    .inviteUrl?.split('/instructor-invitation/')[1];
  if (!token) throw new Error(`no link in ${invited.body}`);
  const accepted = await testApp.app.inject({
    method: 'POST',
    url: `/api/instructors/invitations/${token}/accept`,
    payload: {
      password: 'sarahs-own-password-1',
      fullName: 'Sarah Khan',
      gender: 'female',
      qualification: 'pdi',
      gearbox: 'automatic',
      carMake: 'Toyota',
      carModel: 'Yaris Hybrid',
      areas: ['Moseley', 'Kings Heath'],
      bio: 'Calm, patient lessons around south Birmingham.',
      phone: '07700 900456',
    },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const session = acceptInstructorInvitationResponseSchema.parse(accepted.json());
  // Her own sign-in with the password she chose, as on the dashboard's login page: the session the
  // acceptance handed out is not the only way in.
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/instructor-login',
    payload: { email: 'Sarah@Example.com', password: 'sarahs-own-password-1' },
  });
  expect(login.statusCode, login.body).toBe(200);
  const signedIn = instructorLoginResponseSchema.parse(login.json());
  expect(signedIn.instructor).toMatchObject({ id: session.instructor.id, role: 'instructor' });
  expect(signedIn.token).not.toBe(session.token);
  sarah = { id: session.instructor.id, headers: { authorization: `Bearer ${signedIn.token}` } };
  // A plain invitation brings no compliance record: the owner records hers, or she is not bookable.
  const recorded = await testApp.app.inject({
    method: 'PUT',
    url: `/api/instructors/${sarah.id}/compliance`,
    headers: testApp.headers,
    payload: VALID_COMPLIANCE_RECORD,
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
  const verified = await testApp.app.inject({
    method: 'GET',
    url: '/api/auth/verify-instructor',
    headers: sarah.headers,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  expect(verifyInstructorResponseSchema.parse(verified.json()).instructor.role).toBe('instructor');
});

beforeEach(() => {
  testApp.setNow(NOW);
});

async function addSlot(headers: { authorization: string }, date: string, time: string, duration = 120) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/time-slots',
    headers,
    payload: { date, time, duration, isAvailable: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return createdTimeSlotId(response.json());
}

function createdTimeSlotId(body: unknown): number {
  if (typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'number')
    return body.id;
  throw new Error(`no slot id in ${JSON.stringify(body)}`);
}

async function listSlots(query = '') {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/time-slots${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return timeSlotsResponseSchema.parse(response.json());
}

async function listInstructors() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/instructors' });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, instructors: publicInstructorsResponseSchema.parse(response.json()) };
}

function postBooking(body: object) {
  return testApp.app.inject({ method: 'POST', url: '/api/bookings', payload: body });
}

async function pendingIds(headers: { authorization: string }) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/bookings/pending', headers });
  expect(response.statusCode, response.body).toBe(200);
  return pendingBookingRequestsSchema.parse(response.json()).map((request) => request.id);
}

async function approve(headers: { authorization: string }, bookingId: number) {
  const response = await testApp.app.inject({
    method: 'PATCH',
    url: `/api/bookings/${bookingId}/status`,
    headers,
    payload: { status: 'approved' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function studentIds(headers: { authorization: string }) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/students', headers });
  expect(response.statusCode, response.body).toBe(200);
  return studentsListResponseSchema
    .parse(response.json())
    .map((student) => student.id)
    .sort((a, b) => a - b);
}

async function learnerInstructor(email: string) {
  const [row] = await testApp.database.db
    .select({ instructorId: users.instructorId })
    .from(users)
    .where(eq(users.email, email));
  return row?.instructorId;
}

describe('learners choose who teaches them', () => {
  it("follows the issue's sequence to its end: Sarah's free time and the female filter, a booking with the preference (refused on the owner's time), both see it, Sarah approves, each sees their learners, Sarah is kept out of the owner's", async () => {
    const sarahsSlot = await addSlot(sarah.headers, '2027-03-10', '10:00');
    const ownersSlot = await addSlot(testApp.headers, '2027-03-10', '10:00');

    const all = await listSlots();
    expect(all.find((slot) => slot.id === sarahsSlot)?.instructorId).toBe(sarah.id);
    expect(all.find((slot) => slot.id === ownersSlot)?.instructorId).toBe(ownerId);

    const female = await listSlots('?instructorPreference=female');
    expect(female.map((slot) => slot.id)).toEqual([sarahsSlot]);
    // The owner gave no gender: a preference is honoured, never guessed.
    expect(await listSlots('?instructorPreference=male')).toEqual([]);
    expect((await listSlots(`?instructorId=${ownerId}`)).map((slot) => slot.id)).toEqual([ownersSlot]);
    expect(await listSlots(`?instructorId=${ownerId}&instructorPreference=female`)).toEqual([]);

    const refused = await postBooking(
      buildBookingRequest({ timeSlotIds: [ownersSlot], instructorPreference: 'female' }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).fields).toEqual({
      instructorPreference: preferenceMismatchMessage('female'),
    });

    const request = buildBookingRequest({ timeSlotIds: [sarahsSlot], instructorPreference: 'female' });
    const booked = await postBooking(request);
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = createdBookingSchema.parse(booked.json());
    const [row] = await testApp.database.db
      .select({ instructorId: bookings.instructorId })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row?.instructorId).toBe(sarah.id);
    expect(await learnerInstructor(request.email)).toBe(sarah.id);
    // The learner's own page names her and how to reach her.
    const { token } = await findOrCreateAccessToken(testApp.database.db, booking.studentId, NOW);
    const page = await testApp.app.inject({ method: 'GET', url: `/api/progress/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(progressResponseSchema.parse(page.json()).instructor).toEqual({
      id: sarah.id,
      fullName: 'Sarah Khan',
      phone: '07700 900456',
    });
    // Her time is sold: gone from every list.
    expect((await listSlots('?instructorPreference=female')).map((slot) => slot.id)).not.toContain(
      sarahsSlot,
    );

    // The owner has a learner of their own: booked on their time, approved by them.
    const ownersRequest = buildBookingRequest({ timeSlotIds: [ownersSlot], fullName: 'Owen Owner-Learner' });
    const ownersBooked = await postBooking(ownersRequest);
    expect(ownersBooked.statusCode, ownersBooked.body).toBe(201);
    const ownersBooking = createdBookingSchema.parse(ownersBooked.json());
    await approve(testApp.headers, ownersBooking.id);

    // Sarah and the owner both see her request; the owner's own is not Sarah's to see.
    expect(await pendingIds(sarah.headers)).toEqual([booking.id]);
    expect(await pendingIds(testApp.headers)).toContain(booking.id);

    // Sarah approves: her lesson, in her diary.
    await approve(sarah.headers, booking.id);
    expect(await pendingIds(sarah.headers)).toEqual([]);
    expect(await pendingIds(testApp.headers)).not.toContain(booking.id);
    const [answered] = await testApp.database.db
      .select({ status: bookings.status, instructorId: bookings.instructorId })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(answered).toEqual({ status: 'approved', instructorId: sarah.id });

    // Her learners hold that learner and none of the owner's; the owner's hold everyone.
    expect(await studentIds(sarah.headers)).toEqual([booking.studentId]);
    const ownersStudents = await studentIds(testApp.headers);
    expect(ownersStudents).toContain(booking.studentId);
    expect(ownersStudents).toContain(ownersBooking.studentId);

    // Sarah reading the owner's learner: 404, as if there were none; her own learner: 200.
    for (const part of ['lessons', 'progress', 'bookings']) {
      const own = await testApp.app.inject({
        method: 'GET',
        url: `/api/students/${booking.studentId}/${part}`,
        headers: sarah.headers,
      });
      expect(own.statusCode, `${part}: ${own.body}`).toBe(200);
      const others = await testApp.app.inject({
        method: 'GET',
        url: `/api/students/${ownersBooking.studentId}/${part}`,
        headers: sarah.headers,
      });
      expect(others.statusCode, `${part}: ${others.body}`).toBe(404);
    }

    // Changing the school's settings is the owner's: 403 with the reason, nothing changed.
    const settingsBefore = await testApp.app.inject({
      method: 'GET',
      url: '/api/settings/school',
      headers: testApp.headers,
    });
    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/settings/school',
      headers: sarah.headers,
      payload: { schoolName: "Sarah's Driving School" },
    });
    expect(changed.statusCode, changed.body).toBe(403);
    expect(apiErrorSchema.parse(changed.json()).message).toBe(SETTINGS_OWNER_ONLY_MESSAGE);
    const settingsAfter = await testApp.app.inject({
      method: 'GET',
      url: '/api/settings/school',
      headers: testApp.headers,
    });
    expect(settingsAfter.body).toBe(settingsBefore.body);
  });

  it('refuses times of another instructor than the one named, and writes nothing', async () => {
    const ownersSlot = await addSlot(testApp.headers, '2027-03-11', '10:00');
    const request = buildBookingRequest({ timeSlotIds: [ownersSlot], instructorId: sarah.id });
    const response = await postBooking(request);
    expect(response.statusCode, response.body).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({ timeSlotIds: OTHER_INSTRUCTOR_MESSAGE });
    expect(await learnerInstructor(request.email)).toBeUndefined();
    expect((await listSlots()).map((slot) => slot.id)).toContain(ownersSlot);
  });

  it('sends a booking without times to the instructor named, and refuses one nobody can choose', async () => {
    const request = buildBookingRequest({ instructorId: sarah.id, packageType: 'starter' });
    const response = await postBooking(request);
    expect(response.statusCode, response.body).toBe(201);
    const booking = createdBookingSchema.parse(response.json());
    const [row] = await testApp.database.db
      .select({ instructorId: bookings.instructorId })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row?.instructorId).toBe(sarah.id);
    expect(await learnerInstructor(request.email)).toBe(sarah.id);

    const unknown = await postBooking(buildBookingRequest({ instructorId: 999_999, packageType: 'starter' }));
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(unknown.json()).fields ?? {})).toEqual(['instructorId']);
  });

  it('refuses times of two instructors in one booking', async () => {
    const first = await addSlot(testApp.headers, '2027-03-12', '10:00', 60);
    const second = await addSlot(sarah.headers, '2027-03-12', '11:00', 60);
    const response = await postBooking(buildBookingRequest({ timeSlotIds: [first, second] }));
    expect(response.statusCode, response.body).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      timeSlotIds: 'Please choose times with one instructor per booking.',
    });
  });

  it("keeps the learner's instructor on a later 'any instructor' booking, and changes it when they choose another", async () => {
    const email = 'returning.learner@example.com';
    const [first, second, third] = [
      await addSlot(sarah.headers, '2027-03-15', '10:00'),
      await addSlot(testApp.headers, '2027-03-16', '10:00'),
      await addSlot(testApp.headers, '2027-03-17', '10:00'),
    ];
    const book = async (overrides: object) => {
      const response = await postBooking({
        ...buildBookingRequest({ email, fullName: 'Riya Patel' }),
        ...overrides,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await book({ timeSlotIds: [first] });
    expect(await learnerInstructor(email)).toBe(sarah.id);
    await book({ timeSlotIds: [second] });
    expect(await learnerInstructor(email)).toBe(sarah.id);
    await book({ timeSlotIds: [third], instructorId: ownerId });
    expect(await learnerInstructor(email)).toBe(ownerId);
  });

  it('lists active instructors with their profile and next free time, never an e-mail; a suspended one and their times are hidden', async () => {
    const early = await addSlot(sarah.headers, '2027-03-05', '09:00');
    const { body, instructors: listed } = await listInstructors();
    expect(body).not.toContain('@');
    const sarahListed = listed.find((instructor) => instructor.id === sarah.id);
    expect(sarahListed).toEqual({
      id: sarah.id,
      fullName: 'Sarah Khan',
      gender: 'female',
      qualification: 'pdi',
      gearbox: 'automatic',
      car: 'Toyota Yaris Hybrid',
      areas: ['Moseley', 'Kings Heath'],
      bio: 'Calm, patient lessons around south Birmingham.',
      photoUrl: null,
      nextFreeAt: '2027-03-05T09:00:00.000Z',
    });
    expect(listed[0]?.id).toBe(ownerId);

    const suspended = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/${sarah.id}/suspend`,
      headers: testApp.headers,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    try {
      expect((await listInstructors()).instructors.map((instructor) => instructor.id)).not.toContain(
        sarah.id,
      );
      expect((await listSlots()).map((slot) => slot.id)).not.toContain(early);
      const refused = await postBooking(buildBookingRequest({ timeSlotIds: [early] }));
      expect(refused.statusCode, refused.body).toBe(409);
    } finally {
      const reactivated = await testApp.app.inject({
        method: 'POST',
        url: `/api/instructors/${sarah.id}/reactivate`,
        headers: testApp.headers,
      });
      expect(reactivated.statusCode, reactivated.body).toBe(200);
    }
    expect((await listSlots()).map((slot) => slot.id)).toContain(early);
  });

  it('refuses an unknown preference in the query with a field message', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/time-slots?instructorPreference=robot',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(response.json()).fields ?? {})).toContain('instructorPreference');
  });
});
