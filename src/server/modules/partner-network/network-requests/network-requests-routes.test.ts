import { count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { startSmtpTestServer } from '../../../../../tests/support/smtp-test-server';
import { createTestApp, type RunningTestApp, setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { INSTRUCTOR_PREFERENCE_OPTIONS } from '../../../../core/bookings/booking/booking-schemas';
import {
  type CreateNetworkPartnerRequest,
  NETWORK_LESSON_TYPE_VALUES,
  NETWORK_REQUEST_STATUS_VALUES,
  networkPartnerRequestListSchema,
  networkPartnerRequestReceiptSchema,
  networkPartnerRequestSchema,
  PREFERRED_DATE_CHOICES,
  URGENCY_LEVEL_VALUES,
} from '../../../../core/partner-network/network-request-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import { networkPartnerRequests, outbox } from '../../../db/schema';
import { createSmtpMailTransport } from '../../../integrations/smtp-mail-transport';

// Monday 12 January 2026, 10:00 in London (GMT).
const NOW = new Date('2026-01-12T10:00:00Z');

let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});
beforeEach(async () => {
  testApp.setNow(NOW);
  await testApp.database.db.delete(networkPartnerRequests);
  await testApp.database.db.delete(outbox);
});

function londonToday(instant: Date): string {
  return toZonedParts(instant, SCHOOL_TIME_ZONE).date;
}

function validRequest(
  overrides: Partial<CreateNetworkPartnerRequest> = {},
  now = NOW,
): CreateNetworkPartnerRequest {
  const today = londonToday(now);
  return {
    fullName: 'Amira Khan',
    email: 'amira@example.com',
    phone: '07700 900123',
    lessonType: 'manual',
    // The last date late enough for the working days to set the reply date.
    preferredDates: [addDaysToIsoDate(today, 3), addDaysToIsoDate(today, 1), addDaysToIsoDate(today, 12)],
    postcode: 'b23 6ab',
    instructorPreference: 'female',
    additionalRequirements: 'A female instructor if possible.',
    urgencyLevel: 'standard',
    ...overrides,
  };
}

function postRequest(payload: object, app: RunningTestApp = testApp) {
  return app.app.inject({ method: 'POST', url: '/api/network-partner-requests', payload });
}

async function countRows() {
  const db = testApp.database.db;
  const [requests] = await db.select({ value: count() }).from(networkPartnerRequests);
  const [messages] = await db.select({ value: count() }).from(outbox);
  return { requests: requests?.value, messages: messages?.value };
}

describe('enumerations', () => {
  it('are the same in the shared schemas and the database constraints', () => {
    expect(NETWORK_LESSON_TYPE_VALUES).toEqual(networkPartnerRequests.lessonType.enumValues);
    expect(URGENCY_LEVEL_VALUES).toEqual(networkPartnerRequests.urgencyLevel.enumValues);
    expect(INSTRUCTOR_PREFERENCE_OPTIONS).toEqual(networkPartnerRequests.instructorPreference.enumValues);
    expect(NETWORK_REQUEST_STATUS_VALUES).toEqual(networkPartnerRequests.status.enumValues);
  });
});

