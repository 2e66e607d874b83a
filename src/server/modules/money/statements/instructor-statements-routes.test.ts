import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { insertLearner, insertLessonRow } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { feeTermsResponseSchema } from '../../../../core/money/school-fee-terms-schemas';
import type { SchoolFeeModel } from '../../../../core/money/school-fees';
import {
  instructorStatementSchema,
  type StatementPeriodKind,
  schoolStatementSchema,
} from '../../../../core/money/statement-schemas';

// Monday 30 November 2026: the second MTD quarter of 2026/27 (6 July to 5 October) has ended.
const NOW = new Date('2026-11-30T10:00:00Z');
const testApp = setUpTestApp({ now: NOW });

let partnerCount = 0;
async function addPartner() {
  partnerCount += 1;
  return createInstructorWithSession(testApp.database.db, {
    email: `partner-${partnerCount}@example.com`,
    now: NOW,
  });
}

/** A learner who bought `minutes` for `pricePence` on a day (the owner sells it through the ledger). */
async function learnerWhoBought(
  packages: { packageType: string; pricePence: number; on: string }[],
  name?: string,
) {
  const learner = await insertLearner(testApp.database.db, { fullName: name ?? 'Dana Learner' });
  for (const sale of packages) {
    testApp.setNow(new Date(`${sale.on}T09:00:00Z`));
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${learner}/purchases`,
      headers: testApp.headers,
      payload: { packageType: sale.packageType, pricePence: sale.pricePence },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  testApp.setNow(NOW);
  return learner;
}

async function teach(
  instructorId: number,
  studentId: number,
  date: string,
  duration: number,
  time = '10:00',
) {
  return insertLessonRow(testApp.database.db, {
    instructorId,
    studentId,
    date,
    time,
    duration,
    status: 'completed',
  });
}

async function setModel(instructorId: number, from: string, model: SchoolFeeModel) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/instructors/${instructorId}/fee-terms/changes`,
    headers: testApp.headers,
    payload: { from, model },
  });
  expect(response.statusCode, response.body).toBe(201);
  return feeTermsResponseSchema.parse(response.json());
}

async function statementOf(
  instructorId: number,
  kind: StatementPeriodKind,
  day: string,
  headers: Record<string, string> = testApp.headers,
) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/money/statements/instructors/${instructorId}?kind=${kind}&day=${day}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return instructorStatementSchema.parse(response.json());
}

/*
 * One learner per partner: £100 for 300 minutes (£20 an hour), taught an hour on 5 July (Q1),
 * 6 and 13 July and Monday 5 October (Q2), and Tuesday 6 October (Q3).
 */
async function partnerTeachingAcrossQ2() {
  const partner = await addPartner();
  const learner = await learnerWhoBought([{ packageType: 'starter', pricePence: 10_000, on: '2026-06-01' }]);
  for (const day of ['2026-07-05', '2026-07-06', '2026-07-13', '2026-10-05', '2026-10-06']) {
    await teach(partner.id, learner, day, 60);
  }
  return { partner, learner };
}

