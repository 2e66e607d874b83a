import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { z } from 'zod';
import { createdTimeSlotSchema } from '../../../src/core/bookings/availability/availability-admin-schemas';
import {
  type CreatedBooking,
  createdBookingSchema,
} from '../../../src/core/bookings/booking/booking-schemas';
import { updateBookingStatusResponseSchema } from '../../../src/core/bookings/booking/bookings-admin-schemas';
import {
  accessLinkSchema,
  studentSchema,
  studentsListResponseSchema,
} from '../../../src/core/learners/students-schemas';
import { instructorLoginResponseSchema } from '../../../src/core/platform/auth/auth-schemas';
import {
  acceptInstructorInvitationResponseSchema,
  createInstructorInvitationResponseSchema,
} from '../../../src/core/platform/auth/instructor-accounts-schemas';
import {
  type ComplianceRecordInput,
  instructorComplianceSchema,
} from '../../../src/core/platform/auth/instructor-compliance';
import {
  type CreateProgressNoteRequest,
  schoolProgressNoteSchema,
} from '../../../src/core/progress/progress-notes-schemas';
import { addDaysToIsoDate } from '../../../src/core/time/london-time';
import { DEMO_INSTRUCTOR_EMAIL, DEMO_INSTRUCTOR_PASSWORD } from '../../../src/server/env';
import { getEmailText } from '../../support/email-text';
import { waitForPageReady } from './browser';
import { londonToday, urlFor } from './e2e-context';
import { emailsTo } from './mail-catcher';

/*
 * Setting the scene through the real API, as the instructor and the learner would: sign in, add
 * times, book, approve, add a learner, issue their progress link. Each call fails naming itself.
 */

