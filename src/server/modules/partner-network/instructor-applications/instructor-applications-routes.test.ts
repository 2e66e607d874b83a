import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../../../../../tests/support/smtp-test-server';
import { createTestApp, type RunningTestApp, setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  APPLICATION_STATUS_VALUES,
  type CreateInstructorApplication,
  EXPERIENCE_YEARS_VALUES,
  FLEXIBILITY_VALUES,
  HOURLY_RATE_VALUES,
  INSTRUCTOR_NETWORK_AREAS,
  instructorApplicationListSchema,
  instructorApplicationReceiptSchema,
  instructorApplicationSchema,
  VEHICLE_TYPE_VALUES,
  WORK_DAY_VALUES,
  WORK_HOURS_VALUES,
} from '../../../../core/partner-network/instructor-application-schemas';
import { instructorApplications, outbox } from '../../../db/schema';
import { createSmtpMailTransport } from '../../../integrations/smtp-mail-transport';

const NOW = new Date('2026-01-12T10:00:00Z');

const testApp = setUpTestApp({ now: NOW });
beforeEach(async () => {
  testApp.setNow(NOW);
  await testApp.database.db.delete(instructorApplications);
  await testApp.database.db.delete(outbox);
});

function validApplication(overrides: Partial<CreateInstructorApplication> = {}): CreateInstructorApplication {
  return {
    fullName: 'Daniel Okafor',
    email: 'daniel@example.com',
    phone: '07700 900456',
    address: '12 Station Road, Harborne, Birmingham',
    postcode: 'b17 9lt',
    adiNumber: 'ADI123456',
    experienceYears: '3-5',
    hourlyRate: '35-40',
    areasWorked: ['Tipton', 'Birmingham City Centre', 'Tipton'],
    workDays: ['Saturday', 'Monday'],
    workHours: 'evenings',
    flexibility: 'flexible',
    vehicleType: 'manual',
    hasInsurance: true,
    hasBusinessLicense: true,
    additionalInfo: 'I also teach in Welsh.',
    ...overrides,
  };
}

function postApplication(payload: object, app: RunningTestApp = testApp) {
  return app.app.inject({ method: 'POST', url: '/api/instructor-applications', payload });
}

async function countRows() {
  const db = testApp.database.db;
  const [applications] = await db.select({ value: count() }).from(instructorApplications);
  const [messages] = await db.select({ value: count() }).from(outbox);
  return { applications: applications?.value, messages: messages?.value };
}

describe('enumerations', () => {
  it('are the same in the shared schemas and the database constraints', () => {
    expect(EXPERIENCE_YEARS_VALUES).toEqual(instructorApplications.experienceYears.enumValues);
    expect(HOURLY_RATE_VALUES).toEqual(instructorApplications.hourlyRate.enumValues);
    expect(VEHICLE_TYPE_VALUES).toEqual(instructorApplications.vehicleType.enumValues);
    expect(WORK_HOURS_VALUES).toEqual(instructorApplications.workHours.enumValues);
    expect(FLEXIBILITY_VALUES).toEqual(instructorApplications.flexibility.enumValues);
    expect(APPLICATION_STATUS_VALUES).toEqual(instructorApplications.status.enumValues);
  });

  it('offers 23 areas from Birmingham City Centre to Tipton, and Monday to Sunday', () => {
    expect(INSTRUCTOR_NETWORK_AREAS).toHaveLength(23);
    expect(new Set(INSTRUCTOR_NETWORK_AREAS).size).toBe(23);
    expect(INSTRUCTOR_NETWORK_AREAS[0]).toBe('Birmingham City Centre');
    expect(INSTRUCTOR_NETWORK_AREAS.at(-1)).toBe('Tipton');
    expect(WORK_DAY_VALUES).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });
});