describe('instructors’ statements over a Making Tax Digital quarter', () => {
  it('charges each fee model on the quarter’s own days, and gives its update deadline', async () => {
    const none = await partnerTeachingAcrossQ2();
    await setModel(none.partner.id, '2026-07-01', { kind: 'none' });
    const commission = await partnerTeachingAcrossQ2();
    await setModel(commission.partner.id, '2026-07-01', { kind: 'commission', basisPoints: 450 });
    const franchise = await partnerTeachingAcrossQ2();
    await setModel(franchise.partner.id, '2026-07-01', {
      kind: 'weekly_franchise',
      weeklyPence: 10_000,
      noLessonsNoFee: true,
    });
    const waived = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/${franchise.partner.id}/fee-terms/waived-weeks`,
      headers: testApp.headers,
      payload: { weekFrom: '2026-07-13', waived: true },
    });
    expect(waived.statusCode, waived.body).toBe(200);
    const referral = await partnerTeachingAcrossQ2();
    await setModel(referral.partner.id, '2026-06-01', { kind: 'referral', perLearnerPence: 1_800 });
    const earlier = await insertLearner(testApp.database.db, { fullName: 'Rhys Referred' });
    for (const [studentId, referredOn] of [
      [referral.learner, '2026-07-06'],
      [earlier, '2026-06-30'], // Q1: not this quarter's
    ] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/instructors/${referral.partner.id}/referrals`,
        headers: testApp.headers,
        payload: { studentId, referredOn },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    // The commission partner's own cost in the quarter.
    const cost = await testApp.app.inject({
      method: 'POST',
      url: '/api/money/expenses',
      headers: commission.partner.headers,
      payload: { spentOn: '2026-07-10', amountPence: 1_234, category: 'fuel', note: 'Shell' },
    });
    expect(cost.statusCode, cost.body).toBe(201);

    const q2 = async (id: number) => statementOf(id, 'mtd_quarter', '2026-08-15');
    const noneStatement = await q2(none.partner.id);
    expect(noneStatement.period).toEqual({
      kind: 'mtd_quarter',
      label: 'Q2 2026/27',
      from: '2026-07-06',
      to: '2026-10-05',
      updateDueOn: '2026-11-07',
    });
    // 6 July, 13 July and 5 October, at £20 each; 5 July was Q1's and 6 October is Q3's.
    expect(noneStatement.lessons.map((lesson) => [lesson.day, lesson.minutes, lesson.pence])).toEqual([
      ['2026-07-06', 60, 2_000],
      ['2026-07-13', 60, 2_000],
      ['2026-10-05', 60, 2_000],
    ]);
    expect(noneStatement.totals).toEqual({
      lessons: 3,
      lessonMinutes: 180,
      lessonPence: 6_000,
      feesPence: 0,
      costsPence: 0,
      netPence: 6_000,
    });

    const commissionStatement = await q2(commission.partner.id);
    expect(commissionStatement.fees.map((fee) => [fee.day, fee.pence, fee.description])).toEqual([
      ['2026-07-06', 90, "Commission 4.5% on Dana Learner's lesson"],
      ['2026-07-13', 90, "Commission 4.5% on Dana Learner's lesson"],
      ['2026-10-05', 90, "Commission 4.5% on Dana Learner's lesson"],
    ]);
    expect(commissionStatement.costs).toEqual([
      { day: '2026-07-10', category: 'Fuel', note: 'Shell', pence: 1_234 },
    ]);
    expect(commissionStatement.totals).toMatchObject({
      feesPence: 270,
      costsPence: 1_234,
      netPence: 6_000 - 270 - 1_234,
    });

    // Mondays 6 July to 5 October: 14 weeks; taught in three of them, one waived. The week of
    // 5 October is charged in Q2 whole (its Monday), though its Tuesday is Q3's.
    const franchiseStatement = await q2(franchise.partner.id);
    expect(franchiseStatement.fees.map((fee) => [fee.kind, fee.day, fee.pence])).toEqual([
      ['weekly_franchise', '2026-07-06', 10_000],
      ['weekly_franchise', '2026-10-05', 10_000],
    ]);
    expect(franchiseStatement.totals.netPence).toBe(6_000 - 20_000);
    const q3 = await statementOf(franchise.partner.id, 'mtd_quarter', '2026-10-06');
    expect(q3.period).toMatchObject({ label: 'Q3 2026/27', from: '2026-10-06', updateDueOn: '2027-02-07' });
    expect(q3.fees).toEqual([]);
    expect(q3.lessons.map((lesson) => lesson.day)).toEqual(['2026-10-06']);

    const referralStatement = await q2(referral.partner.id);
    expect(referralStatement.fees.map((fee) => [fee.day, fee.pence, fee.description])).toEqual([
      ['2026-07-06', 1_800, 'Referral: Dana Learner'],
    ]);
    const referralQ1 = await statementOf(referral.partner.id, 'mtd_quarter', '2026-07-05');
    expect(referralQ1.fees.map((fee) => fee.description)).toEqual(['Referral: Rhys Referred']);
    expect(referralQ1.lessons.map((lesson) => lesson.day)).toEqual(['2026-07-05']);

    // The owner's school statement has each partner's row, the same figures as their own.
    const school = await testApp.app.inject({
      method: 'GET',
      url: '/api/money/statements/school?kind=mtd_quarter&day=2026-08-15',
      headers: testApp.headers,
    });
    expect(school.statusCode, school.body).toBe(200);
    const schoolStatement = schoolStatementSchema.parse(school.json());
    for (const statement of [noneStatement, commissionStatement, franchiseStatement, referralStatement]) {
      expect(schoolStatement.instructors.find((row) => row.id === statement.instructor.id)?.totals).toEqual(
        statement.totals,
      );
    }
    expect(schoolStatement.totals.feesPence).toBe(
      schoolStatement.instructors.reduce((sum, row) => sum + row.totals.feesPence, 0),
    );
    // The partner sees the figure the owner sees.
    expect(
      await statementOf(commission.partner.id, 'mtd_quarter', '2026-08-15', commission.partner.headers),
    ).toEqual(commissionStatement);
  });

  it('splits the tax year at 5 and 6 April', async () => {
    const { id } = await addPartner();
    const learner = await learnerWhoBought([
      { packageType: 'single_2hour', pricePence: 7_200, on: '2026-11-15' },
    ]);
    await teach(id, learner, '2027-04-05', 60);
    await teach(id, learner, '2027-04-06', 60);
    const year = await statementOf(id, 'tax_year', '2026-12-01');
    expect(year.period).toMatchObject({ label: 'Tax year 2026/27', from: '2026-04-06', to: '2027-04-05' });
    expect(year.lessons.map((lesson) => [lesson.day, lesson.pence])).toEqual([['2027-04-05', 3_600]]);
    const q4 = await statementOf(id, 'mtd_quarter', '2027-04-05');
    expect(q4.period).toMatchObject({ label: 'Q4 2026/27', updateDueOn: '2027-05-07' });
    expect(q4.lessons).toHaveLength(1);
    const next = await statementOf(id, 'mtd_quarter', '2027-04-06');
    expect(next.period).toMatchObject({ label: 'Q1 2027/28', from: '2027-04-06', to: '2027-07-05' });
    expect(next.lessons.map((lesson) => [lesson.day, lesson.pence])).toEqual([['2027-04-06', 3_600]]);
  });

  it('credits a lesson that spans two purchases with a share of each', async () => {
    const { id } = await addPartner();
    const learner = await learnerWhoBought([
      { packageType: 'single_1hour', pricePence: 4_000, on: '2026-09-01' },
      { packageType: 'single_90min', pricePence: 5_400, on: '2026-09-02' },
    ]);
    await teach(id, learner, '2026-09-10', 90);
    await teach(id, learner, '2026-09-17', 60);
    const month = await statementOf(id, 'month', '2026-09-20');
    expect(month.period).toMatchObject({ label: 'September 2026', from: '2026-09-01', to: '2026-09-30' });
    // All of the first hour (£40) and 30 of the 90 minutes (£18); then the other 60 (£36).
    expect(month.lessons.map((lesson) => [lesson.minutes, lesson.pence, lesson.unfundedMinutes])).toEqual([
      [90, 5_800, 0],
      [60, 3_600, 0],
    ]);
    await teach(id, learner, '2026-09-24', 60);
    const week = await statementOf(id, 'week', '2026-09-24');
    expect(week.period).toMatchObject({ from: '2026-09-21', to: '2026-09-27' });
    // Beyond everything bought: credited at no price, and said so.
    expect(week.lessons.map((lesson) => [lesson.pence, lesson.unfundedMinutes])).toEqual([[0, 60]]);
  });

  it('leaves a statement unchanged by a refund made after it: lesson money is the price of what was used', async () => {
    const { id } = await addPartner();
    await setModel(id, '2026-01-01', { kind: 'commission', basisPoints: 500 });
    const learner = await learnerWhoBought([
      { packageType: 'single_2hour', pricePence: 7_200, on: '2026-10-01' },
    ]);
    await teach(id, learner, '2026-10-08', 60);
    const before = await statementOf(id, 'month', '2026-10-08');
    expect(before.totals).toMatchObject({ lessonPence: 3_600, feesPence: 180 });
    const refund = await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${learner}/payments`,
      headers: testApp.headers,
      payload: { amountPence: -3_600, method: 'cash', paidOn: '2026-11-02', reason: 'The hour not taken' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await statementOf(id, 'month', '2026-10-08')).toEqual(before);
    expect((await statementOf(id, 'month', '2026-11-02')).totals.lessonPence).toBe(0);
  });
});

describe('fee terms and statements: who may', () => {
  it('lets an instructor read only their own terms and statement, and only the owner change terms', async () => {
    const first = await addPartner();
    const second = await addPartner();
    const owner = await getSeededInstructorId(testApp.database.db);
    const get = (url: string, headers?: Record<string, string>) =>
      testApp.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
    const query = '?kind=month&day=2026-11-01';

    expect((await get(`/api/instructors/${first.id}/fee-terms`, first.headers)).statusCode).toBe(200);
    expect((await get(`/api/instructors/${second.id}/fee-terms`, first.headers)).statusCode).toBe(404);
    expect((await get(`/api/instructors/${owner}/fee-terms`, first.headers)).statusCode).toBe(404);
    expect((await get(`/api/instructors/${first.id}/fee-terms`, testApp.headers)).statusCode).toBe(200);
    expect((await get('/api/instructors/999999/fee-terms', testApp.headers)).statusCode).toBe(404);
    expect(
      (await get(`/api/money/statements/instructors/${first.id}${query}`, first.headers)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/money/statements/instructors/${second.id}${query}`, first.headers)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/money/statements/instructors/${second.id}/statement.csv${query}`, first.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/money/statements/instructors/${second.id}${query}`, testApp.headers)).statusCode,
    ).toBe(200);
    expect((await get(`/api/money/statements/school${query}`, first.headers)).statusCode).toBe(403);
    expect((await get(`/api/money/statements/instructors/${first.id}${query}`)).statusCode).toBe(401);

    for (const [url, payload] of [
      [`/api/instructors/${first.id}/fee-terms/changes`, { from: '2026-12-01', model: { kind: 'none' } }],
      [`/api/instructors/${first.id}/fee-terms/waived-weeks`, { weekFrom: '2026-12-07', waived: true }],
      [`/api/instructors/${first.id}/referrals`, { studentId: 1, referredOn: '2026-12-01' }],
    ] as const) {
      const response = await testApp.app.inject({ method: 'POST', url, headers: first.headers, payload });
      expect(response.statusCode, url).toBe(403);
    }
    const terms = feeTermsResponseSchema.parse(
      (await get(`/api/instructors/${first.id}/fee-terms`, first.headers)).json(),
    );
    expect(terms).toMatchObject({ current: { kind: 'none' }, history: [], waivedWeeks: [], referrals: [] });
  });

  it('refuses bad terms and periods with the field’s message, and keeps the history', async () => {
    const { id } = await addPartner();
    const tooMuch = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/${id}/fee-terms/changes`,
      headers: testApp.headers,
      payload: { from: '2026-02-30', model: { kind: 'commission', basisPoints: 10_001 } },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(apiErrorSchema.parse(tooMuch.json()).fields).toEqual({
      from: 'Enter the date the fee starts from',
      'model.basisPoints': 'A share cannot be more than 100%',
    });
    const tuesday = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/${id}/fee-terms/waived-weeks`,
      headers: testApp.headers,
      payload: { weekFrom: '2026-12-08', waived: true },
    });
    expect(apiErrorSchema.parse(tuesday.json()).fields).toEqual({
      weekFrom: 'Choose the Monday of the week to waive',
    });
    const badPeriod = await testApp.app.inject({
      method: 'GET',
      url: `/api/money/statements/instructors/${id}?kind=fortnight&day=2026-13-01`,
      headers: testApp.headers,
    });
    expect(badPeriod.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badPeriod.json()).fields).toEqual({
      kind: 'Choose a week, month, tax year or quarter',
      day: 'Enter a day in the period',
    });

    await setModel(id, '2026-07-01', { kind: 'commission', basisPoints: 400 });
    const terms = await setModel(id, '2026-12-01', {
      kind: 'weekly_franchise',
      weeklyPence: 6_000,
      noLessonsNoFee: false,
    });
    expect(terms.current).toEqual({ kind: 'commission', basisPoints: 400 });
    expect(terms.history.map((change) => [change.from, change.model.kind, change.changedByName])).toEqual([
      ['2026-12-01', 'weekly_franchise', expect.any(String)],
      ['2026-07-01', 'commission', expect.any(String)],
    ]);
  });
});