/** One API call, on the shared server or a spec's own (`baseUrl`); fails naming the call and its answer. */
export async function callApi<T>(
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    expectStatus: number;
    schema: z.ZodType<T>;
    /** A spec's own server; the shared one when absent. */
    baseUrl?: string;
  },
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const url = options.baseUrl === undefined ? urlFor(path) : new URL(path, options.baseUrl).toString();
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path} should answer ${options.expectStatus}: ${text}`).toBe(
    options.expectStatus,
  );
  return options.schema.parse(text === '' ? undefined : JSON.parse(text));
}

export interface ApiSignInOptions {
  /** A spec's own server; the shared one when absent. */
  baseUrl?: string;
  /** The password when a spec has changed it (the demo password otherwise). */
  password?: string;
  /** The device the session is listed as (Node's fetch otherwise). */
  userAgent?: string;
}

/**
 * The demo instructor's session token (sent as a bearer token), signed in through the API: on the
 * shared server, or on `baseUrl` (a string is read as the base URL).
 */
export async function signInAsDemoInstructor(options: ApiSignInOptions | string = {}): Promise<string> {
  const {
    baseUrl,
    password = DEMO_INSTRUCTOR_PASSWORD,
    userAgent,
  } = typeof options === 'string' ? { baseUrl: options } : options;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (userAgent !== undefined) headers['user-agent'] = userAgent;
  const url =
    baseUrl === undefined
      ? urlFor('/api/auth/instructor-login')
      : new URL('/api/auth/instructor-login', baseUrl);
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: DEMO_INSTRUCTOR_EMAIL, password }),
  });
  const text = await response.text();
  expect(response.status, `signing the demo instructor in through the API: ${text}`).toBe(200);
  return instructorLoginResponseSchema.parse(JSON.parse(text)).token;
}

/**
 * The sign-in form, filled and sent as the instructor would, for tests whose subject is the form
 * (everything else signs in through the API): the page must show the form. Waits for the dashboard.
 */
export async function signInWithForm(page: Page, password: string = DEMO_INSTRUCTOR_PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(DEMO_INSTRUCTOR_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Instructor Dashboard' }).waitFor({ timeout: 15_000 });
}

/**
 * Signs the demo instructor in for this page's browser context through the API, as the sign-in
 * form does, without the form: the session cookie lands in the context (page.request shares its
 * cookie jar), the browser's only session (docs/decisions/0046). For tests about something other
 * than the sign-in form; the form has its own tests (instructor-dashboard.spec.ts,
 * instructor-account.spec.ts). Call it before page.goto. Returns the session token (for the API).
 */
export async function signInPageAsDemoInstructor(page: Page): Promise<string> {
  return signInPageAs(page, { email: DEMO_INSTRUCTOR_EMAIL, password: DEMO_INSTRUCTOR_PASSWORD });
}

/** As `signInPageAsDemoInstructor`, for another instructor of the school (one the spec made). */
export async function signInPageAs(
  page: Page,
  instructor: { email: string; password: string },
): Promise<string> {
  const response = await page.request.post('/api/auth/instructor-login', {
    data: { email: instructor.email, password: instructor.password },
  });
  expect(response.status(), `signing the page in as ${instructor.email}: ${await response.text()}`).toBe(200);
  return instructorLoginResponseSchema.parse(await response.json()).token;
}

/**
 * The one way a browser test opens the dashboard as the demo instructor: signed in through the API
 * (the sign-in form has its own tests), on `tab` or the dashboard's first screen, loaded.
 */
export async function openDashboardAsDemoInstructor(page: Page, tab?: string): Promise<void> {
  await signInPageAsDemoInstructor(page);
  await page.goto(tab === undefined ? '/instructor-dashboard' : `/instructor-dashboard?tab=${tab}`);
  await page.getByRole('heading', { level: 1, name: 'Instructor Dashboard' }).waitFor({ timeout: 15_000 });
  await waitForPageReady(page);
}

/** The live progress-link token of the seeded demo learner Tom Clarke, read as the instructor would. */
export async function getDemoLearnerAccessToken(): Promise<string> {
  const students = await callApi('GET', '/api/students', {
    token: await signInAsDemoInstructor(),
    expectStatus: 200,
    schema: studentsListResponseSchema,
  });
  const accessToken = students.find((student) => student.fullName === 'Tom Clarke')?.accessToken?.token;
  if (!accessToken) throw new Error('The demo learner Tom Clarke should have a live access link');
  return accessToken;
}

/** A free slot of the signed-in instructor (London date and time), on the shared server or `baseUrl`. */
export async function addTimeSlot(
  token: string,
  slot: { date: string; time: string; duration: 60 | 90 | 120 },
  baseUrl?: string,
) {
  return callApi('POST', '/api/time-slots', {
    token,
    body: slot,
    expectStatus: 201,
    schema: createdTimeSlotSchema,
    baseUrl,
  });
}

/** The school's second instructor in the specs of a school of two: a female ADI in south Birmingham. */
export const SARAH = {
  email: 'sarah.khan@example.com',
  fullName: 'Sarah Khan',
  password: 'sarahs-own-password-1',
} as const;

/** Sarah's profile as she accepts; a spec may change a part (her gearbox for manual lessons). */
const SARAH_PROFILE = {
  fullName: SARAH.fullName,
  gender: 'female',
  qualification: 'adi',
  gearbox: 'automatic',
  carMake: 'Toyota',
  carModel: 'Yaris Hybrid',
  areas: ['Moseley', 'Kings Heath'],
  bio: 'Calm, patient lessons around south Birmingham.',
  phone: '07700 900456',
};

/**
 * The owner invites Sarah and she accepts with her profile, through the API of a spec's own
 * server: her id and session. A server that sends no e-mail answers with the link; one that
 * e-mails the run's mail catcher (`mailFrom`: its MAIL_FROM address) has the link read from there.
 */
export async function inviteAndAcceptSarah(
  baseUrl: string,
  ownerToken: string,
  options: { profile?: Partial<typeof SARAH_PROFILE>; mailFrom?: string } = {},
): Promise<{ id: number; token: string }> {
  return inviteAndAcceptInstructor(baseUrl, ownerToken, SARAH, options);
}

/**
 * As `inviteAndAcceptSarah`, for another instructor (their e-mail, name and password, Sarah's
 * profile otherwise): a spec that needs one more instructor than Sarah, or one of its own.
 */
export async function inviteAndAcceptInstructor(
  baseUrl: string,
  ownerToken: string,
  person: { email: string; fullName: string; password: string },
  options: { profile?: Partial<typeof SARAH_PROFILE>; mailFrom?: string } = {},
): Promise<{ id: number; token: string }> {
  const invitation = await callApi('POST', '/api/instructors/invitations', {
    token: ownerToken,
    body: { email: person.email, fullName: person.fullName, role: 'instructor' },
    expectStatus: 201,
    schema: createInstructorInvitationResponseSchema,
    baseUrl,
  });
  const link = invitation.inviteUrl ?? (await readInvitationLink(person.email, options.mailFrom));
  const accepted = await callApi(
    'POST',
    `/api/instructors/invitations/${link.split('/instructor-invitation/')[1]}/accept`,
    {
      body: { ...SARAH_PROFILE, fullName: person.fullName, password: person.password, ...options.profile },
      expectStatus: 200,
      schema: acceptInstructorInvitationResponseSchema,
      baseUrl,
    },
  );
  const instructor = { id: accepted.instructor.id, token: accepted.token };
  await recordValidCompliance(baseUrl, ownerToken, instructor.id);
  return instructor;
}

/** A badge and insurance valid for a year and a DBS check a month old, relative to today. */
export function validComplianceRecord(): ComplianceRecordInput {
  const today = londonToday();
  return {
    adiNumber: 'ADI123456',
    badgeType: 'adi',
    badgeExpiresOn: addDaysToIsoDate(today, 365),
    insuranceCoversTuition: true,
    insuranceExpiresOn: addDaysToIsoDate(today, 365),
    dbsCheckedOn: addDaysToIsoDate(today, -30),
  };
}

/**
 * The owner records an instructor's badge and insurance (docs/decisions/0057): an instructor from
 * a plain invitation has no record and cannot be booked until then.
 */
export async function recordValidCompliance(
  baseUrl: string,
  ownerToken: string,
  instructorId: number,
): Promise<void> {
  const saved = await callApi('PUT', `/api/instructors/${instructorId}/compliance`, {
    token: ownerToken,
    body: validComplianceRecord(),
    expectStatus: 200,
    schema: instructorComplianceSchema,
    baseUrl,
  });
  expect(saved.assessment.bookable, 'the instructor should be bookable once recorded').toBe(true);
}

/**
 * The link of the latest invitation e-mailed to `to` by the server sending from `mailFrom` (its
 * MAIL_FROM address), waited for: delivery follows the answer that sent it.
 */
export async function readInvitationLink(to: string, mailFrom: string | undefined): Promise<string> {
  if (mailFrom === undefined) throw new Error('the server sent the invitation by e-mail: pass its mailFrom');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const link = (await emailsTo(to, { from: mailFrom }))
      .map((email) => getEmailText(email).match(/https?:\/\/\S+\/instructor-invitation\/[\w-]+/)?.[0])
      .findLast((found) => found !== undefined);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No invitation e-mailed to ${to} from ${mailFrom}`);
}

