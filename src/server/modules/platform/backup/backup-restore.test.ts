import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { insertLearner } from '../../../../../tests/support/dashboard-test-data';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import { type RunningTestApp, setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { bookApprovedLesson, createSlotsAt } from '../../../../../tests/support/waiting-list-test-data';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  backupTooLargeMessage,
  NEWER_BACKUP_MESSAGE,
  NOT_A_BACKUP_MESSAGE,
  RESTORE_MAX_BYTES,
  restoreBackupResponseSchema,
  type SchoolBackup,
  schoolBackupSchema,
} from '../../../../core/platform/backup/backup-schemas';
import { SKILL_NAMES } from '../../../../core/progress/skill-levels';
import { isSkillPractised } from '../../../../core/progress/skills-catalogue';
import * as schema from '../../../db/schema';
import { getSchemaVersion } from '../../../db/schema-version';
import { verifyPassword } from '../../../lib/password-hashing';
import { restoreSchoolBackup } from './backup-restore-service';

const NOW = new Date('2027-03-10T10:00:00Z');

// The demo school (availability, learners, lessons, the ledger, notes, chat) plus the rest.
const source = setUpTestApp({ now: NOW, env: { SEED_DEMO: 'true' } });
// A fresh, migrated database with nothing in it: not even the instructor (signed in once restored).
const target = setUpTestApp({ now: NOW, seed: false, signIn: false });
let backup: SchoolBackup;
let backupText: string;

async function exportBackup(testApp: RunningTestApp): Promise<SchoolBackup> {
  const headers = await signInAsInstructor(testApp);
  const response = await testApp.app.inject({ method: 'GET', url: '/api/backup/export', headers });
  expect(response.statusCode).toBe(200);
  return schoolBackupSchema.parse(response.json());
}

function withoutExportedAt({ exportedAt: _exportedAt, ...rest }: SchoolBackup) {
  return rest;
}

/** Row counts of every table the backup holds, straight from the database. */
async function countRows(testApp: RunningTestApp): Promise<Record<string, number>> {
  const { db } = testApp.database;
  const tables = {
    users: schema.users,
    lessons: schema.lessons,
    purchases: schema.purchases,
    payments: schema.payments,
    waiting_list_offers: schema.waitingListOffers,
    outbox: schema.outbox,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? -1;
  }
  return counts;
}

beforeAll(async () => {
  const { db } = source.database;
  const { headers } = source;
  const instructorId = await getSeededInstructorId(db);
  const slots = await createSlotsAt(source, instructorId, '2027-05-23', ['09:00', '10:00']);
  const lesson = await bookApprovedLesson(source, headers, instructorId, slots);
  // With a whole pupil record: its columns must come back too (decision 0036).
  const waiting = await insertLearner(db, {
    fullName: 'Wendy Waiting',
    pickupAddress: '4 Oak Road, Moseley',
    pickupPostcode: 'B13 9AB',
    dateOfBirth: '2008-03-14',
    provisionalLicenceNumber: 'WAITI003148W99AB',
  });
  const [entry] = await db
    .insert(schema.waitingListEntries)
    .values({
      studentId: waiting,
      instructorId,
      windows: [{ weekday: 1, period: 'morning' }],
      fromDate: '2027-03-11',
      lessonMinutes: 60,
    })
    .returning({ id: schema.waitingListEntries.id });
  const [freed] = await db
    .insert(schema.waitingListFreedTimes)
    .values({
      instructorId,
      startsAt: new Date('2027-03-15T09:00:00Z'),
      endsAt: new Date('2027-03-15T10:00:00Z'),
      offeredAt: NOW,
    })
    .returning({ id: schema.waitingListFreedTimes.id });
  if (!entry || !freed) throw new Error('waiting-list rows were not inserted');
  await db.insert(schema.waitingListOffers).values({
    freedTimeId: freed.id,
    entryId: entry.id,
    studentId: waiting,
    tokenHash: 'a'.repeat(64),
    startsAt: new Date('2027-03-15T09:00:00Z'),
    endsAt: new Date('2027-03-15T10:00:00Z'),
    sentAt: NOW,
    expiresAt: new Date('2027-03-15T08:00:00Z'),
  });
  await db
    .insert(schema.expenses)
    .values({ instructorId, spentOn: '2027-03-01', amountPence: 4_250, category: 'fuel' });
  // An instructor's fee terms and a referral (issue 39).
  await db.insert(schema.schoolFeeModelChanges).values({
    instructorId,
    fromDate: '2027-01-04',
    kind: 'weekly_franchise',
    weeklyPence: 9_000,
    noLessonsNoFee: true,
    changedBy: instructorId,
  });
  await db.insert(schema.schoolFeeWaivedWeeks).values({ instructorId, weekFrom: '2027-03-01' });
  // A connected Stripe account (0063): which account an instructor's card payments go to.
  await db.insert(schema.instructorStripeAccounts).values({
    instructorId,
    stripeAccountId: 'acct_backup1',
    chargesEnabled: true,
    detailsSubmitted: true,
    payoutsEnabled: false,
    statusCheckedAt: NOW,
  });
  await db
    .insert(schema.schoolReferrals)
    .values({ instructorId, studentId: waiting, referredOn: '2027-03-02' });
  // A transfer settling up, its undo, and the school's agent-or-principal choice (0062).
  const [transfer] = await db
    .insert(schema.instructorSettlements)
    .values({
      instructorId,
      direction: 'to_instructor',
      amountPence: 12_000,
      paidOn: '2027-03-05',
      reference: 'MARCH SETTLE',
      recordedBy: instructorId,
    })
    .returning();
  await db.insert(schema.instructorSettlements).values({
    instructorId,
    direction: 'to_instructor',
    amountPence: -12_000,
    paidOn: '2027-03-05',
    reference: 'MARCH SETTLE',
    recordedBy: instructorId,
    reversesSettlementId: transfer?.id,
  });
  await db
    .insert(schema.schoolTurnoverBasisChanges)
    .values({ basis: 'agent', fromDate: '2027-01-01', changedBy: instructorId });
  await db.insert(schema.timeOff).values({
    instructorId,
    startsAt: new Date('2027-03-21T00:00:00Z'),
    endsAt: new Date('2027-03-22T00:00:00Z'),
    reason: 'holiday',
  });
  expect(lesson.lessonId).toBeGreaterThan(0);
  backup = await exportBackup(source);
  backupText = JSON.stringify(backup, null, 2);
});

