import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MigrationTestDatabase,
  openMigrationTestDatabase,
} from '../../../tests/support/migration-test-database';
import { getStudentLedger } from '../modules/money/ledger/ledger-service';
import type { DatabaseHandle } from './database-client';

/*
 * Migration 0007 (the ledger) on a database holding the shape before it, on the engine of the
 * running project: each approved booking becomes a purchase at its amount, each paid booking a
 * payment, lessons use their booking's purchase, a late cancellation keeps half its hours used;
 * nothing is lost and no amount changes (docs/decisions/0018-ledger.md).
 */

const LEDGER_MIGRATION_INDEX = 7;

let database: MigrationTestDatabase;
let handle: DatabaseHandle;

const ARGON_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

beforeAll(async () => {
  database = await openMigrationTestDatabase('ledger-migration');
  handle = database.handle;
  await handle.migrate(undefined, database.migrationsUpTo(LEDGER_MIGRATION_INDEX - 1));
  const { db } = handle;
  // The old shape: bookings carry the money.
  const oldShape = `
    INSERT INTO instructors (id, email, full_name, password_hash) VALUES (1, 'i@example.com', 'Ina Structor', '${ARGON_HASH}');
    INSERT INTO packages (package_type, name, price_pence, total_minutes, lessons) VALUES
      ('standard', 'Standard Package (10 Hours)', 36000, 600, 5),
      ('starter', 'Starter Package (5 Hours)', 18000, 300, 3),
      ('single_2hour', '2 Hour Lesson', 7200, 120, 1);
    INSERT INTO users (id, username, email, full_name) VALUES
      (1, 'ann', 'ann@example.com', 'Ann Paid'),
      (2, 'ben', 'ben@example.com', 'Ben Owes');
    INSERT INTO bookings (id, student_id, instructor_id, package_type, status, payment_status, payment_method, total_amount_pence, requested_at, responded_at, paid_at) VALUES
      (1, 1, 1, 'standard', 'approved', 'paid', 'bank_transfer', 36000, '2026-10-01T09:00:00Z', '2026-10-02T09:00:00Z', '2026-10-03T09:00:00Z'),
      (2, 2, 1, 'starter', 'approved', 'unpaid', NULL, 18000, '2026-10-05T09:00:00Z', '2026-10-05T10:00:00Z', NULL),
      (3, 2, 1, 'starter', 'approved', 'unpaid', NULL, 18000, '2026-10-06T09:00:00Z', '2026-10-06T10:00:00Z', NULL),
      (4, 2, NULL, 'single_2hour', 'pending', 'paid', 'card', 7200, '2026-10-07T09:00:00Z', NULL, '2026-10-07T09:05:00Z'),
      (5, 1, 1, 'starter', 'rejected', 'unpaid', 'bank_transfer', 18000, '2026-10-08T09:00:00Z', '2026-10-08T10:00:00Z', NULL);
    UPDATE bookings SET stripe_payment_intent_id = 'pi_old_123' WHERE id = 4;
    INSERT INTO lessons (id, booking_id, student_id, instructor_id, starts_at, ends_at, booked_duration_minutes, actual_duration_minutes, status, completed_at) VALUES
      (1, 1, 1, 1, '2026-10-10T17:00:00Z', '2026-10-10T19:00:00Z', 120, 90, 'completed', '2026-10-10T19:00:00Z'),
      (2, 1, 1, 1, '2026-12-10T17:00:00Z', '2026-12-10T19:00:00Z', 120, NULL, 'scheduled', NULL),
      (3, 2, 2, 1, '2026-10-20T17:00:00Z', '2026-10-20T18:00:00Z', 60, NULL, 'cancelled', NULL),
      (4, 3, 2, 1, '2026-10-21T17:00:00Z', '2026-10-21T18:00:00Z', 60, NULL, 'scheduled', NULL);
    INSERT INTO lesson_changes (lesson_id, booking_id, student_id, kind, change_window, status, requested_by, reason, from_starts_at, from_time_slot_ids, forfeit_pence, requested_at, decided_at)
      VALUES (3, 2, 2, 'cancel', 'half_fee', 'applied', 'student', 'Ill', '2026-10-20T17:00:00Z', '{}', 1800, '2026-10-19T09:00:00Z', '2026-10-19T09:00:00Z');
  `;
  // One statement at a time: the drivers take one per query.
  for (const statement of oldShape.split(';').map((text) => text.trim())) {
    if (statement !== '') await db.execute(sql.raw(statement));
  }
  await handle.migrate();
});

afterAll(async () => {
  await database?.close();
});

describe('migration 0007, the ledger', () => {
  it('makes each approved booking a purchase at its amount, and each paid booking a payment', async () => {
    const ann = await getStudentLedger(handle.db, 1);
    expect(ann.purchases).toEqual([
      expect.objectContaining({
        bookingId: 1,
        description: 'Standard Package (10 Hours)',
        minutes: 600,
        pricePence: 36000,
      }),
    ]);
    expect(ann.payments).toEqual([
      expect.objectContaining({
        amountPence: 36000,
        method: 'bank_transfer',
        paidOn: '2026-10-03',
        purchaseId: ann.purchases[0]?.id,
      }),
    ]);
    // One lesson done (90 minutes driven), one to come: the rejected booking is not owed.
    expect(ann.balance).toEqual({
      boughtMinutes: 600,
      bookedMinutes: 120,
      usedMinutes: 90,
      leftMinutes: 390,
      owedPence: 0,
      paidPence: 36000,
    });

    const ben = await getStudentLedger(handle.db, 2);
    // The two £180 bookings stay two purchases (no amount changes); the card payment of a request
    // nobody has answered is money received, with its provider's reference.
    expect(ben.purchases.map((purchase) => [purchase.bookingId, purchase.pricePence])).toEqual([
      [2, 18000],
      [3, 18000],
    ]);
    expect(ben.payments).toEqual([
      expect.objectContaining({ amountPence: 7200, method: 'card', purchaseId: null, paidOn: '2026-10-07' }),
    ]);
    // The half-fee cancellation keeps half its hour used.
    expect(ben.balance).toEqual({
      boughtMinutes: 600,
      bookedMinutes: 60,
      usedMinutes: 30,
      leftMinutes: 510,
      owedPence: 36000 - 7200,
      paidPence: 7200,
    });
  });

  it('loses nothing: every booking and lesson is still there with its amount, and lessons use their purchase', async () => {
    const bookings = await database.selectRows(
      sql`SELECT id, total_amount_pence, payment_status FROM bookings ORDER BY id`,
    );
    expect(bookings).toEqual([
      { id: 1, total_amount_pence: 36000, payment_status: 'paid' },
      { id: 2, total_amount_pence: 18000, payment_status: 'unpaid' },
      { id: 3, total_amount_pence: 18000, payment_status: 'unpaid' },
      { id: 4, total_amount_pence: 7200, payment_status: 'paid' },
      { id: 5, total_amount_pence: 18000, payment_status: 'unpaid' },
    ]);
    const lessons = await database.selectRows(
      sql`SELECT l.id, p.booking_id FROM lessons l LEFT JOIN purchases p ON p.id = l.purchase_id ORDER BY l.id`,
    );
    expect(lessons).toEqual([
      { id: 1, booking_id: 1 },
      { id: 2, booking_id: 1 },
      { id: 3, booking_id: 2 },
      { id: 4, booking_id: 3 },
    ]);
    const references = await database.selectRows(sql`SELECT external_reference FROM payments ORDER BY id`);
    expect(references).toEqual([{ external_reference: null }, { external_reference: 'pi_old_123' }]);
  });
});
