import { asc, getTableColumns, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseTransaction } from '../../db/database-client';
import * as schema from '../../db/schema';
import {
  alternativeTimeOffers,
  bookingSlots,
  bookings,
  expenses,
  instructorApplications,
  instructors,
  leads,
  lessonChanges,
  lessons,
  messages,
  mockTests,
  networkPartnerRequests,
  outbox,
  packages,
  payments,
  paymentWebhookEvents,
  practicalTests,
  progressNotes,
  purchases,
  reminderLog,
  reminderPreferences,
  schoolSettings,
  settingsChanges,
  skillLevels,
  theoryTests,
  timeOff,
  timeSlots,
  users,
  waitingListEntries,
  waitingListFreedTimes,
  waitingListOffers,
} from '../../db/schema';
import { insertLevelsFromPractisedSkills } from '../skill-levels/skill-levels-repository';

/*
 * What a backup holds: all school data, minus secrets. Password hashes, the checkout-token hashes
 * of bookings and the token hashes of alternative-time offers are left out column by column;
 * sign-in sessions and learners' progress links are left out whole (they are capabilities and
 * can be issued again).
 */
const { passwordHash: _passwordHash, ...instructorColumns } = getTableColumns(instructors);
const { checkoutTokenHash: _checkoutTokenHash, ...bookingColumns } = getTableColumns(bookings);
const { tokenHash: _offerTokenHash, ...offerColumns } = getTableColumns(alternativeTimeOffers);
const { tokenHash: _waitingOfferTokenHash, ...waitingListOfferColumns } = getTableColumns(waitingListOffers);

/** The columns a backup leaves out as secrets, by table: restore fills them with new values. */
export const SECRET_COLUMNS: Readonly<Record<string, string>> = {
  instructors: 'passwordHash',
  bookings: 'checkoutTokenHash',
  alternative_time_offers: 'tokenHash',
  waiting_list_offers: 'tokenHash',
};

/** Database tables a backup never contains, and why. */
export const TABLES_NOT_IN_BACKUP = {
  instructor_sessions: 'sign-in sessions are secrets; the instructor signs in again after a restore',
  password_reset_tokens: 'forgotten-password links are secrets, and useless after 30 minutes anyway',
  push_subscriptions:
    'the devices that receive notifications (their addresses are secrets); each asks again after a restore',
  vapid_keys: 'the key that signs notifications is a secret; a new one is made, and devices subscribe again',
  instructor_devices:
    'the browsers the instructor signed in from (device cookies, stored as hashes); each is known again after its next sign-in',
  sign_in_throttles: 'counts of recent failed sign-ins, forgotten within 15 minutes anyway',
  student_access_tokens: 'progress links are capabilities; generate new ones after a restore',
  guardian_links:
    'the read-only links learners made for whoever pays are capabilities; learners make new ones after a restore',
  calendar_connections: 'the calendar grant is a secret; connect the calendar again after a restore',
  calendar_oauth_states: 'one-time sign-in states, useless after a few minutes',
  calendar_feeds: 'the calendar feed link is a capability; make a new one after a restore',
  calendar_busy_periods: "a copy of the connected calendar's busy times, read again at the next sync",
  waiting_list_open_times:
    'what learners could book when the waiting list last looked; after a restore it looks afresh (and offers nothing for its first look)',
  waiting_list_sweeps: 'when the waiting list last looked; after a restore it looks afresh',
} as const;

