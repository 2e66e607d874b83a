import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { insertLearner } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { sendAccessEmailResponseSchema } from '../../../../core/learners/students-schemas';
import { schoolBackupSchema } from '../../../../core/platform/backup/backup-schemas';
import * as schema from '../../../db/schema';
import { getSchemaVersion } from '../../../db/schema-version';
import { hashToken } from '../../../lib/random-tokens';
import { redactTokens } from './backup-service';

// 23:30 UTC on 30 June is already 1 July in London: the file is named by the London date.
const NOW = new Date('2027-06-30T23:30:00Z');

const testApp = setUpTestApp({ now: NOW });

describe('GET /api/backup/export', () => {
  it('refuses an anonymous request with 401', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/backup/export' });
    expect(response.statusCode).toBe(401);
  });

  it('downloads all school data as a dated JSON file without any password hash, session or access token', async () => {
    const db = testApp.database.db;
    const instructorId = await getSeededInstructorId(db);
    const {
      checkoutToken,
      studentId,
      id: bookingId,
    } = await bookThroughApi(
      testApp,
      { fullName: 'Bree Backup', email: 'bree@example.com' },
      { freeTimes: { instructorId, date: '2027-07-08', times: ['10:00'], duration: 120 } },
    );
    // Approved: the e-mail and its calendar file carry the learner's page link.
    const approved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${bookingId}/status`,
      headers: testApp.headers,
      payload: { status: 'approved', instructorId: 1 },
    });
    expect(approved.statusCode).toBe(200);
    const emailed = await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${studentId}/send-access-email`,
      headers: testApp.headers,
    });
    const accessToken = sendAccessEmailResponseSchema.parse(emailed.json()).accessLink.token;
    await insertLearner(db, { fullName: 'Second Learner' });
    await db.insert(schema.messages).values({
      studentId,
      instructorId,
      senderRole: 'student',
      content: `My link is https://school.example/secure-progress?token=${accessToken} thanks`,
    });

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/backup/export',
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="school-backup-2027-07-01.json"',
    );

    const secrets = {
      passwordHash: (await db.select().from(schema.instructors))[0]?.passwordHash ?? 'missing',
      sessionToken: testApp.headers.authorization.replace('Bearer ', ''),
      sessionTokenHash: hashToken(testApp.headers.authorization.replace('Bearer ', '')),
      accessToken,
      checkoutToken,
      checkoutTokenHash: hashToken(checkoutToken),
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(20);
      expect(response.body.includes(secret), `${name} must not be in the backup`).toBe(false);
    }
    expect(response.body).not.toContain('$argon2id$');
    expect(response.body).not.toMatch(/passwordHash|checkoutTokenHash|tokenHash/);

    const backup = schoolBackupSchema.parse(response.json());
    expect(backup).toMatchObject({
      version: 2,
      schemaVersion: getSchemaVersion(),
      exportedAt: NOW.toISOString(),
    });
    expect(Object.keys(backup.tables)).not.toContain('instructor_sessions');
    expect(Object.keys(backup.tables)).not.toContain('student_access_tokens');
    const named = z.array(z.object({ fullName: z.string() }));
    expect(named.parse(backup.tables.users).map((user) => user.fullName)).toEqual([
      'Bree Backup',
      'Second Learner',
    ]);
    // The test app sets no INSTRUCTOR_NAME: the account is there, with no name.
    const instructorRows = z.array(z.object({ email: z.string(), fullName: z.string().nullable() }));
    expect(instructorRows.parse(backup.tables.instructors)).toEqual([
      expect.objectContaining({ fullName: null }),
    ]);
    expect(backup.tables.packages).toHaveLength(9);
    expect(backup.tables.bookings).toHaveLength(1);
    const outboxRows = z
      .array(z.object({ kind: z.string(), bodyText: z.string() }))
      .parse(backup.tables.outbox);
    const accessMail = outboxRows.find((row) => row.kind === 'access_link');
    expect(accessMail?.bodyText).toContain('/secure-progress?token=[redacted]');
    // The calendar file's folded lines are unfolded, so no part of the token is left either.
    const calendarFiles = z
      .array(
        z.object({ kind: z.string(), attachments: z.array(z.object({ content: z.string() })).nullable() }),
      )
      .parse(backup.tables.outbox)
      .flatMap((row) => (row.kind === 'booking_approved' ? (row.attachments ?? []) : []));
    expect(calendarFiles).toHaveLength(1);
    expect(calendarFiles[0]?.content).toContain('URL:http://localhost:3000/secure-progress?token=[redacted]');
    expect(calendarFiles[0]?.content).not.toContain(accessToken.slice(-12));
    const chat = z.array(z.object({ content: z.string() })).parse(backup.tables.messages);
    expect(chat[0]?.content).toBe(
      'My link is https://school.example/secure-progress?token=[redacted] thanks',
    );
  });

  it('reads tables of any size page by page, every row once and in order', async () => {
    const db = testApp.database.db;
    const leads = Array.from({ length: 2_345 }, (_, index): typeof schema.leads.$inferInsert => ({
      email: `lead${index}@example.com`,
      source: 'lead_popup',
    }));
    for (let start = 0; start < leads.length; start += 500)
      await db.insert(schema.leads).values(leads.slice(start, start + 500));
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/backup/export',
      headers: testApp.headers,
    });
    const exported = z
      .array(z.object({ id: z.number(), email: z.string() }))
      .parse(schoolBackupSchema.parse(response.json()).tables.leads);
    expect(exported).toHaveLength(2_345);
    expect(exported.map((lead) => lead.email)).toEqual(leads.map((lead) => lead.email));
    expect(exported.every((lead, index) => index === 0 || lead.id > (exported[index - 1]?.id ?? 0))).toBe(
      true,
    );
  });

  it('covers every table of the schema, except the secrets and copies left out on purpose', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/backup/export',
      headers: testApp.headers,
    });
    const backup = schoolBackupSchema.parse(response.json());
    const schemaTables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableConfig(table).name)
      .sort();
    const covered = [...Object.keys(backup.tables), ...Object.keys(backup.notIncluded)].sort();
    expect(covered).toEqual(schemaTables);
    expect(Object.keys(backup.notIncluded).sort()).toEqual([
      'calendar_busy_periods',
      'calendar_connections',
      'calendar_feeds',
      'calendar_oauth_states',
      'guardian_links',
      'instructor_devices',
      'instructor_invitations',
      'instructor_sessions',
      'password_reset_tokens',
      'push_subscriptions',
      'read_version_bumps',
      'read_versions',
      'sign_in_throttles',
      'student_access_tokens',
      'vapid_keys',
      'waiting_list_open_times',
      'waiting_list_sweeps',
    ]);
  });
});

describe('redactTokens', () => {
  it('hides tokens in links and bare 256-bit tokens, and leaves ordinary text alone', () => {
    const token = `${'A'.repeat(20)}_-${'b'.repeat(21)}`;
    expect(redactTokens(`Book: https://x.example/waiting-list-offer/${token}.`)).toBe(
      'Book: https://x.example/waiting-list-offer/[redacted].',
    );
    expect(redactTokens(`See https://x.example/booking-alternatives/${token} now`)).toBe(
      'See https://x.example/booking-alternatives/[redacted] now',
    );
    expect(redactTokens(`code ${token}.`)).toBe('code [redacted].');
    const ordinary = 'Reference BOOKING-12, £72.00, see https://x.example/book-lesson';
    expect(redactTokens(ordinary)).toBe(ordinary);
  });
});
