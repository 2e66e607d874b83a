import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { insertLearner, insertLessonRow } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { expensesResponseSchema, moneySummarySchema } from '../../../../core/money/money-schemas';

// Thursday 8 April 2027, 10:00 in London: the 2027/28 tax year began on Tuesday 6 April.
const NOW = new Date('2027-04-08T09:00:00Z');

const testApp = setUpTestApp({ now: NOW });

async function pay(studentId: number, amountPence: number, paidOn: string, method = 'cash', reason?: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${studentId}/payments`,
    headers: testApp.headers,
    payload: { amountPence, method, paidOn, ...(reason ? { reason } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function spend(payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/money/expenses',
    headers: testApp.headers,
    payload,
  });
}

async function summary() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/money/summary',
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  return moneySummarySchema.parse(response.json());
}

describe('the school’s money', () => {
  it('splits the tax years at 5 and 6 April, and takings are the sum of the payments in the period', async () => {
    const learner = await insertLearner(testApp.database.db);
    await pay(learner, 10_000, '2027-04-05', 'bank_transfer'); // the last day of 2026/27
    await pay(learner, 7_200, '2027-04-06', 'cash'); // the first day of 2027/28
    await pay(learner, 3_600, '2027-04-07', 'bank_transfer');
    await pay(learner, -1_000, '2027-04-08', 'cash', 'lesson cancelled in time');
    await pay(learner, 5_000, '2027-03-31', 'card'); // last month, last tax year

    const money = await summary();
    expect(money.taxYear).toMatchObject({ label: 'Tax year 2027/28', from: '2027-04-06', to: '2028-04-05' });
    expect(money.taxYear.takingsPence).toBe(7_200 + 3_600 - 1_000);
    expect(money.taxYear.takingsByMethod).toEqual([
      { method: 'bank_transfer', amountPence: 3_600 },
      { method: 'cash', amountPence: 6_200 },
    ]);
    // Monday 5 April to Sunday 11 April: the week straddles the two tax years.
    expect(money.week).toMatchObject({ from: '2027-04-05', to: '2027-04-11' });
    expect(money.week.takingsPence).toBe(10_000 + 7_200 + 3_600 - 1_000);
    expect(money.month).toMatchObject({ from: '2027-04-01', to: '2027-04-30' });
    expect(money.month.takingsPence).toBe(10_000 + 7_200 + 3_600 - 1_000);
    expect(money.taxYear.takingsByPackage).toEqual([{ description: null, amountPence: 9_800 }]);
  });

  it('records costs and gives the tax year its takings, costs and the difference', async () => {
    const fuel = await spend({
      spentOn: '2027-04-07',
      amountPence: 6_543,
      category: 'fuel',
      note: 'Shell, A38',
    });
    expect(fuel.statusCode).toBe(201);
    expect(
      (await spend({ spentOn: '2027-04-02', amountPence: 30_000, category: 'insurance' })).statusCode,
    ).toBe(201);

    const money = await summary();
    expect(money.taxYear.costsPence).toBe(6_543);
    expect(money.taxYear.costsByCategory).toEqual([{ category: 'fuel', amountPence: 6_543 }]);
    expect(money.taxYear.differencePence).toBe(money.taxYear.takingsPence - 6_543);
    expect(money.month.costsPence).toBe(36_543);

    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/money/expenses?from=2027-04-01&to=2027-04-30',
      headers: testApp.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(
      expensesResponseSchema.parse(listed.json()).map((row) => [row.spentOn, row.category, row.note]),
    ).toEqual([
      ['2027-04-02', 'insurance', ''],
      ['2027-04-07', 'fuel', 'Shell, A38'],
    ]);
  });

  it('refuses a bad cost or a reversed range with the field’s message, and strangers with 401', async () => {
    const bad = await spend({ spentOn: '2027-02-30', amountPence: 0, category: 'holiday' });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields).toMatchObject({
      spentOn: 'Enter the date of the cost',
      amountPence: 'Enter an amount from £0.01 to £10,000',
      category: 'Choose what the cost was for',
    });
    const reversed = await testApp.app.inject({
      method: 'GET',
      url: '/api/money/expenses?from=2027-04-30&to=2027-04-01',
      headers: testApp.headers,
    });
    expect(reversed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(reversed.json()).fields).toMatchObject({
      to: 'The start date must be on or before the end date',
    });
    for (const url of ['/api/money/summary', '/api/money/expenses?from=2027-04-01&to=2027-04-30']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/money/expenses',
          payload: { spentOn: '2027-04-07', amountPence: 100, category: 'fuel' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lists who owes what from the ledger, most owed first, with how long, and the total unpaid', async () => {
    const sell = async (studentId: number, packageType: string, pricePence?: number) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/students/${studentId}/purchases`,
        headers: testApp.headers,
        payload: { packageType, ...(pricePence === undefined ? {} : { pricePence }) },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    const older = await insertLearner(testApp.database.db, { fullName: 'Olivia Older' });
    const newer = await insertLearner(testApp.database.db, { fullName: 'Nia Newer' });
    testApp.setNow(new Date('2027-03-01T12:00:00Z'));
    await sell(older, 'single_2hour', 15_000);
    await pay(older, 5_000, '2027-03-02');
    testApp.setNow(NOW);
    await sell(newer, 'single_2hour');

    const { owing } = await summary();
    expect(owing.learners).toEqual([
      { studentId: older, fullName: 'Olivia Older', owedPence: 10_000, owingSince: '2027-03-01' },
      { studentId: newer, fullName: 'Nia Newer', owedPence: 7_200, owingSince: '2027-04-08' },
    ]);
    expect(owing.totalPence).toBe(17_200);
  });

  it('exports payments, costs and lessons of a period as CSV that a real parser reads back as the rows', async () => {
    const db = testApp.database.db;
    const instructorId = await getSeededInstructorId(db);
    const awkward = await insertLearner(db, { fullName: 'Siobhan "Shiv" O\'Neill, Jr' });
    await pay(awkward, 4_500, '2027-04-10', 'cash');
    await pay(awkward, -500, '2027-04-11', 'cash', 'Refund: lesson cut short,\nrain');
    await insertLessonRow(db, {
      studentId: awkward,
      instructorId,
      date: '2027-04-12',
      time: '09:30',
      duration: 90,
      status: 'completed',
    });
    await spend({ spentOn: '2027-04-12', amountPence: 1_999, category: 'other', note: '=SUM(A1) "parking"' });

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/money/export.csv?from=2027-04-10&to=2027-04-12',
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="money-2027-04-10-to-2027-04-12.csv"',
    );
    expect(response.body).toContain('\r\n');
    expect(parse(response.body, { bom: true })).toEqual([
      ['Type', 'Date', 'Learner', 'For', 'Method or category', 'Amount (£)', 'Minutes', 'Note'],
      ['Payment', '10/04/2027', 'Siobhan "Shiv" O\'Neill, Jr', '', 'Cash', '45.00', '', ''],
      [
        'Refund',
        '11/04/2027',
        'Siobhan "Shiv" O\'Neill, Jr',
        '',
        'Cash',
        '-5.00',
        '',
        'Refund: lesson cut short,\nrain',
      ],
      ['Cost', '12/04/2027', '', '', 'Other', '19.99', '', '\'=SUM(A1) "parking"'],
      ['Lesson', '12/04/2027 09:30', 'Siobhan "Shiv" O\'Neill, Jr', '', 'Done', '', '90', ''],
    ]);

    const reversed = await testApp.app.inject({
      method: 'GET',
      url: '/api/money/export.csv?from=2027-04-12&to=2027-04-10',
      headers: testApp.headers,
    });
    expect(reversed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(reversed.json()).fields).toMatchObject({
      to: 'The start date must be on or before the end date',
    });
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/money/export.csv?from=2027-04-10&to=2027-04-12',
        })
      ).statusCode,
    ).toBe(401);
  });
});