/** Every table of the school, read in one read-only snapshot so the copy is consistent. */
export function readSchoolData(db: Database) {
  return db.transaction(
    async (tx) => ({
      school_settings: await tx.select().from(schoolSettings),
      packages: await tx.select().from(packages).orderBy(asc(packages.sortOrder)),
      instructors: await tx.select(instructorColumns).from(instructors).orderBy(asc(instructors.id)),
      users: await tx.select().from(users).orderBy(asc(users.id)),
      time_slots: await tx.select().from(timeSlots).orderBy(asc(timeSlots.id)),
      time_off: await tx.select().from(timeOff).orderBy(asc(timeOff.id)),
      bookings: await tx.select(bookingColumns).from(bookings).orderBy(asc(bookings.id)),
      booking_slots: await tx.select().from(bookingSlots).orderBy(asc(bookingSlots.id)),
      alternative_time_offers: await tx
        .select(offerColumns)
        .from(alternativeTimeOffers)
        .orderBy(asc(alternativeTimeOffers.id)),
      // The ledger: what every learner bought and paid, the school's money history.
      purchases: await tx.select().from(purchases).orderBy(asc(purchases.id)),
      payments: await tx.select().from(payments).orderBy(asc(payments.id)),
      expenses: await tx.select().from(expenses).orderBy(asc(expenses.id)),
      lessons: await tx.select().from(lessons).orderBy(asc(lessons.id)),
      lesson_changes: await tx.select().from(lessonChanges).orderBy(asc(lessonChanges.id)),
      waiting_list_entries: await tx.select().from(waitingListEntries).orderBy(asc(waitingListEntries.id)),
      waiting_list_freed_times: await tx
        .select()
        .from(waitingListFreedTimes)
        .orderBy(asc(waitingListFreedTimes.id)),
      // The offers' links are capabilities: their token hashes stay out.
      waiting_list_offers: await tx
        .select(waitingListOfferColumns)
        .from(waitingListOffers)
        .orderBy(asc(waitingListOffers.id)),
      progress_notes: await tx.select().from(progressNotes).orderBy(asc(progressNotes.id)),
      skill_levels: await tx.select().from(skillLevels).orderBy(asc(skillLevels.id)),
      mock_tests: await tx.select().from(mockTests).orderBy(asc(mockTests.id)),
      theory_tests: await tx.select().from(theoryTests).orderBy(asc(theoryTests.studentId)),
      practical_tests: await tx.select().from(practicalTests).orderBy(asc(practicalTests.id)),
      messages: await tx.select().from(messages).orderBy(asc(messages.id)),
      reminder_preferences: await tx.select().from(reminderPreferences).orderBy(asc(reminderPreferences.id)),
      reminder_log: await tx.select().from(reminderLog).orderBy(asc(reminderLog.id)),
      payment_webhook_events: await tx
        .select()
        .from(paymentWebhookEvents)
        .orderBy(asc(paymentWebhookEvents.id)),
      network_partner_requests: await tx
        .select()
        .from(networkPartnerRequests)
        .orderBy(asc(networkPartnerRequests.id)),
      instructor_applications: await tx
        .select()
        .from(instructorApplications)
        .orderBy(asc(instructorApplications.id)),
      leads: await tx.select().from(leads).orderBy(asc(leads.id)),
      outbox: await tx.select().from(outbox).orderBy(asc(outbox.id)),
      settings_changes: await tx.select().from(settingsChanges).orderBy(asc(settingsChanges.id)),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export type SchoolData = Awaited<ReturnType<typeof readSchoolData>>;

/** A table as restore sees it: its name, and its columns by the key a backup file uses. */
export interface RestorableTable {
  name: string;
  /** Drizzle's key (camelCase, what the file holds) → the column's name in the database. */
  columns: ReadonlyMap<string, string>;
}

const allTables: PgTable[] = [];
for (const value of Object.values(schema)) if (is(value, PgTable)) allTables.push(value);

/** Every table in an order where each comes after the tables its foreign keys point to. */
function orderByForeignKeys(tables: readonly PgTable[]): PgTable[] {
  const ordered: PgTable[] = [];
  const placed = new Set<PgTable>();
  const visit = (table: PgTable, path: readonly PgTable[]) => {
    if (placed.has(table)) return;
    if (path.includes(table)) throw new Error(`Foreign keys form a cycle at ${getTableConfig(table).name}`);
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const target = foreignKey.reference().foreignTable;
      if (target !== table) visit(target, [...path, table]);
    }
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

const tablesInForeignKeyOrder = orderByForeignKeys(allTables);
const tableByName = new Map(tablesInForeignKeyOrder.map((table) => [getTableConfig(table).name, table]));

/** The tables a backup holds, parents before children (the order restore writes them in). */
export const RESTORABLE_TABLES: readonly RestorableTable[] = tablesInForeignKeyOrder
  .filter((table) => !(getTableConfig(table).name in TABLES_NOT_IN_BACKUP))
  .map((table) => ({
    name: getTableConfig(table).name,
    columns: new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name])),
  }));

export interface TableRowsToRestore {
  name: string;
  /** Rows keyed by the database's column names, read from the file as they are written. */
  rows: AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;
}

/*
 * Rows go to the database in batches of about this much JSON, one INSERT each. What a statement
 * holds is bounded by it (the JSON text on both sides, and what PGlite's WebAssembly memory grows
 * to, which never shrinks: a whole table in one statement left the embedded server holding several
 * times the file). 256 KB and 1 MB batches measured the same (a 77 MB backup, compiled server,
 * two restores each: 28-29 s and 25-31 s, peak RSS 260 MB either way).
 */
export const RESTORE_BATCH_BYTES = 1024 * 1024;

/** Writes one batch of a table's rows, as JSON text, with the columns they have. */
async function insertBatch(
  tx: DatabaseTransaction,
  table: string,
  rowsJson: readonly string[],
  columns: ReadonlySet<string>,
) {
  const columnList = sql.join(
    [...columns].map((column) => sql.identifier(column)),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO ${sql.identifier(table)} (${columnList})
        SELECT ${columnList} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${`[${rowsJson.join(',')}]`}::text::json)`,
  );
}

/**
 * Replaces the whole school in ONE transaction: every table of the schema is emptied (those a
 * backup leaves out too: sessions, progress links, calendar grants), each table's rows are
 * inserted parents first, in batches as they are read, and every serial sequence continues after
 * the highest id. PostgreSQL turns the JSON into rows itself (`json_populate_recordset`): columns
 * a batch lacks get their defaults. A file made before skill levels gets them derived from its
 * notes (`deriveSkillLevels`). Any failure rolls everything back.
 */
export function replaceSchoolData(
  db: Database,
  tables: readonly TableRowsToRestore[],
  options: { deriveSkillLevels?: boolean } = {},
) {
  return db.transaction(async (tx) => {
    const everyTable = sql.join(
      [...tableByName.keys()].map((name) => sql.identifier(name)),
      sql`, `,
    );
    await tx.execute(sql`TRUNCATE TABLE ${everyTable} RESTART IDENTITY`);
    const counts: { table: string; rows: number }[] = [];
    for (const { name, rows } of tables) {
      let count = 0;
      let batch: string[] = [];
      let batchBytes = 0;
      let columns = new Set<string>();
      for await (const row of rows) {
        const json = JSON.stringify(row);
        batch.push(json);
        batchBytes += json.length;
        for (const column of Object.keys(row)) columns.add(column);
        count += 1;
        if (batchBytes >= RESTORE_BATCH_BYTES) {
          await insertBatch(tx, name, batch, columns);
          batch = [];
          batchBytes = 0;
          columns = new Set();
        }
      }
      if (batch.length > 0) await insertBatch(tx, name, batch, columns);
      counts.push({ table: name, rows: count });
    }
    if (options.deriveSkillLevels) {
      // A file made before skill levels (migration 0016): its notes' ticked skills become levels
      // exactly as the migration made them, before the sequences move past the highest ids.
      const derived = await insertLevelsFromPractisedSkills(tx);
      const entry = counts.find((count) => count.table === 'skill_levels');
      if (entry) entry.rows = derived;
    }
    for (const table of tablesInForeignKeyOrder) {
      const { name, columns } = getTableConfig(table);
      for (const column of columns.filter((candidate) => candidate.columnType === 'PgSerial')) {
        await tx.execute(
          sql`SELECT setval(pg_get_serial_sequence(${name}, ${column.name}),
                COALESCE((SELECT max(${sql.identifier(column.name)}) FROM ${sql.identifier(name)}), 0) + 1, false)`,
        );
      }
    }
    return counts;
  });
}
