import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createRecordingMailTransport } from '../../../../../tests/support/recording-mail-transport';
import { setUpTestApp, type TestAppHandle } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  VETTING_MESSAGES,
  type VettingRecordInput,
} from '../../../../core/partner-network/application-vetting';
import {
  applicationStepResponseSchema,
  type CreateInstructorApplication,
} from '../../../../core/partner-network/instructor-application-schemas';
import {
  acceptInstructorInvitationResponseSchema,
  invitationLookupResponseSchema,
} from '../../../../core/platform/auth/instructor-accounts-schemas';
import { instructorApplications, instructorInvitations, instructors, outbox } from '../../../db/schema';

const NOW = new Date('2026-01-12T10:00:00Z');
const LATER = new Date('2026-01-13T09:30:00Z');

const APPLICATION: CreateInstructorApplication = {
  fullName: 'Amira Patel',
  email: 'amira@example.com',
  phone: '07700 900789',
  address: '4 Church Road, Moseley, Birmingham',
  postcode: 'B13 9EA',
  adiNumber: 'ADI654321',
  experienceYears: '6-10',
  hourlyRate: '35-40',
  // Moseley and Kings Heath are areas of the school's; Solihull is on the form only.
  areasWorked: ['Moseley', 'Kings Heath', 'Solihull'],
  workDays: ['Monday', 'Tuesday'],
  workHours: 'mornings',
  flexibility: 'flexible',
  vehicleType: 'automatic',
  hasInsurance: true,
  hasBusinessLicense: true,
};

const RECORD: VettingRecordInput = {
  adiNumber: 'adi654321',
  badgeType: 'adi',
  badgeExpiresOn: '2028-03-31',
  insuranceCoversTuition: true,
  insuranceExpiresOn: '2026-09-30',
  dbsCheckedOn: '2025-11-02',
};

