import { asc, getTableColumns, gt, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseTransaction } from '../../../db/database-client';
import * as schema from '../../../db/schema';
import {
  alternativeTimeOffers,
  bookingSlots,
  bookings,
  complianceNotices,
  expenses,
  instructorApplicationEvents,
  instructorApplications,
  instructorCompliance,
  instructorPhotos,
  instructorSettlements,
  instructorStripeAccounts,
  instructors,
  leads,
  learnerHandOverEvents,
  learnerHandOvers,
  lessonChanges,
  lessonCoverOffers,
  lessons,
  messages,
  mockTests,
  networkPartnerRequests,
  networkRequestEvents,
  networkRequestOffers,
  outbox,
  packages,
  payments,
  paymentWebhookEvents,
  practicalTests,
  progressNoteRevisions,
  progressNotes,
  purchases,
  reminderLog,
  reminderPreferences,
  schoolFeeModelChanges,
  schoolFeeWaivedWeeks,
  schoolReferrals,
  schoolSettings,
  schoolTurnoverBasisChanges,
  settingsChanges,
  skillLevels,
  theoryTests,
  timeOff,
  timeSlots,
  users,
  waitingListEntries,
  waitingListFreedTimes,
  waitingListOffers,
} from '../../../db/schema';

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
const { tokenHash: _networkOfferTokenHash, ...networkOfferColumns } = getTableColumns(networkRequestOffers);
const { tokenHash: _coverOfferTokenHash, ...coverOfferColumns } = getTableColumns(lessonCoverOffers);
const { tokenHash: _handOverTokenHash, ...handOverColumns } = getTableColumns(learnerHandOvers);
/*
 * A photo's bytes as PostgreSQL writes bytea in text ('\x' and hex): JSON holds it as a string, and
 * restore's json_populate_recordset reads it straight back into the bytea column.
 */
const instructorPhotoColumns = {
  ...getTableColumns(instructorPhotos),
  bytes: sql<string>`'\\x' || encode(${instructorPhotos.bytes}, 'hex')`,
};

/** The columns a backup leaves out as secrets, by table: restore fills them with new values. */
export const SECRET_COLUMNS: Readonly<Record<string, string>> = {
  instructors: 'passwordHash',
  bookings: 'checkoutTokenHash',
  alternative_time_offers: 'tokenHash',
  waiting_list_offers: 'tokenHash',
  network_request_offers: 'tokenHash',
  lesson_cover_offers: 'tokenHash',
  learner_hand_overs: 'tokenHash',
};

/** Database tables a backup never contains, and why. */
export const TABLES_NOT_IN_BACKUP = {
  instructor_sessions: 'sign-in sessions are secrets; the instructor signs in again after a restore',
  password_reset_tokens: 'forgotten-password links are secrets, and useless after 30 minutes anyway',
  instructor_invitations:
    'invitation links are capabilities (stored as hashes); the owner invites again anyone who had not yet accepted',
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
  read_versions:
    "the version of the dashboard's kept answers, not school data: the restore's own writes give it a new one",
  read_version_bumps: 'the transactions writing at that moment; empty once each has committed',
} as const;

/** How a table of the backup is read: its columns (secrets left out) and the key its pages follow. */
interface BackupTableSource {
  name: string;
  table: PgTable;
  /** Columns, or an expression where the column's value is not JSON as it is (a photo's bytes). */
  columns: Record<string, PgColumn | SQL>;
  /** A unique integer column, in whose order the rows are written; null: read whole (a few rows). */
  pageKey: PgColumn | null;
  /** The order of a table read whole. */
  orderBy?: PgColumn;
}

const source = (table: PgTable, columns: Record<string, PgColumn | SQL> = getTableColumns(table)) => ({
  name: getTableConfig(table).name,
  table,
  columns,
});