describe('POST /api/network-partner-requests', () => {
  it('stores the request as pending with its reply-by date and e-mails the visitor and the school', async () => {
    const response = await postRequest(validRequest({ email: ' Amira@Example.com ' }));
    expect(response.statusCode).toBe(201);
    // Monday 12 January: 7 working days later is Wednesday 21 January.
    expect(networkPartnerRequestReceiptSchema.parse(response.json())).toEqual({
      urgencyLevel: 'standard',
      estimatedResponseDate: '2026-01-21',
      byLastChosenDate: false,
      confirmationEmail: 'not_sent',
    });

    const [stored] = await testApp.database.db.select().from(networkPartnerRequests);
    expect(stored).toMatchObject({
      fullName: 'Amira Khan',
      email: 'amira@example.com',
      phone: '07700 900123',
      lessonType: 'manual',
      preferredDates: ['2026-01-13', '2026-01-15', '2026-01-24'],
      // Only the postcode's district is kept.
      postcodeDistrict: 'B23',
      instructorPreference: 'female',
      additionalRequirements: 'A female instructor if possible.',
      urgencyLevel: 'standard',
      status: 'pending',
      allocatedInstructorId: null,
      estimatedResponseDate: '2026-01-21',
    });
    expect(stored?.createdAt.toISOString()).toBe(NOW.toISOString());

    const messages = await testApp.database.db.select().from(outbox);
    expect(messages.map((message) => [message.kind, message.recipient, message.status]).sort()).toEqual([
      ['network_request_received', 'amira@example.com', 'not_configured'],
      ['new_network_request', testApp.env.SCHOOL_EMAIL, 'not_configured'],
    ]);
    const confirmation = messages.find((message) => message.kind === 'network_request_received');
    expect(confirmation?.bodyText).toContain('Wednesday 21 January 2026');
    expect(confirmation?.bodyText).toContain('Tuesday 13 January 2026');
    expect(confirmation?.bodyText).toContain('within 24 hours');
    const notification = messages.find((message) => message.kind === 'new_network_request');
    expect(notification?.bodyText).toContain('07700 900123');
    expect(notification?.bodyText).toContain('A female instructor if possible.');
  });

  it('defaults to standard urgency and no instructor preference, and stores blank requirements as none', async () => {
    const {
      urgencyLevel: _urgency,
      instructorPreference: _preference,
      ...withoutDefaults
    } = validRequest({ additionalRequirements: '  ' });
    const response = await postRequest(withoutDefaults);
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.database.db.select().from(networkPartnerRequests);
    expect(stored?.urgencyLevel).toBe('standard');
    expect(stored?.instructorPreference).toBe('no_preference');
    expect(stored?.additionalRequirements).toBeNull();
  });

  it('says when the confirmation e-mail really went, and sends both messages over SMTP', async () => {
    const smtp = await startSmtpTestServer();
    const sending = await createTestApp({ now: NOW, mailTransport: createSmtpMailTransport(smtp.url) });
    try {
      const response = await postRequest(validRequest({ urgencyLevel: 'urgent' }), sending);
      expect(response.statusCode).toBe(201);
      expect(networkPartnerRequestReceiptSchema.parse(response.json()).confirmationEmail).toBe('sent');
      expect(smtp.received.flatMap((email) => email.to).sort()).toEqual(
        ['amira@example.com', sending.env.SCHOOL_EMAIL].sort(),
      );
      expect(smtp.received.some((email) => email.raw.includes('URGENT: New network-partner request'))).toBe(
        true,
      );
    } finally {
      await sending.close();
      await smtp.close();
    }
  });

  it('never promises a reply after the learner’s last chosen date', async () => {
    // Monday 12 January: 7 working days would be Wednesday 21; the last date chosen is Thursday 15.
    const response = await postRequest(
      validRequest({ preferredDates: ['2026-01-15', '2026-01-13'], urgencyLevel: 'standard' }),
    );
    expect(response.statusCode).toBe(201);
    expect(networkPartnerRequestReceiptSchema.parse(response.json())).toMatchObject({
      estimatedResponseDate: '2026-01-15',
      byLastChosenDate: true,
    });
    const [stored] = await testApp.database.db.select().from(networkPartnerRequests);
    expect(stored?.estimatedResponseDate).toBe('2026-01-15');
    const [confirmation] = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'network_request_received'));
    expect(confirmation?.bodyText).toContain(
      'We will get back to you by Thursday 15 January 2026 at the latest, your last chosen date.',
    );
    expect(confirmation?.bodyText).not.toContain('21 January');
  });

  describe('working days (from the London date the request arrives)', () => {
    it.each([
      // Monday 22 December 2025: 23, 24, 29, 30, 31 December, 2 and 5 January (Christmas, Boxing Day, New Year).
      ['Christmas, standard', '2025-12-22T09:00:00Z', 'standard', '2026-01-05'],
      // Wednesday 24 December 2025: 29, 30, 31 December, 2 and 5 January.
      ['Christmas, urgent', '2025-12-24T15:00:00Z', 'urgent', '2026-01-05'],
      // Wednesday 1 April 2026: Thursday 2, then Good Friday, the weekend and Easter Monday, then 7 to 10 April.
      ['Easter, urgent', '2026-04-01T11:00:00Z', 'urgent', '2026-04-10'],
      ['Easter, standard', '2026-04-01T11:00:00Z', 'standard', '2026-04-14'],
      // Saturday 10 January 2026, late evening: Monday 12 is the first working day.
      ['a weekend', '2026-01-10T22:30:00Z', 'standard', '2026-01-20'],
      ['a weekend, urgent', '2026-01-10T22:30:00Z', 'urgent', '2026-01-16'],
      // 23:30 UTC on Tuesday 30 June is 00:30 on Wednesday 1 July in London (BST).
      ['after midnight in London', '2026-06-30T23:30:00Z', 'standard', '2026-07-10'],
    ] as const)('%s', async (_name, instant, urgencyLevel, expected) => {
      const now = new Date(instant);
      testApp.setNow(now);
      // The last date as late as the form allows: the working days set the reply date.
      const preferredDates = [addDaysToIsoDate(londonToday(now), PREFERRED_DATE_CHOICES)];
      const response = await postRequest(validRequest({ urgencyLevel, preferredDates }, now));
      expect(response.statusCode).toBe(201);
      expect(networkPartnerRequestReceiptSchema.parse(response.json()).estimatedResponseDate).toBe(expected);
      const [stored] = await testApp.database.db.select().from(networkPartnerRequests);
      expect(stored?.estimatedResponseDate).toBe(expected);
    });
  });

  describe('validation (spec section 5), with nothing written', () => {
    it.each([
      ['a one-letter name', { fullName: 'A' }, 'fullName', 'Full name must be at least 2 characters'],
      ['a missing name', { fullName: undefined }, 'fullName', 'Full name must be at least 2 characters'],
      ['a bad e-mail', { email: 'amira@' }, 'email', 'Please enter a valid email address'],
      ['a missing e-mail', { email: undefined }, 'email', 'Please enter a valid email address'],
      ['a short phone', { phone: '0121 496' }, 'phone', 'Please enter a valid phone number'],
      ['a missing phone', { phone: undefined }, 'phone', 'Please enter a valid phone number'],
      ['an unknown lesson type', { lessonType: 'motorbike' }, 'lessonType', 'Please choose a lesson type'],
      ['no dates', { preferredDates: [] }, 'preferredDates', 'Please select at least one preferred date'],
      [
        'missing dates',
        { preferredDates: undefined },
        'preferredDates',
        'Please select at least one preferred date',
      ],
      [
        'a date that is not a date',
        { preferredDates: ['2026-02-30'] },
        'preferredDates.0',
        'Please choose dates within the next 14 days',
      ],
      [
        'an unknown urgency',
        { urgencyLevel: 'yesterday' },
        'urgencyLevel',
        'Please choose how urgent this is',
      ],
      ['a missing postcode', { postcode: undefined }, 'postcode', 'Enter your postcode, like B23 6AB'],
      ['a postcode that is not one', { postcode: 'B23' }, 'postcode', 'Enter your postcode, like B23 6AB'],
      [
        'an unknown instructor preference',
        { instructorPreference: 'any' },
        'instructorPreference',
        'Please choose an instructor preference',
      ],
      [
        'requirements that are too long',
        { additionalRequirements: 'x'.repeat(2001) },
        'additionalRequirements',
        'Please keep this under 2,000 characters',
      ],
    ])('refuses %s', async (_name, change, field, message) => {
      const response = await postRequest({ ...validRequest(), ...change });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.[field]).toBe(message);
      expect(await countRows()).toEqual({ requests: 0, messages: 0 });
    });

    it.each([
      ['yesterday', -1],
      ['15 days ahead', 15],
    ])('refuses a date %s: the choices are the next 14 days', async (_name, offset) => {
      const response = await postRequest(
        validRequest({ preferredDates: [addDaysToIsoDate(londonToday(NOW), offset)] }),
      );
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toEqual({
        preferredDates: 'Please choose dates within the next 14 days',
      });
      expect(await countRows()).toEqual({ requests: 0, messages: 0 });
    });

    it('accepts today and 14 days ahead', async () => {
      const today = londonToday(NOW);
      const response = await postRequest(
        validRequest({ preferredDates: [today, addDaysToIsoDate(today, 14)] }),
      );
      expect(response.statusCode).toBe(201);
    });
  });

  it('answers a filled-in honeypot like a success, but stores and sends nothing', async () => {
    const response = await postRequest(validRequest({ website: 'https://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(networkPartnerRequestReceiptSchema.parse(response.json())).toEqual({
      urgencyLevel: 'standard',
      estimatedResponseDate: '2026-01-21',
      byLastChosenDate: false,
      confirmationEmail: 'not_sent',
    });
    expect(await countRows()).toEqual({ requests: 0, messages: 0 });
  });

  it('is rate limited at the rate of the sensitive routes', async () => {
    const limited = await createTestApp({ now: NOW, env: { RATE_LIMIT_SENSITIVE_PER_MINUTE: '2' } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await postRequest(validRequest(), limited)).statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('instructor-only routes', () => {
  it.each([
    ['GET', '/api/network-partner-requests'],
    ['GET', '/api/network-partner-requests/1'],
    ['PATCH', '/api/network-partner-requests/1/status'],
    ['GET', '/api/network-partner-requests/1/matches'],
  ] as const)('%s %s refuses an anonymous request with 401', async (method, url) => {
    const response = await testApp.app.inject({
      method,
      url,
      ...(method === 'GET' ? {} : { payload: { status: 'closed' } }),
    });
    expect(response.statusCode).toBe(401);
  });
});

async function createRequest(fullName: string, at: Date, urgencyLevel: 'standard' | 'urgent' = 'standard') {
  testApp.setNow(at);
  const response = await postRequest(validRequest({ fullName, urgencyLevel }, at));
  expect(response.statusCode).toBe(201);
  const [row] = await testApp.database.db
    .select({ id: networkPartnerRequests.id })
    .from(networkPartnerRequests)
    .where(eq(networkPartnerRequests.fullName, fullName));
  if (!row) throw new Error(`${fullName}'s request was not stored`);
  testApp.setNow(NOW);
  return row.id;
}

function patchStatus(id: number, payload: object) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/network-partner-requests/${id}/status`,
    payload,
    headers: testApp.headers,
  });
}

describe('GET /api/network-partner-requests', () => {
  it('lists newest first with the count of each status, and filters by status', async () => {
    const older = await createRequest('Older Request', new Date('2026-01-10T09:00:00Z'));
    const newer = await createRequest('Newer Request', new Date('2026-01-11T09:00:00Z'), 'urgent');
    expect((await patchStatus(older, { status: 'contacted' })).statusCode).toBe(200);

    const all = await testApp.app.inject({
      method: 'GET',
      url: '/api/network-partner-requests',
      headers: testApp.headers,
    });
    expect(all.statusCode).toBe(200);
    const list = networkPartnerRequestListSchema.parse(all.json());
    expect(list.requests.map((request) => request.fullName)).toEqual(['Newer Request', 'Older Request']);
    expect(list.counts).toEqual({ pending: 1, contacted: 1, allocated: 0, closed: 0 });
    expect(list.requests[0]).toMatchObject({ id: newer, urgencyLevel: 'urgent', status: 'pending' });

    const contacted = await testApp.app.inject({
      method: 'GET',
      url: '/api/network-partner-requests?status=contacted',
      headers: testApp.headers,
    });
    const filtered = networkPartnerRequestListSchema.parse(contacted.json());
    expect(filtered.requests.map((request) => request.id)).toEqual([older]);
    expect(filtered.counts.pending).toBe(1);
  });

  it('refuses an unknown status filter with a 400', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/network-partner-requests?status=lost',
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({ status: 'Choose a status to filter by' });
  });

  it('answers an empty list with zero counts', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/network-partner-requests',
      headers: testApp.headers,
    });
    expect(networkPartnerRequestListSchema.parse(response.json())).toEqual({
      requests: [],
      counts: { pending: 0, contacted: 0, allocated: 0, closed: 0 },
    });
  });
});

describe('GET /api/network-partner-requests/{id}', () => {
  it('opens one request', async () => {
    const id = await createRequest('Open Me', NOW);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/network-partner-requests/${id}`,
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(networkPartnerRequestSchema.parse(response.json())).toMatchObject({
      id,
      fullName: 'Open Me',
      email: 'amira@example.com',
      preferredDates: ['2026-01-13', '2026-01-15', '2026-01-24'],
      postcodeDistrict: 'B23',
      instructorPreference: 'female',
      status: 'pending',
      allocatedInstructor: null,
      estimatedResponseDate: '2026-01-21',
      createdAt: NOW.toISOString(),
    });
  });

  it('answers 404 for a request that does not exist', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/network-partner-requests/999999',
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).message).toBe('That request no longer exists.');
  });
});