async function apply(testApp: TestAppHandle, overrides: Partial<CreateInstructorApplication> = {}) {
  testApp.setNow(NOW);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/instructor-applications',
    payload: { ...APPLICATION, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await testApp.database.db
    .select({ id: instructorApplications.id })
    .from(instructorApplications)
    .where(eq(instructorApplications.email, overrides.email ?? APPLICATION.email));
  if (!row) throw new Error('the application was not stored');
  return row.id;
}

function step(testApp: TestAppHandle, id: number, payload: object) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/instructor-applications/${id}/steps`,
    payload,
    headers: testApp.headers,
  });
}

async function stepOk(testApp: TestAppHandle, id: number, payload: object) {
  const response = await step(testApp, id, payload);
  expect(response.statusCode, response.body).toBe(200);
  return applicationStepResponseSchema.parse(response.json());
}

async function vetUpToDvsa(testApp: TestAppHandle, id: number, record: VettingRecordInput = RECORD) {
  await stepOk(testApp, id, { step: 'documents_checked', ...record });
  await stepOk(testApp, id, { step: 'dvsa_checked' });
}

describe('the vetting pipeline, e-mail not set up', () => {
  const testApp = setUpTestApp({ now: NOW });
  let ownerId: number;
  beforeAll(async () => {
    ownerId = await getSeededInstructorId(testApp.database.db);
  });
  beforeEach(async () => {
    testApp.setNow(NOW);
    await testApp.database.db.delete(instructorInvitations);
    await testApp.database.db.delete(instructorApplications);
    await testApp.database.db.delete(outbox);
  });

  it('goes received -> documents -> DVSA -> approved -> invited -> active, each step in the history', async () => {
    const id = await apply(testApp);

    const documents = await stepOk(testApp, id, { step: 'documents_checked', ...RECORD });
    expect(documents.application).toMatchObject({
      status: 'documents_checked',
      vetting: { ...RECORD, adiNumber: 'ADI654321' },
      dvsaCheckedAt: null,
    });

    testApp.setNow(LATER);
    const dvsa = await stepOk(testApp, id, { step: 'dvsa_checked' });
    // Who checked and when are the signed-in owner and the server's now, not the client's word.
    expect(dvsa.application).toMatchObject({
      status: 'dvsa_checked',
      dvsaCheckedAt: LATER.toISOString(),
      dvsaCheckedBy: { id: ownerId },
    });

    const approved = await stepOk(testApp, id, { step: 'approved' });
    expect(approved.application.status).toBe('invited');
    expect(approved.emailStatus).toBe('not_configured');
    expect(approved.message).toContain('E-mail is not set up');
    const token = approved.inviteUrl?.split('/instructor-invitation/')[1];
    if (!token) throw new Error(`no link in ${JSON.stringify(approved)}`);

    // The invitation is made for the applicant, with their profile prefilled from the application.
    const lookup = await testApp.app.inject({ method: 'GET', url: `/api/instructors/invitations/${token}` });
    expect(invitationLookupResponseSchema.parse(lookup.json())).toMatchObject({
      email: 'amira@example.com',
      fullName: 'Amira Patel',
      role: 'instructor',
      state: 'open',
      prefill: {
        qualification: 'adi',
        gearbox: 'automatic',
        areas: ['Kings Heath', 'Moseley'],
        phone: '07700 900789',
      },
    });
    const [invitation] = await testApp.database.db.select().from(instructorInvitations);
    expect(invitation).toMatchObject({ applicationId: id, email: 'amira@example.com' });
    const [mail] = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'amira@example.com'))
      .orderBy(outbox.id)
      .offset(1);
    expect(mail?.bodyText).toContain(token);

    // The applicant accepts: the application becomes active and names the account.
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/invitations/${token}/accept`,
      payload: {
        fullName: 'Amira Patel',
        gender: 'female',
        qualification: 'adi',
        gearbox: 'automatic',
        carMake: 'Toyota',
        carModel: 'Yaris',
        areas: ['Moseley'],
        bio: '',
        phone: '07700 900789',
        password: 'amiras-own-password-1',
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const newInstructorId = acceptInstructorInvitationResponseSchema.parse(accepted.json()).instructor.id;

    const final = await testApp.app.inject({
      method: 'GET',
      url: `/api/instructor-applications/${id}`,
      headers: testApp.headers,
    });
    expect(final.json()).toMatchObject({ status: 'active', instructorId: newInstructorId });
    expect(
      final
        .json()
        .history.map((event: { status: string; by: { id: number } | null }) => [
          event.status,
          event.by?.id ?? null,
        ]),
    ).toEqual([
      ['received', null],
      ['documents_checked', ownerId],
      ['dvsa_checked', ownerId],
      ['approved', ownerId],
      ['invited', ownerId],
      ['active', newInstructorId],
    ]);

    // Nothing further for the owner to do: another approval is out of order.
    expect((await step(testApp, id, { step: 'approved' })).statusCode).toBe(409);
    await testApp.database.db.delete(instructors).where(eq(instructors.id, newInstructorId));
  });

  it('refuses a step out of order with 409 and writes nothing', async () => {
    const id = await apply(testApp);
    for (const payload of [{ step: 'dvsa_checked' }, { step: 'approved' }]) {
      const response = await step(testApp, id, payload);
      expect(response.statusCode).toBe(409);
      expect(apiErrorSchema.parse(response.json()).code).toBe('STEP_OUT_OF_ORDER');
    }
    await vetUpToDvsa(testApp, id);
    // Backwards is refused too.
    expect((await step(testApp, id, { step: 'documents_checked', ...RECORD })).statusCode).toBe(409);
    const [row] = await testApp.database.db
      .select()
      .from(instructorApplications)
      .where(eq(instructorApplications.id, id));
    expect(row?.status).toBe('dvsa_checked');
    expect(await testApp.database.db.select().from(instructorInvitations)).toEqual([]);
  });

  it('refuses a record without the ADI number, with expired insurance, or a trainee licence past 6 months, field by field', async () => {
    const id = await apply(testApp);
    const { adiNumber: _missing, ...withoutNumber } = RECORD;
    const missing = await step(testApp, id, { step: 'documents_checked', ...withoutNumber });
    expect(missing.statusCode).toBe(400);
    expect(apiErrorSchema.parse(missing.json()).fields).toEqual({ adiNumber: VETTING_MESSAGES.adiNumber });

    const expired = await step(testApp, id, {
      step: 'documents_checked',
      ...RECORD,
      insuranceExpiresOn: '2026-01-11',
      badgeType: 'trainee',
      badgeExpiresOn: '2026-08-01',
      dbsCheckedOn: '2026-02-01',
    });
    expect(expired.statusCode).toBe(400);
    expect(apiErrorSchema.parse(expired.json()).fields).toEqual({
      insuranceExpiresOn: VETTING_MESSAGES.insuranceExpired,
      badgeExpiresOn: VETTING_MESSAGES.traineeTooLong,
      dbsCheckedOn: VETTING_MESSAGES.dbsInFuture,
    });
    const [row] = await testApp.database.db
      .select()
      .from(instructorApplications)
      .where(eq(instructorApplications.id, id));
    expect(row).toMatchObject({ status: 'received', vettedAdiNumber: null });
  });

  it('refuses approval once the insurance has expired since it was checked, and sends no invitation', async () => {
    const id = await apply(testApp);
    // Valid on its last day (today), expired the next morning.
    await vetUpToDvsa(testApp, id, { ...RECORD, insuranceExpiresOn: '2026-01-12' });
    testApp.setNow(LATER);
    const response = await step(testApp, id, { step: 'approved' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      insuranceExpiresOn: VETTING_MESSAGES.insuranceExpired,
    });
    const [row] = await testApp.database.db
      .select()
      .from(instructorApplications)
      .where(eq(instructorApplications.id, id));
    expect(row?.status).toBe('dvsa_checked');
    expect(await testApp.database.db.select().from(instructorInvitations)).toEqual([]);
  });

  it('rejects with a reason, e-mails it to the applicant, and says plainly that e-mail is not set up', async () => {
    const id = await apply(testApp);
    const short = await step(testApp, id, { step: 'rejected', reason: 'No.' });
    expect(short.statusCode).toBe(400);
    expect(apiErrorSchema.parse(short.json()).fields).toEqual({ reason: VETTING_MESSAGES.reason });

    const reason = 'Your insurance certificate does not cover driving tuition.';
    const rejected = await stepOk(testApp, id, { step: 'rejected', reason });
    expect(rejected.application).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(rejected.emailStatus).toBe('not_configured');
    expect(rejected.message).toBe(
      'Rejected. E-mail is not set up on this site, so Amira Patel has not been told: write to amira@example.com yourself.',
    );
    const [mail] = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'instructor_application_rejected'));
    expect(mail).toMatchObject({ recipient: 'amira@example.com' });
    expect(mail?.bodyText).toContain(reason);
    // A rejected application is closed.
    expect((await step(testApp, id, { step: 'documents_checked', ...RECORD })).statusCode).toBe(409);
  });
});

