import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { manualLessonResponseSchema } from '../../../../core/diary/lessons/lessons-schemas';
import { studentBalanceSchema } from '../../../../core/money/ledger/ledger-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import { users } from '../../../db/schema';

/*
 * The ledger's balance against its own rows (issue 18): after any sequence of purchases, payments,
 * refunds, lessons, completions, no-shows and cancellations, made through the API as the
 * instructor would, `GET /api/students/{id}/balance` equals the sums of the rows in the database,
 * summed here in SQL, independently of the ledger's code.
 */

const NOW = new Date('2027-05-12T09:00:00Z');
const TODAY = toZonedParts(NOW, SCHOOL_TIME_ZONE).date;
const PACKAGES = ['single_1hour', 'single_90min', 'starter', 'standard'] as const;

type Operation =
  | { kind: 'purchase'; packageType: (typeof PACKAGES)[number]; pricePence: number | null }
  | { kind: 'payment'; amountPence: number }
  | { kind: 'lesson'; past: boolean; duration: 60 | 90 | 120 }
  | { kind: 'complete'; lesson: number; actualMinutes: number }
  | { kind: 'noShow'; lesson: number; charged: boolean }
  | { kind: 'cancel'; lesson: number; charged: boolean };

const operationArbitrary: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('purchase' as const),
    packageType: fc.constantFrom(...PACKAGES),
    pricePence: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('payment' as const),
    amountPence: fc.integer({ min: -20_000, max: 40_000 }).filter((amount) => amount !== 0),
  }),
  fc.record({
    kind: fc.constant('lesson' as const),
    past: fc.boolean(),
    duration: fc.constantFrom(60 as const, 90 as const, 120 as const),
  }),
  fc.record({
    kind: fc.constant('complete' as const),
    lesson: fc.nat(20),
    actualMinutes: fc.integer({ min: 1, max: 32 }).map((quarters) => quarters * 15),
  }),
  fc.record({ kind: fc.constant('noShow' as const), lesson: fc.nat(20), charged: fc.boolean() }),
  fc.record({ kind: fc.constant('cancel' as const), lesson: fc.nat(20), charged: fc.boolean() }),
);

/** Each lesson of every run gets a time of its own: no two clash. */
let lessonCounter = 0;
let learnerCounter = 0;

const testApp = setUpTestApp({ now: NOW });

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: testApp.headers, ...(payload ? { payload } : {}) });
}

const sumsSchema = z.object({
  rows: z.array(
    z.object({
      bought: z.number(),
      price: z.number(),
      paid: z.number(),
      booked: z.number(),
      used: z.number(),
    }),
  ),
});

/** The balance summed straight from the rows, in SQL: not the ledger's code. */
async function sumRows(studentId: number) {
  const result = await testApp.database.db.execute(sql`
    SELECT
      (SELECT coalesce(sum(minutes), 0) FROM purchases WHERE student_id = ${studentId})::int AS bought,
      (SELECT coalesce(sum(price_pence), 0) FROM purchases WHERE student_id = ${studentId})::int AS price,
      (SELECT coalesce(sum(amount_pence), 0) FROM payments WHERE student_id = ${studentId})::int AS paid,
      (SELECT coalesce(sum(booked_duration_minutes), 0) FROM lessons WHERE student_id = ${studentId} AND status = 'scheduled')::int AS booked,
      (SELECT coalesce(sum(CASE status
          WHEN 'completed' THEN coalesce(actual_duration_minutes, booked_duration_minutes)
          WHEN 'no_show' THEN coalesce(charged_minutes, 0)
          WHEN 'cancelled' THEN coalesce(charged_minutes, 0)
          ELSE 0 END), 0) FROM lessons WHERE student_id = ${studentId})::int AS used
  `);
  const [row] = sumsSchema.parse(result).rows;
  if (!row) throw new Error('The sums returned no row');
  return {
    boughtMinutes: row.bought,
    bookedMinutes: row.booked,
    usedMinutes: row.used,
    leftMinutes: row.bought - row.booked - row.used,
    owedPence: row.price - row.paid,
    paidPence: row.paid,
  };
}

async function runOperations(operations: readonly Operation[]): Promise<void> {
  learnerCounter += 1;
  const [learner] = await testApp.database.db
    .insert(users)
    .values({
      username: `property-${learnerCounter}`,
      email: `property-${learnerCounter}@example.com`,
      fullName: `Property Learner ${learnerCounter}`,
    })
    .returning({ id: users.id });
  if (!learner) throw new Error('No learner');
  const studentId = learner.id;
  const lessonIds: number[] = [];
  for (const operation of operations) {
    switch (operation.kind) {
      case 'purchase': {
        const response = await call('POST', `/api/students/${studentId}/purchases`, {
          packageType: operation.packageType,
          ...(operation.pricePence === null ? {} : { pricePence: operation.pricePence }),
        });
        expect(response.statusCode, response.body).toBe(201);
        break;
      }
      case 'payment': {
        const response = await call('POST', `/api/students/${studentId}/payments`, {
          amountPence: operation.amountPence,
          method: 'cash',
          paidOn: TODAY,
          ...(operation.amountPence < 0 ? { reason: 'Refund' } : {}),
        });
        expect(response.statusCode, response.body).toBe(201);
        break;
      }
      case 'lesson': {
        lessonCounter += 1;
        // One lesson per day and hour across every run: 4 a day, from 08:00, past or future.
        const day = Math.floor(lessonCounter / 4) + 3;
        const hour = 8 + (lessonCounter % 4) * 3;
        const response = await call('POST', '/api/lessons/manual', {
          studentId,
          date: addDaysToIsoDate(TODAY, operation.past ? -day : day),
          startTime: `${String(hour).padStart(2, '0')}:00`,
          duration: operation.duration,
          packageType: 'standard',
          paymentStatus: 'pending',
          addPurchase: true,
        });
        expect(response.statusCode, response.body).toBe(201);
        lessonIds.push(manualLessonResponseSchema.parse(response.json()).lesson.id);
        break;
      }
      case 'complete':
      case 'noShow':
      case 'cancel': {
        const lessonId = lessonIds[operation.lesson % Math.max(lessonIds.length, 1)];
        if (lessonId === undefined) break;
        const response =
          operation.kind === 'complete'
            ? await call('POST', `/api/lessons/${lessonId}/complete`, {
                actualMinutes: operation.actualMinutes,
              })
            : operation.kind === 'noShow'
              ? await call('POST', `/api/lessons/${lessonId}/no-show`, { charged: operation.charged })
              : await call('POST', `/api/lessons/${lessonId}/cancel`, {
                  reason: 'Ill',
                  charged: operation.charged,
                });
        // Refused for a lesson in the wrong state (not started, cancelled): the rows say so too.
        expect([200, 409], response.body).toContain(response.statusCode);
        break;
      }
    }
  }
  const balance = studentBalanceSchema.parse(
    (await call('GET', `/api/students/${studentId}/balance`)).json(),
  );
  expect(balance).toEqual(await sumRows(studentId));
  // Refusals changed nothing: the learner still exists and nothing went negative that cannot.
  const [still] = await testApp.database.db.select().from(users).where(eq(users.id, studentId));
  expect(still).toBeDefined();
  expect(balance.boughtMinutes).toBeGreaterThanOrEqual(0);
  expect(balance.usedMinutes).toBeGreaterThanOrEqual(0);
}

describe('the balance', () => {
  it('always equals the sums of its rows, after any sequence of purchases, payments, lessons and outcomes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operationArbitrary, { minLength: 1, maxLength: 14 }), runOperations),
      { numRuns: 20 },
    );
  }, 120_000);
});