const runId = Date.now();
// Each of the suite's two workers loads this module, possibly in the same millisecond: a random
// number of its own keeps their learners apart (two once shared an e-mail and one got a 409).
const workerNumber = randomInt(10_000, 100_000);
let learnerCount = 0;

/** A learner no other test has seen: unique name, e-mail and phone. */
export function uniqueLearner(firstName: string) {
  learnerCount += 1;
  const suffix = `${workerNumber}${learnerCount}`;
  return {
    fullName: `${firstName} Test${suffix}`,
    email: `${firstName.toLowerCase()}-${runId}-${workerNumber}-${learnerCount}@example.com`,
    phone: `07700 9${String((workerNumber + learnerCount) % 100_000).padStart(5, '0')}`,
  };
}

export type TestLearner = ReturnType<typeof uniqueLearner>;

/** The learner books these slots through the public booking API (bank transfer, unpaid). */
export async function bookAsLearner(
  learner: TestLearner,
  packageType: string,
  timeSlotIds: number[],
): Promise<CreatedBooking> {
  return callApi('POST', '/api/bookings', {
    body: {
      ...learner,
      drivingExperience: 'beginner',
      packageType,
      acceptTerms: true,
      timeSlotIds,
      instructorPreference: 'no_preference',
      paymentMethod: 'bank_transfer',
    },
    expectStatus: 201,
    schema: createdBookingSchema,
  });
}

/** The instructor approves a booking: its held times become lessons. */
export async function approveBooking(token: string, bookingId: number): Promise<void> {
  await callApi('PATCH', `/api/bookings/${bookingId}/status`, {
    token,
    body: { status: 'approved', instructorId: 1 },
    expectStatus: 200,
    schema: updateBookingStatusResponseSchema,
  });
}

/** The instructor adds a learner by hand (no booking), on the shared server or `baseUrl`. */
export async function addStudent(token: string, learner: TestLearner, baseUrl?: string) {
  return callApi('POST', '/api/students/manual', {
    token,
    body: { ...learner, drivingExperience: 'beginner' },
    expectStatus: 201,
    schema: studentSchema,
    baseUrl,
  });
}

/** A new progress link for the learner; earlier links stop working. */
export async function generateProgressLink(token: string, studentId: number, baseUrl?: string) {
  return callApi('POST', `/api/students/${studentId}/generate-token`, {
    token,
    expectStatus: 200,
    schema: accessLinkSchema,
    baseUrl,
  });
}

/** The instructor writes a progress note (with skill levels, if given), as the note form sends it. */
export async function addProgressNote(token: string, note: CreateProgressNoteRequest) {
  return callApi('POST', '/api/progress-notes', {
    token,
    body: note,
    expectStatus: 201,
    schema: schoolProgressNoteSchema,
  });
}