describe('a statement as CSV', () => {
  it('is UTF-8 with a BOM, UK dates, pounds with two decimals and the totals', async () => {
    const { id } = await addPartner();
    await setModel(id, '2026-01-01', { kind: 'commission', basisPoints: 500 });
    const learner = await learnerWhoBought(
      [{ packageType: 'single_2hour', pricePence: 7_200, on: '2026-10-01' }],
      '=Siobhan "Shiv" O\'Neill',
    );
    await teach(id, learner, '2026-10-08', 120);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/money/statements/instructors/${id}/statement.csv?kind=month&day=2026-10-08`,
      headers: testApp.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${id}-2026-10-01-to-2026-10-31.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(parse(response.body, { bom: true })).toEqual([
      ['Type', 'Date', 'Learner or item', 'Minutes', 'Amount (£)'],
      ['Lesson', '08/10/2026', '\'=Siobhan "Shiv" O\'Neill', '120', '72.00'],
      ['School fee', '08/10/2026', 'Commission 5% on =Siobhan "Shiv" O\'Neill\'s lesson', '', '-3.60'],
      ['Total lessons', '01/10/2026 to 31/10/2026', 'Second Instructor', '120', '72.00'],
      ['Total school fees', '01/10/2026 to 31/10/2026', '', '', '-3.60'],
      ['Total costs', '01/10/2026 to 31/10/2026', '', '', '0.00'],
      ['Net', '01/10/2026 to 31/10/2026', '', '', '68.40'],
      // Settling up (0062): nobody paid for the lesson yet, so the school owes the lesson money less its fee.
      [
        'Settling up: balance before',
        '01/10/2026',
        'Owed to the instructor (negative: owed to the school)',
        '',
        '0.00',
      ],
      [
        'Taken from learners directly',
        '01/10/2026 to 31/10/2026',
        'Cash and bank transfers the instructor received',
        '',
        '0.00',
      ],
      [
        'Settling up: balance after',
        '31/10/2026',
        'Owed to the instructor (negative: owed to the school)',
        '',
        '68.40',
      ],
    ]);
  });
});