describe('restoring a backup', () => {
  it('reproduces every row in a fresh database: exporting again gives the same file', async () => {
    for (const table of [
      'users',
      'lessons',
      'purchases',
      'payments',
      'waiting_list_entries',
      'waiting_list_offers',
      'outbox',
      'expenses',
      'school_fee_model_changes',
      'school_fee_waived_weeks',
      'school_referrals',
      'instructor_settlements',
      'school_turnover_basis_changes',
      'instructor_stripe_accounts',
      'time_off',
      'progress_notes',
      'messages',
    ]) {
      expect(backup.tables[table]?.length, table).toBeGreaterThan(0);
    }
    expect(backup.tables.users).toContainEqual(
      expect.objectContaining({
        pickupAddress: '4 Oak Road, Moseley',
        pickupPostcode: 'B13 9AB',
        dateOfBirth: '2008-03-14',
        provisionalLicenceNumber: 'WAITI003148W99AB',
      }),
    );
    const result = await restoreSchoolBackup(target.deps, { text: backupText });
    expect(result.school).toBe(backup.school);
    const restoredCounts = Object.fromEntries(result.tables.map(({ table, rows }) => [table, rows]));
    for (const [table, rows] of Object.entries(backup.tables))
      expect(restoredCounts[table], table).toBe(rows.length);

    // The instructor signs in with the configured password (hashes are never in a backup).
    const again = await exportBackup(target);
    expect(withoutExportedAt(again)).toEqual(withoutExportedAt(backup));
  });

  it('lets the owners sign in with the configured password after a restore, and no other instructor', async () => {
    // The demo school has two instructors: its owner and a made-up instructor (Nadia).
    await restoreSchoolBackup(target.deps, { text: backupText });
    const restored = await target.database.db
      .select({ role: schema.instructors.role, passwordHash: schema.instructors.passwordHash })
      .from(schema.instructors);
    expect(restored.map((row) => row.role).sort()).toEqual(['instructor', 'owner']);
    for (const { role, passwordHash } of restored) {
      // Another instructor sets their own from a reset link: the owner's password never opens it.
      expect(await verifyPassword(passwordHash, target.env.INSTRUCTOR_PASSWORD), role).toBe(role === 'owner');
    }
  });

  it('writes parents first whatever order the file lists its tables in', async () => {
    const reversed = { ...backup, tables: Object.fromEntries(Object.entries(backup.tables).reverse()) };
    expect(Object.keys(reversed.tables)[0]).toBe('settings_changes');
    const result = await restoreSchoolBackup(target.deps, { value: reversed });
    const restoredCounts = Object.fromEntries(result.tables.map(({ table, rows }) => [table, rows]));
    for (const [table, rows] of Object.entries(backup.tables))
      expect(restoredCounts[table], table).toBe(rows.length);
    expect(withoutExportedAt(await exportBackup(target))).toEqual(withoutExportedAt(backup));
  });

  it('continues every id after the highest restored one', async () => {
    const instructorId = await getSeededInstructorId(target.database.db);
    const slot = await createTimeSlot(target.database.db, {
      instructorId,
      date: '2027-06-06',
      time: '09:00',
      duration: 120,
    });
    const maxSlotId = Math.max(...(backup.tables.time_slots ?? []).map((row) => Number(row.id)));
    expect(slot).toBe(maxSlotId + 1);
    // Accepted (201): the new ids do not collide with restored ones.
    await bookThroughApi(target, {
      fullName: 'After Restore',
      email: 'after-restore@example.com',
      timeSlotIds: [slot],
    });
  });

  it('refuses a file from a newer schema or backup version, and changes nothing', async () => {
    const before = await countRows(target);
    for (const newer of [
      { ...backup, schemaVersion: getSchemaVersion() + 1 },
      { ...backup, version: 3, tables: { some_new_table: [] } },
    ]) {
      await expect(restoreSchoolBackup(target.deps, { value: newer })).rejects.toMatchObject({
        statusCode: 400,
        message: NEWER_BACKUP_MESSAGE,
      });
    }
    expect(await countRows(target)).toEqual(before);
  });

  it('refuses a damaged file with a clear message, and changes nothing even when the database refuses it half way', async () => {
    const before = await countRows(target);
    await expect(
      restoreSchoolBackup(target.deps, { text: backupText.slice(0, backupText.length / 2) }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^This backup file is damaged \(it is not complete JSON\)/),
    });
    await expect(restoreSchoolBackup(target.deps, { value: { hello: 'world' } })).rejects.toMatchObject({
      statusCode: 400,
      message: NOT_A_BACKUP_MESSAGE,
    });
    await expect(
      restoreSchoolBackup(target.deps, { value: { ...backup, tables: { ...backup.tables, users: 'many' } } }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('tables.users') });
    // Valid JSON, but a lesson of a learner who is not in the file: the database refuses it after
    // every table was emptied and the first ones written; the transaction puts everything back.
    const orphaned = { ...backup, tables: { ...backup.tables, users: (backup.tables.users ?? []).slice(1) } };
    await expect(restoreSchoolBackup(target.deps, { value: orphaned })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(
        /^This backup file is damaged \(the database refused its rows: .*foreign key/,
      ),
    });
    expect(await countRows(target)).toEqual(before);
  });

  it('reads a version 1 file (before schemaVersion): columns it lacks get their defaults', async () => {
    const { schemaVersion: _schemaVersion, ...rest } = backup;
    const older = {
      ...rest,
      version: 1,
      tables: {
        ...backup.tables,
        school_settings: (backup.tables.school_settings ?? []).map(
          ({ waitingListOfferHours: _hours, ...row }) => row,
        ),
      },
    };
    await restoreSchoolBackup(target.deps, { value: older });
    const [settings] = await target.database.db.select().from(schema.schoolSettings);
    expect(settings?.waitingListOfferHours).toBe(12);
  });
  it('fills the package hours of bookings in a file made before bookings kept them, from the packages in the same file', async () => {
    const bookingRows = backup.tables.bookings ?? [];
    expect(bookingRows.length).toBeGreaterThan(0);
    // The file's own packages say 3 hours for single_2hour: the restored bookings take that, not today's 2.
    const older = {
      ...backup,
      tables: {
        ...backup.tables,
        packages: (backup.tables.packages ?? []).map((row) =>
          row.packageType === 'single_2hour' ? { ...row, totalMinutes: 180 } : row,
        ),
        bookings: bookingRows.map(({ packageMinutes: _minutes, ...row }) => row),
      },
    };
    await restoreSchoolBackup(target.deps, { value: older });
    const restored = await target.database.db
      .select({ packageType: schema.bookings.packageType, packageMinutes: schema.bookings.packageMinutes })
      .from(schema.bookings);
    expect(restored.length).toBe(bookingRows.length);
    const minutesByType = new Map(
      (older.tables.packages ?? []).map((row) => [String(row.packageType), Number(row.totalMinutes)]),
    );
    for (const row of restored)
      expect(row.packageMinutes, row.packageType).toBe(minutesByType.get(row.packageType));
    expect(restored.some((row) => row.packageType === 'single_2hour' && row.packageMinutes === 180)).toBe(
      true,
    );
  });

  it('derives skill levels from the notes of a file made before levels existed, as migration 0016 did', async () => {
    const noteRows = backup.tables.progress_notes ?? [];
    expect(noteRows.length).toBeGreaterThan(1);
    const { skill_levels: _levels, ...tablesBeforeLevels } = backup.tables;
    const older = {
      ...backup,
      tables: {
        ...tablesBeforeLevels,
        progress_notes: noteRows.map((row, index) =>
          index === 0
            ? { ...row, skillsPracticed: ['Dual Carriageway', 'roundabouts', '', ' Parking '] }
            : index === 1
              ? { ...row, skillsPracticed: ['Town centre traffic'] }
              : row,
        ),
      },
    };
    const result = await restoreSchoolBackup(target.deps, { value: older });

    const expected = older.tables.progress_notes.flatMap((row) => {
      const texts = z.array(z.string()).parse(row.skillsPracticed);
      return SKILL_NAMES.filter((name) => isSkillPractised(name, texts)).map((skill) => ({
        progressNoteId: Number(row.id),
        studentId: Number(row.studentId),
        skill,
        level: 'prompted',
        recordedAt: new Date(String(row.createdAt)).toISOString(),
      }));
    });
    const restored = await target.database.db.select().from(schema.skillLevels);
    const byNoteAndSkill = (a: { progressNoteId: number; skill: string }, b: typeof a) =>
      a.progressNoteId - b.progressNoteId || a.skill.localeCompare(b.skill);
    expect(
      restored
        .map(({ progressNoteId, studentId, skill, level, recordedAt }) => ({
          progressNoteId,
          studentId,
          skill,
          level,
          recordedAt: recordedAt.toISOString(),
        }))
        .sort(byNoteAndSkill),
    ).toEqual(expected.sort(byNoteAndSkill));
    const firstNoteId = Number(noteRows[0]?.id);
    expect(
      restored
        .filter((row) => row.progressNoteId === firstNoteId)
        .map((row) => row.skill)
        .sort(),
    ).toEqual(['Dual Carriageways', 'Parking', 'Roundabouts']);
    expect(restored.filter((row) => row.progressNoteId === Number(noteRows[1]?.id))).toEqual([]);
    expect(result.tables.find((count) => count.table === 'skill_levels')?.rows).toBe(expected.length);

    // A newer file with no levels at all keeps none: only a file without the table derives them.
    await restoreSchoolBackup(target.deps, {
      value: { ...older, tables: { ...older.tables, skill_levels: [] } },
    });
    expect(await target.database.db.select().from(schema.skillLevels)).toEqual([]);
  });
});