describe('POST /api/instructor-applications', () => {
  it('stores the application as received and e-mails the applicant and the school', async () => {
    const response = await postApplication(validApplication());
    expect(response.statusCode).toBe(201);
    expect(instructorApplicationReceiptSchema.parse(response.json())).toEqual({
      reviewWithinHours: 48,
      confirmationEmail: 'not_sent',
    });

    const [stored] = await testApp.database.db.select().from(instructorApplications);
    expect(stored).toMatchObject({
      fullName: 'Daniel Okafor',
      email: 'daniel@example.com',
      postcode: 'B17 9LT',
      adiNumber: 'ADI123456',
      experienceYears: '3-5',
      hourlyRate: '35-40',
      // In the form's order, each once.
      areasWorked: ['Birmingham City Centre', 'Tipton'],
      workDays: ['Monday', 'Saturday'],
      workHours: 'evenings',
      flexibility: 'flexible',
      vehicleType: 'manual',
      hasInsurance: true,
      hasBusinessLicense: true,
      additionalInfo: 'I also teach in Welsh.',
      status: 'received',
      reviewedAt: null,
      reviewedBy: null,
    });

    const messages = await testApp.database.db.select().from(outbox);
    expect(messages.map((message) => [message.kind, message.recipient]).sort()).toEqual([
      ['instructor_application_received', 'daniel@example.com'],
      ['new_instructor_application', testApp.env.SCHOOL_EMAIL],
    ]);
    const confirmation = messages.find((message) => message.kind === 'instructor_application_received');
    expect(confirmation?.bodyText).toContain('within 48 hours');
    const notification = messages.find((message) => message.kind === 'new_instructor_application');
    expect(notification?.bodyText).toContain('Areas: Birmingham City Centre, Tipton');
    expect(notification?.bodyText).toContain('Hours: Evenings (6pm-8pm)');
    expect(notification?.bodyText).toContain('Flexibility: Flexible (24-48 hours)');
  });

  it('says when the confirmation e-mail really went', async () => {
    const smtp = await startSmtpTestServer();
    const sending = await createTestApp({ now: NOW, mailTransport: createSmtpMailTransport(smtp.url) });
    try {
      const response = await postApplication(validApplication(), sending);
      expect(response.statusCode).toBe(201);
      expect(instructorApplicationReceiptSchema.parse(response.json()).confirmationEmail).toBe('sent');
      expect(smtp.received.flatMap((email) => email.to).sort()).toEqual(
        ['daniel@example.com', sending.env.SCHOOL_EMAIL].sort(),
      );
    } finally {
      await sending.close();
      await smtp.close();
    }
  });

  describe("validation: the spec's message for every field, with nothing written", () => {
    it.each([
      ['fullName', { fullName: 'D' }, 'Full name is required'],
      ['fullName', { fullName: undefined }, 'Full name is required'],
      ['email', { email: 'daniel@' }, 'Valid email is required'],
      ['email', { email: undefined }, 'Valid email is required'],
      ['phone', { phone: '0770090' }, 'Valid phone number is required'],
      ['phone', { phone: undefined }, 'Valid phone number is required'],
      ['address', { address: 'Harborne' }, 'Full address is required'],
      ['address', { address: undefined }, 'Full address is required'],
      ['postcode', { postcode: 'B17' }, 'Valid postcode is required'],
      ['postcode', { postcode: undefined }, 'Valid postcode is required'],
      ['adiNumber', { adiNumber: '12345' }, 'ADI badge number is required'],
      ['adiNumber', { adiNumber: undefined }, 'ADI badge number is required'],
      ['experienceYears', { experienceYears: '' }, 'Experience is required'],
      ['experienceYears', { experienceYears: 'forever' }, 'Experience is required'],
      ['hourlyRate', { hourlyRate: '' }, 'Hourly rate is required'],
      ['areasWorked', { areasWorked: [] }, 'Select at least one area'],
      ['areasWorked', { areasWorked: undefined }, 'Select at least one area'],
      ['areasWorked.0', { areasWorked: ['Atlantis'] }, 'Please choose areas from the list'],
      ['workDays', { workDays: [] }, 'Select at least one day'],
      ['workDays', { workDays: undefined }, 'Select at least one day'],
      ['workDays.0', { workDays: ['Funday'] }, 'Please choose days from Monday to Sunday'],
      ['workHours', { workHours: '' }, 'Work hours preference is required'],
      ['flexibility', { flexibility: '' }, 'Flexibility level is required'],
      ['vehicleType', { vehicleType: '' }, 'Vehicle type is required'],
      ['vehicleType', { vehicleType: 'tractor' }, 'Vehicle type is required'],
      ['hasInsurance', { hasInsurance: false }, 'Insurance confirmation is required'],
      ['hasInsurance', { hasInsurance: undefined }, 'Insurance confirmation is required'],
      [
        'hasBusinessLicense',
        { hasBusinessLicense: false },
        'Please confirm you hold an ADI badge or a trainee licence',
      ],
      [
        'hasBusinessLicense',
        { hasBusinessLicense: undefined },
        'Please confirm you hold an ADI badge or a trainee licence',
      ],
      ['additionalInfo', { additionalInfo: 'x'.repeat(2001) }, 'Please keep this under 2,000 characters'],
    ])('%s, case %#', async (field, change, message) => {
      const response = await postApplication({ ...validApplication(), ...change });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.[field]).toBe(message);
      expect(await countRows()).toEqual({ applications: 0, messages: 0 });
    });

    it('names every missing field at once', async () => {
      const response = await postApplication({});
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toEqual({
        fullName: 'Full name is required',
        email: 'Valid email is required',
        phone: 'Valid phone number is required',
        address: 'Full address is required',
        postcode: 'Valid postcode is required',
        adiNumber: 'ADI badge number is required',
        experienceYears: 'Experience is required',
        hourlyRate: 'Hourly rate is required',
        areasWorked: 'Select at least one area',
        workDays: 'Select at least one day',
        workHours: 'Work hours preference is required',
        flexibility: 'Flexibility level is required',
        vehicleType: 'Vehicle type is required',
        hasInsurance: 'Insurance confirmation is required',
        hasBusinessLicense: 'Please confirm you hold an ADI badge or a trainee licence',
      });
    });
  });

  it('answers a filled-in honeypot like a success, but stores and sends nothing', async () => {
    const response = await postApplication(validApplication({ website: 'cheap-pills.example' }));
    expect(response.statusCode).toBe(201);
    expect(instructorApplicationReceiptSchema.parse(response.json())).toEqual({
      reviewWithinHours: 48,
      confirmationEmail: 'not_sent',
    });
    expect(await countRows()).toEqual({ applications: 0, messages: 0 });
  });

  it('is rate limited at the rate of the sensitive routes', async () => {
    const limited = await createTestApp({ now: NOW, env: { RATE_LIMIT_SENSITIVE_PER_MINUTE: '2' } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await postApplication(validApplication(), limited)).statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('instructor-only routes', () => {
  it.each([
    ['GET', '/api/instructor-applications'],
    ['GET', '/api/instructor-applications/1'],
    ['POST', '/api/instructor-applications/1/steps'],
  ] as const)('%s %s refuses an anonymous request with 401', async (method, url) => {
    const response = await testApp.app.inject({
      method,
      url,
      ...(method === 'GET' ? {} : { payload: { step: 'dvsa_checked' } }),
    });
    expect(response.statusCode).toBe(401);
  });
});

async function createApplication(fullName: string, at: Date) {
  testApp.setNow(at);
  const response = await postApplication(validApplication({ fullName }));
  expect(response.statusCode).toBe(201);
  const [row] = await testApp.database.db
    .select({ id: instructorApplications.id })
    .from(instructorApplications)
    .where(eq(instructorApplications.fullName, fullName));
  if (!row) throw new Error(`${fullName}'s application was not stored`);
  testApp.setNow(NOW);
  return row.id;
}

function takeStep(id: number, payload: object) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/instructor-applications/${id}/steps`,
    payload,
    headers: testApp.headers,
  });
}

describe('GET /api/instructor-applications', () => {
  it('lists newest first with the count of each status, and filters by status', async () => {
    const older = await createApplication('Older Applicant', new Date('2026-01-10T09:00:00Z'));
    await createApplication('Newer Applicant', new Date('2026-01-11T09:00:00Z'));
    expect(
      (await takeStep(older, { step: 'rejected', reason: 'We need a green ADI badge.' })).statusCode,
    ).toBe(200);

    const all = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructor-applications',
      headers: testApp.headers,
    });
    expect(all.statusCode).toBe(200);
    const list = instructorApplicationListSchema.parse(all.json());
    expect(list.applications.map((application) => application.fullName)).toEqual([
      'Newer Applicant',
      'Older Applicant',
    ]);
    expect(list.counts).toEqual({
      received: 1,
      documents_checked: 0,
      dvsa_checked: 0,
      approved: 0,
      invited: 0,
      active: 0,
      rejected: 1,
    });

    const rejected = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructor-applications?status=rejected',
      headers: testApp.headers,
    });
    expect(
      instructorApplicationListSchema
        .parse(rejected.json())
        .applications.map((application) => application.id),
    ).toEqual([older]);
  });

  it('refuses an unknown status filter with a 400', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructor-applications?status=maybe',
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/instructor-applications/{id}', () => {
  it('opens one application, and answers 404 for one that does not exist', async () => {
    const id = await createApplication('Open Applicant', NOW);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/instructor-applications/${id}`,
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(instructorApplicationSchema.parse(response.json())).toMatchObject({
      id,
      fullName: 'Open Applicant',
      status: 'received',
      reviewedAt: null,
      reviewedBy: null,
      vetting: null,
      history: [{ status: 'received', at: NOW.toISOString(), by: null }],
      createdAt: NOW.toISOString(),
    });

    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructor-applications/999999',
      headers: testApp.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).message).toBe('That application no longer exists.');
  });
});