describe('PATCH /api/network-partner-requests/{id}/status', () => {
  it('moves a request through contacted, allocated (to a partner, then to the signed-in instructor) and closed', async () => {
    const id = await createRequest('Move Me', NOW);
    const later = new Date('2026-01-13T09:00:00Z');
    testApp.setNow(later);

    const contacted = await patchStatus(id, { status: 'contacted' });
    expect(contacted.statusCode).toBe(200);
    expect(networkPartnerRequestSchema.parse(contacted.json())).toMatchObject({
      status: 'contacted',
      allocatedInstructor: null,
      updatedAt: later.toISOString(),
      createdAt: NOW.toISOString(),
    });

    const toPartner = await patchStatus(id, { status: 'allocated' });
    expect(networkPartnerRequestSchema.parse(toPartner.json())).toMatchObject({
      status: 'allocated',
      allocatedInstructor: null,
    });

    const toMe = await patchStatus(id, { status: 'allocated', allocatedInstructorId: instructorId });
    expect(networkPartnerRequestSchema.parse(toMe.json()).allocatedInstructor).toEqual({
      id: instructorId,
      // The test app sets no INSTRUCTOR_NAME: still allocated, to an instructor with no name.
      fullName: null,
    });

    const closed = await patchStatus(id, { status: 'closed' });
    expect(networkPartnerRequestSchema.parse(closed.json())).toMatchObject({
      status: 'closed',
      allocatedInstructor: null,
    });
    const [stored] = await testApp.database.db
      .select()
      .from(networkPartnerRequests)
      .where(eq(networkPartnerRequests.id, id));
    expect(stored).toMatchObject({ status: 'closed', allocatedInstructorId: null });

    const reopened = await patchStatus(id, { status: 'pending' });
    expect(networkPartnerRequestSchema.parse(reopened.json()).status).toBe('pending');
  });

  it('refuses an unknown status, an instructor on a request that is not allocated, and an unknown instructor', async () => {
    const id = await createRequest('Refuse Me', NOW);
    const unknownStatus = await patchStatus(id, { status: 'lost' });
    expect(unknownStatus.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknownStatus.json()).fields).toEqual({ status: 'Please choose a status' });

    const notAllocated = await patchStatus(id, { status: 'contacted', allocatedInstructorId: instructorId });
    expect(notAllocated.statusCode).toBe(400);
    expect(apiErrorSchema.parse(notAllocated.json()).fields).toEqual({
      allocatedInstructorId: 'Only an allocated request has an instructor',
    });

    const unknownInstructor = await patchStatus(id, { status: 'allocated', allocatedInstructorId: 999_999 });
    expect(unknownInstructor.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknownInstructor.json()).fields).toEqual({
      allocatedInstructorId: "That instructor is not one of the school's instructors",
    });

    const [stored] = await testApp.database.db
      .select()
      .from(networkPartnerRequests)
      .where(eq(networkPartnerRequests.id, id));
    expect(stored?.status).toBe('pending');
  });

  it('answers 404 for a request that does not exist', async () => {
    const response = await patchStatus(999_999, { status: 'closed' });
    expect(response.statusCode).toBe(404);
  });
});