describe('the vetting pipeline, e-mail set up', () => {
  const { sent, transport } = createRecordingMailTransport();
  const testApp = setUpTestApp({ now: NOW, mailTransport: transport });

  it('e-mails the rejection and the invitation for real', async () => {
    const rejectedId = await apply(testApp, { email: 'turned-down@example.com' });
    const rejected = await stepOk(testApp, rejectedId, {
      step: 'rejected',
      reason: 'We are only taking on instructors who cover north Birmingham.',
    });
    expect(rejected.emailStatus).toBe('sent');
    expect(rejected.message).toBe('Rejected. Amira Patel has been e-mailed the reason.');
    const rejection = sent.find(
      (email) => email.to === 'turned-down@example.com' && email.text.includes('The reason:'),
    );
    expect(rejection?.text).toContain('We are only taking on instructors who cover north Birmingham.');

    const id = await apply(testApp);
    await vetUpToDvsa(testApp, id);
    const approved = await stepOk(testApp, id, { step: 'approved' });
    expect(approved).toMatchObject({ emailStatus: 'sent', inviteUrl: null });
    expect(approved.message).toContain('The invitation is on its way to amira@example.com');
    expect(
      sent.some(
        (email) => email.to === 'amira@example.com' && email.text.includes('/instructor-invitation/'),
      ),
    ).toBe(true);
  });
});