/** Every table a backup holds, in the order the file lists them. */
const BACKUP_TABLE_SOURCES: readonly BackupTableSource[] = [
  { ...source(schoolSettings), pageKey: null },
  { ...source(packages), pageKey: null, orderBy: packages.sortOrder },
  { ...source(instructors, instructorColumns), pageKey: instructors.id },
  { ...source(instructorPhotos, instructorPhotoColumns), pageKey: instructorPhotos.instructorId },
  // Badge, insurance and DBS check: whether each instructor may be sold (docs/decisions/0057).
  { ...source(instructorCompliance), pageKey: instructorCompliance.instructorId },
  // Which Stripe account each instructor connected (an id, no secret): their card payments go to it (0063).
  { ...source(instructorStripeAccounts), pageKey: instructorStripeAccounts.instructorId },
  { ...source(users), pageKey: users.id },
  { ...source(timeSlots), pageKey: timeSlots.id },
  { ...source(timeOff), pageKey: timeOff.id },
  { ...source(bookings, bookingColumns), pageKey: bookings.id },
  { ...source(bookingSlots), pageKey: bookingSlots.id },
  { ...source(alternativeTimeOffers, offerColumns), pageKey: alternativeTimeOffers.id },
  // The ledger: what every learner bought and paid, the school's money history.
  { ...source(purchases), pageKey: purchases.id },
  { ...source(payments), pageKey: payments.id },
  { ...source(expenses), pageKey: expenses.id },
  // Each instructor's fee terms and referrals: what their statements are computed from (0059).
  { ...source(schoolFeeModelChanges), pageKey: schoolFeeModelChanges.id },
  { ...source(schoolFeeWaivedWeeks), pageKey: schoolFeeWaivedWeeks.id },
  { ...source(schoolReferrals), pageKey: schoolReferrals.id },
  // Transfers settling up with each instructor, and agent or principal (0062): money history.
  { ...source(instructorSettlements), pageKey: instructorSettlements.id },
  { ...source(schoolTurnoverBasisChanges), pageKey: schoolTurnoverBasisChanges.id },
  { ...source(lessons), pageKey: lessons.id },
  { ...source(lessonChanges), pageKey: lessonChanges.id },
  // Cover offers of lessons inside time off; their links are capabilities, so the hashes stay out.
  { ...source(lessonCoverOffers, coverOfferColumns), pageKey: lessonCoverOffers.id },
  { ...source(waitingListEntries), pageKey: waitingListEntries.id },
  // Who handed which learner to whom, with the learner's consent; the links' hashes stay out.
  { ...source(learnerHandOvers, handOverColumns), pageKey: learnerHandOvers.id },
  { ...source(learnerHandOverEvents), pageKey: learnerHandOverEvents.id },
  { ...source(waitingListFreedTimes), pageKey: waitingListFreedTimes.id },
  // The offers' links are capabilities: their token hashes stay out.
  { ...source(waitingListOffers, waitingListOfferColumns), pageKey: waitingListOffers.id },
  { ...source(progressNotes), pageKey: progressNotes.id },
  { ...source(progressNoteRevisions), pageKey: progressNoteRevisions.id },
  { ...source(skillLevels), pageKey: skillLevels.id },
  { ...source(mockTests), pageKey: mockTests.id },
  { ...source(theoryTests), pageKey: theoryTests.studentId },
  { ...source(practicalTests), pageKey: practicalTests.id },
  { ...source(messages), pageKey: messages.id },
  { ...source(reminderPreferences), pageKey: reminderPreferences.id },
  { ...source(reminderLog), pageKey: reminderLog.id },
  { ...source(paymentWebhookEvents), pageKey: paymentWebhookEvents.id },
  { ...source(networkPartnerRequests), pageKey: networkPartnerRequests.id },
  // The e-mailed links are capabilities: their token hashes stay out (restored offers get dead ones).
  { ...source(networkRequestOffers, networkOfferColumns), pageKey: networkRequestOffers.id },
  { ...source(networkRequestEvents), pageKey: networkRequestEvents.id },
  { ...source(instructorApplications), pageKey: instructorApplications.id },
  { ...source(instructorApplicationEvents), pageKey: instructorApplicationEvents.id },
  { ...source(leads), pageKey: leads.id },
  { ...source(outbox), pageKey: outbox.id },
  // Which compliance reminders and lapse notices went: a restore must not send them again.
  { ...source(complianceNotices), pageKey: complianceNotices.id },
  { ...source(settingsChanges), pageKey: settingsChanges.id },
];

/** The names of the tables a backup holds, in the file's order. */
export const BACKUP_TABLE_NAMES = BACKUP_TABLE_SOURCES.map((table) => table.name);

/*
 * Rows read per query while exporting: about 1 MB of the largest rows (e-mails), so a school of
 * any size is written while holding one page.
 */
const EXPORT_PAGE_ROWS = 1000;

export interface SchoolDataVisitor {
  table(name: string): Promise<void>;
  /** One page of the table's rows, in order; the next page is read once this resolves. */
  rows(rows: readonly Record<string, unknown>[]): Promise<void>;
}

/**
 * Every table of the school, page by page, in one read-only snapshot so the copy is consistent.
 * On the embedded database nothing else runs meanwhile: the visitor should write somewhere fast
 * (a local file), not to a client at the other end of a slow connection.
 */
export function readSchoolDataInPages(db: Database, visitor: SchoolDataVisitor): Promise<void> {
  return db.transaction(
    async (tx) => {
      for (const { name, table, columns, pageKey, orderBy } of BACKUP_TABLE_SOURCES) {
        await visitor.table(name);
        if (pageKey === null) {
          const query = tx.select(columns).from(table);
          await visitor.rows(await (orderBy ? query.orderBy(asc(orderBy)) : query));
          continue;
        }
        let after: number | null = null;
        for (;;) {
          const page: Record<string, unknown>[] = await tx
            .select(columns)
            .from(table)
            .where(after === null ? undefined : gt(pageKey, after))
            .orderBy(asc(pageKey))
            .limit(EXPORT_PAGE_ROWS);
          if (page.length > 0) await visitor.rows(page);
          if (page.length < EXPORT_PAGE_ROWS) break;
          const last = page[page.length - 1]?.[keyOf(columns, pageKey)];
          if (typeof last !== 'number') throw new Error(`${name}: the page key is not a number`);
          after = last;
        }
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The key a selected column has in each row (Drizzle's name for it, not the database's). */
function keyOf(columns: Record<string, PgColumn | SQL>, column: PgColumn): string {
  const entry = Object.entries(columns).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`Column ${column.name} is not selected`);
  return entry[0];
}

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
  options: {
    /** Makes the levels a file made before skill levels lacks, in the restore's transaction. */
    deriveSkillLevels?: (tx: DatabaseTransaction) => Promise<number>;
  } = {},
) {
  return db.transaction(async (tx) => {
    const everyTable = sql.join(
      [...tableByName.keys()].map((name) => sql.identifier(name)),
      sql`, `,
    );
    await tx.execute(sql`TRUNCATE TABLE ${everyTable} RESTART IDENTITY`);
    // The rows go back as they were written: the triggers that keep a time sold once checked them
    // then (migration 0017), and a check per lesson and hold would only slow a large restore.
    await tx.execute(sql`SET LOCAL app.copying_backup = 'on'`);
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
      const derived = await options.deriveSkillLevels(tx);
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
