import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { insertLearner, insertLessonRow } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  settlingUpResponseSchema,
  turnoverBasisResponseSchema,
} from '../../../../core/money/settling-up-schemas';
import { instructorStatementSchema, schoolStatementSchema } from '../../../../core/money/statement-schemas';

// Monday 30 November 2026.
const NOW = new Date('2026-11-30T10:00:00Z');
const testApp = setUpTestApp({ now: NOW });

type Partner = { id: number; headers: { authorization: string } };
let partnerCount = 0;
function addPartner(): Promise<Partner> {
  partnerCount += 1;
  return createInstructorWithSession(testApp.database.db, {
    email: `settling-partner-${partnerCount}@example.com`,
    now: NOW,
  });
}

async function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = testApp.headers,
) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function expectStatus(response: Awaited<ReturnType<typeof call>>, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

/** A partner's learner who bought £100 for five hours on 1 June (the owner sells it). */
async function learnerOf(partner: Partner) {
  const learner = await insertLearner(testApp.database.db, {
    fullName: 'Lena Learner',
    instructorId: partner.id,
  });
  await expectStatus(
    await call('POST', `/api/students/${learner}/purchases`, { packageType: 'starter', pricePence: 10_000 }),
    201,
  );
  return learner;
}

function teach(instructorId: number, studentId: number, date: string) {
  return insertLessonRow(testApp.database.db, {
    instructorId,
    studentId,
    date,
    time: '10:00',
    duration: 60,
    status: 'completed',
  });
}

async function pay(
  studentId: number,
  payment: { amountPence: number; method: string; paidOn: string; reason?: string },
  headers: Record<string, string> = testApp.headers,
) {
  await expectStatus(await call('POST', `/api/students/${studentId}/payments`, payment, headers), 201);
}

async function settlingUp(headers: Record<string, string> = testApp.headers) {
  const response = await expectStatus(await call('GET', '/api/money/settling-up', undefined, headers), 200);
  return settlingUpResponseSchema.parse(response.json());
}

async function rowOf(instructorId: number, headers: Record<string, string> = testApp.headers) {
  const answer = await settlingUp(headers);
  const row = answer.instructors.find((candidate) => candidate.instructor.id === instructorId);
  if (!row) throw new Error(`No settling-up row for ${instructorId}`);
  return row;
}

async function recordTransfer(
  instructorId: number,
  transfer: { direction: string; amountPence: number; paidOn: string; reference: string },
) {
  const response = await expectStatus(
    await call('POST', `/api/money/settling-up/instructors/${instructorId}/transfers`, transfer),
    201,
  );
  return settlingUpResponseSchema.parse(response.json());
}

async function setCommission(instructorId: number, basisPoints: number) {
  await expectStatus(
    await call('POST', `/api/instructors/${instructorId}/fee-terms/changes`, {
      from: '2026-07-01',
      model: { kind: 'commission', basisPoints },
    }),
    201,
  );
}

describe('settling up between the school and a partner', () => {
  it("owes the partner their lessons' money less fees when the school took the learner's money", async () => {
    const partner = await addPartner();
    await setCommission(partner.id, 1_000);
    const learner = await learnerOf(partner);
    // Paid through the school: a card payment the owner records.
    await pay(learner, { amountPence: 10_000, method: 'card', paidOn: '2026-06-01' });
    await teach(partner.id, learner, '2026-07-06');
    await teach(partner.id, learner, '2026-07-13');

    expect((await rowOf(partner.id)).figures).toEqual({
      lessonPence: 4_000,
      feesPence: 400,
      receivedDirectlyPence: 0,
      paidToInstructorPence: 0,
      paidToSchoolPence: 0,
      owedToInstructorPence: 3_600,
    });
    // The partner reads the same figure, and only their own row.
    const own = await settlingUp(partner.headers);
    expect(own.instructors.map((row) => row.instructor.id)).toEqual([partner.id]);
    expect(own.instructors[0]?.figures.owedToInstructorPence).toBe(3_600);
    // The owner is the school: no row of theirs.
    const ownerId = await getSeededInstructorId(testApp.database.db);
    expect((await settlingUp()).instructors.map((row) => row.instructor.id)).not.toContain(ownerId);
  });

  it('has the partner owe the school when they took the cash themselves', async () => {
    const partner = await addPartner();
    await setCommission(partner.id, 500);
    const learner = await learnerOf(partner);
    await pay(learner, { amountPence: 10_000, method: 'cash', paidOn: '2026-06-01' }, partner.headers);
    await teach(partner.id, learner, '2026-07-06');

    // £20 of lessons less £1 commission, but they hold the learner's £100: they owe the school £81.
    const row = await rowOf(partner.id);
    expect(row.figures).toMatchObject({
      lessonPence: 2_000,
      feesPence: 100,
      receivedDirectlyPence: 10_000,
      owedToInstructorPence: -8_100,
    });
  });

  it('settles by a recorded transfer, undone by a reversing line (once), never edited', async () => {
    const partner = await addPartner();
    const learner = await learnerOf(partner);
    await pay(learner, { amountPence: 10_000, method: 'card', paidOn: '2026-06-01' });
    await teach(partner.id, learner, '2026-07-06');
    expect((await rowOf(partner.id)).figures.owedToInstructorPence).toBe(2_000);

    const afterTransfer = await recordTransfer(partner.id, {
      direction: 'to_instructor',
      amountPence: 2_000,
      paidOn: '2026-08-01',
      reference: '  JULY LESSONS  ',
    });
    const settled = afterTransfer.instructors.find((row) => row.instructor.id === partner.id);
    expect(settled?.figures).toMatchObject({ paidToInstructorPence: 2_000, owedToInstructorPence: 0 });
    const [transfer] = settled?.transfers ?? [];
    expect(transfer).toMatchObject({
      direction: 'to_instructor',
      amountPence: 2_000,
      paidOn: '2026-08-01',
      reference: 'JULY LESSONS',
      recordedByName: expect.any(String),
      reversesSettlementId: null,
      undone: false,
    });
    if (!transfer) throw new Error('No transfer listed');

    const undone = settlingUpResponseSchema.parse(
      (
        await expectStatus(await call('POST', `/api/money/settling-up/transfers/${transfer.id}/undo`), 201)
      ).json(),
    );
    const row = undone.instructors.find((candidate) => candidate.instructor.id === partner.id);
    expect(row?.figures.owedToInstructorPence).toBe(2_000);
    expect(row?.transfers.map((line) => [line.amountPence, line.reversesSettlementId, line.undone])).toEqual([
      [-2_000, transfer.id, false],
      [2_000, null, true],
    ]);

    const twice = await expectStatus(
      await call('POST', `/api/money/settling-up/transfers/${transfer.id}/undo`),
      409,
    );
    expect(apiErrorSchema.parse(twice.json()).code).toBe('TRANSFER_ALREADY_UNDONE');
    const undoLine = row?.transfers[0]?.id ?? 0;
    const ofUndo = await expectStatus(
      await call('POST', `/api/money/settling-up/transfers/${undoLine}/undo`),
      409,
    );
    expect(apiErrorSchema.parse(ofUndo.json()).code).toBe('TRANSFER_IS_UNDO');
    await expectStatus(await call('POST', '/api/money/settling-up/transfers/999999/undo'), 404);
  });

  it('keeps the balance right when a learner is refunded after a settlement', async () => {
    const partner = await addPartner();
    const learner = await learnerOf(partner);
    await pay(learner, { amountPence: 10_000, method: 'cash', paidOn: '2026-06-01' }, partner.headers);
    await teach(partner.id, learner, '2026-07-06');
    // They hold £100 for £20 of lessons, and pay the school the £80.
    expect((await rowOf(partner.id)).figures.owedToInstructorPence).toBe(-8_000);
    await recordTransfer(partner.id, {
      direction: 'to_school',
      amountPence: 8_000,
      paidOn: '2026-08-01',
      reference: 'SETTLE AUG',
    });
    expect((await rowOf(partner.id)).figures.owedToInstructorPence).toBe(0);

    // The school refunds the learner's unused £80 from its own account: the partner's balance stands.
    await pay(learner, {
      amountPence: -5_000,
      method: 'bank_transfer',
      paidOn: '2026-09-01',
      reason: 'Moving away',
    });
    expect((await rowOf(partner.id)).figures.owedToInstructorPence).toBe(0);
    // The partner hands back £30 in cash from their own pocket: the school now owes them that.
    await pay(
      learner,
      { amountPence: -3_000, method: 'cash', paidOn: '2026-09-02', reason: 'The rest of the hours' },
      partner.headers,
    );
    expect((await rowOf(partner.id)).figures).toMatchObject({
      receivedDirectlyPence: 7_000,
      paidToSchoolPence: 8_000,
      owedToInstructorPence: 3_000,
    });
  });

  it('shows the period on the statement: the balance before, the transfers, the balance after, and in the CSV', async () => {
    const partner = await addPartner();
    const learner = await learnerOf(partner);
    await pay(learner, { amountPence: 10_000, method: 'card', paidOn: '2026-06-01' });
    await teach(partner.id, learner, '2026-07-06');
    await teach(partner.id, learner, '2026-08-03');
    await recordTransfer(partner.id, {
      direction: 'to_instructor',
      amountPence: 2_000,
      paidOn: '2026-08-10',
      reference: 'JULY',
    });
    const august = instructorStatementSchema.parse(
      (
        await expectStatus(
          await call('GET', `/api/money/statements/instructors/${partner.id}?kind=month&day=2026-08-15`),
          200,
        )
      ).json(),
    );
    expect(august.settlingUp).toMatchObject({
      openingOwedToInstructorPence: 2_000,
      period: { lessonPence: 2_000, paidToInstructorPence: 2_000 },
      closingOwedToInstructorPence: 2_000,
      transfers: [expect.objectContaining({ reference: 'JULY', amountPence: 2_000 })],
    });
    const csv = await expectStatus(
      await call(
        'GET',
        `/api/money/statements/instructors/${partner.id}/statement.csv?kind=month&day=2026-08-15`,
      ),
      200,
    );
    const records: string[][] = parse(csv.body.replace(/^\uFEFF/, ''));
    expect(records).toContainEqual([
      'Settling up: balance before',
      '01/08/2026',
      'Owed to the instructor (negative: owed to the school)',
      '',
      '20.00',
    ]);
    expect(records).toContainEqual(['Transfer: school to instructor', '10/08/2026', 'JULY', '', '-20.00']);
    expect(records.at(-1)).toEqual([
      'Settling up: balance after',
      '31/08/2026',
      'Owed to the instructor (negative: owed to the school)',
      '',
      '20.00',
    ]);
    // The owner's own statement has nothing to settle.
    const ownerId = await getSeededInstructorId(testApp.database.db);
    const owners = instructorStatementSchema.parse(
      (
        await expectStatus(
          await call('GET', `/api/money/statements/instructors/${ownerId}?kind=month&day=2026-08-15`),
          200,
        )
      ).json(),
    );
    expect(owners.settlingUp).toBeNull();
  });
});

describe('who may settle up', () => {
  it('lets only the owner record or undo a transfer; an instructor reads their own balance only', async () => {
    const partner = await addPartner();
    const other = await addPartner();
    const transfer = {
      direction: 'to_instructor',
      amountPence: 1_000,
      paidOn: '2026-11-01',
      reference: 'NOV',
    };
    const refused = await call(
      'POST',
      `/api/money/settling-up/instructors/${partner.id}/transfers`,
      transfer,
      partner.headers,
    );
    expect(refused.statusCode).toBe(403);
    const recorded = await recordTransfer(other.id, transfer);
    const otherTransfer = recorded.instructors.find((row) => row.instructor.id === other.id)?.transfers[0];
    expect(
      (
        await call(
          'POST',
          `/api/money/settling-up/transfers/${otherTransfer?.id}/undo`,
          undefined,
          partner.headers,
        )
      ).statusCode,
    ).toBe(403);
    // Their own list holds nothing of the other partner's.
    const own = await settlingUp(partner.headers);
    expect(own.instructors.map((row) => row.instructor.id)).toEqual([partner.id]);
    expect(JSON.stringify(own)).not.toContain('NOV');
    // Another's statement (with its settling up) is not theirs to read.
    expect(
      (
        await call(
          'GET',
          `/api/money/statements/instructors/${other.id}?kind=month`,
          undefined,
          partner.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/money/settling-up' })).statusCode).toBe(401);
  });

  it('refuses bad input with field messages, an unknown instructor, and the owner themselves', async () => {
    const partner = await addPartner();
    const bad = await call('POST', `/api/money/settling-up/instructors/${partner.id}/transfers`, {
      direction: 'sideways',
      amountPence: 0,
      paidOn: '2026-13-01',
      reference: '   ',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(bad.json()).fields ?? {}).sort()).toEqual([
      'amountPence',
      'direction',
      'paidOn',
      'reference',
    ]);
    const transfer = { direction: 'to_school', amountPence: 500, paidOn: '2026-11-01', reference: 'X' };
    await expectStatus(
      await call('POST', '/api/money/settling-up/instructors/999999/transfers', transfer),
      404,
    );
    const ownerId = await getSeededInstructorId(testApp.database.db);
    const owner = await expectStatus(
      await call('POST', `/api/money/settling-up/instructors/${ownerId}/transfers`, transfer),
      409,
    );
    expect(apiErrorSchema.parse(owner.json()).code).toBe('OWNER_NOT_SETTLED');
  });
});

describe('agent or principal', () => {
  it("decides whose turnover the lesson money is on the statements, from the owner's choice", async () => {
    const partner = await addPartner();
    await setCommission(partner.id, 1_000);
    const learner = await learnerOf(partner);
    await teach(partner.id, learner, '2026-07-06');
    await teach(partner.id, learner, '2026-07-13');
    const statement = async () =>
      instructorStatementSchema.parse(
        (
          await expectStatus(
            await call(
              'GET',
              `/api/money/statements/instructors/${partner.id}?kind=mtd_quarter&day=2026-07-06`,
            ),
            200,
          )
        ).json(),
      );

    const before = turnoverBasisResponseSchema.parse(
      (await expectStatus(await call('GET', '/api/money/turnover-basis'), 200)).json(),
    );
    if (before.current === null) expect((await statement()).turnover).toBeNull();

    const agent = turnoverBasisResponseSchema.parse(
      (
        await expectStatus(
          await call('POST', '/api/money/turnover-basis', { basis: 'agent', from: '2026-04-06' }),
          201,
        )
      ).json(),
    );
    expect(agent.current).toBe('agent');
    expect(agent.history[0]).toMatchObject({
      basis: 'agent',
      from: '2026-04-06',
      changedByName: expect.any(String),
    });
    expect((await statement()).turnover).toEqual({
      basis: 'agent',
      schoolPence: 400,
      instructorPence: 4_000,
    });

    await expectStatus(
      await call('POST', '/api/money/turnover-basis', { basis: 'principal', from: '2026-04-06' }),
      201,
    );
    expect((await statement()).turnover).toEqual({
      basis: 'principal',
      schoolPence: 4_000,
      instructorPence: 3_600,
    });
    const school = schoolStatementSchema.parse(
      (
        await expectStatus(
          await call('GET', '/api/money/statements/school?kind=mtd_quarter&day=2026-07-06'),
          200,
        )
      ).json(),
    );
    const row = school.instructors.find((candidate) => candidate.id === partner.id);
    expect(row?.turnover).toEqual({ basis: 'principal', schoolPence: 4_000, instructorPence: 3_600 });
    expect(school.turnover?.schoolPence).toBeGreaterThanOrEqual(4_000);
    expect((await call('GET', '/api/money/turnover-basis')).json()).toMatchObject({ current: 'principal' });
  });

  it("is the owner's alone to read and change; bad input is a 400 on the field", async () => {
    const partner = await addPartner();
    expect((await call('GET', '/api/money/turnover-basis', undefined, partner.headers)).statusCode).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/api/money/turnover-basis',
          { basis: 'agent', from: '2026-04-06' },
          partner.headers,
        )
      ).statusCode,
    ).toBe(403);
    const bad = await call('POST', '/api/money/turnover-basis', { basis: 'both', from: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields).toMatchObject({
      basis: 'Choose agent or principal',
      from: 'Enter the date it applies from',
    });
  });
});