describe('POST /api/backup/restore', () => {
  it('is for the instructor only', async () => {
    const response = await target.app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: { 'content-type': 'application/json' },
      payload: backupText,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a damaged or newer file with a 400 and its message', async () => {
    const headers = { ...(await signInAsInstructor(target)), 'content-type': 'application/json' };
    const cases = [
      { payload: backupText.slice(0, 500), message: /^This backup file is damaged/ },
      { payload: '', message: /^This backup file is damaged/ },
      {
        payload: JSON.stringify({ ...backup, schemaVersion: 999 }),
        message: new RegExp(NEWER_BACKUP_MESSAGE),
      },
    ];
    for (const { payload, message } of cases) {
      const response = await target.app.inject({
        method: 'POST',
        url: '/api/backup/restore',
        headers,
        payload,
      });
      expect(response.statusCode, payload.slice(0, 40)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).message).toMatch(message);
    }
  });

  it('refuses a file declared larger than the limit with 413 before reading it, and changes nothing', async () => {
    const before = await countRows(target);
    const headers = await signInAsInstructor(target);
    const response = await target.app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(RESTORE_MAX_BYTES + 1),
      },
      payload: backupText,
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(apiErrorSchema.parse(response.json())).toEqual({
      code: 'BACKUP_TOO_LARGE',
      message: backupTooLargeMessage(RESTORE_MAX_BYTES + 1),
    });
    expect(await countRows(target)).toEqual(before);
  });

  it('restores an uploaded file larger than other routes accept, answers what it restored, and ends every session', async () => {
    const headers = await signInAsInstructor(target);
    // Past the 256 KiB every other route allows (whitespace keeps it the same JSON).
    const payload = `${backupText}${' '.repeat(300 * 1024)}`;
    const response = await target.app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const result = restoreBackupResponseSchema.parse(response.json());
    expect(result.tables.find((table) => table.table === 'users')?.rows).toBe(backup.tables.users?.length);
    const after = await target.app.inject({ method: 'GET', url: '/api/backup/export', headers });
    expect(after.statusCode).toBe(401);
  });
});
