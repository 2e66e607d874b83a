import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import {
  removeComplianceRecords,
  setComplianceExpiry,
  VALID_COMPLIANCE_RECORD,
} from '../../../../../tests/support/compliance-records';
import {
  buildBookingRequest,
  createTimeSlot,
  getSeededInstructorId,
} from '../../../../../tests/support/factories';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { timeSlotsResponseSchema } from '../../../../core/bookings/booking/time-slot-schemas';
import {
  INSTRUCTOR_NOT_BOOKABLE_CODE,
  instructorComplianceListSchema,
  instructorComplianceSchema,
} from '../../../../core/platform/auth/instructor-compliance';
import { complianceNotices, outbox } from '../../../db/schema';
import { sendComplianceNotices } from './instructor-compliance-service';

/*
 * Issue 38's compliance (docs/decisions/0057): an instructor whose badge or insurance has run out,
 * or who has no record, is not sold, from the London day after the expiry, with no job between;
 * the owner keeps the records; reminders and the learners' notices go once.
 */

// Monday 1 March 2027, 10:00 GMT.
const NOW = new Date('2027-03-01T10:00:00Z');
const TODAY = '2027-03-01';
const testApp = setUpTestApp({ now: NOW }, { freshForEachTest: true });

async function listSlots(etag?: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/time-slots',
    headers: etag ? { 'if-none-match': etag } : {},
  });
  return response;
}

async function slotIdsAndEtag() {
  const response = await listSlots();
  expect(response.statusCode, response.body).toBe(200);
  return {
    ids: timeSlotsResponseSchema.parse(response.json()).map((slot) => slot.id),
    etag: String(response.headers.etag),
  };
}

describe("an instructor's compliance", () => {
  it('drops their times from the public list the day after an expiry, and renewal brings them back at once, each with a new ETag', async () => {
    const { db } = testApp.database;
    const ownerId = await getSeededInstructorId(db);
    const slotId = await createTimeSlot(db, { instructorId: ownerId, date: '2027-03-04', time: '10:00' });
    // The insurance runs out today: still bookable through today.
    await setComplianceExpiry(db, ownerId, 'insurance', TODAY);
    testApp.deps.availability.invalidate();
    const before = await slotIdsAndEtag();
    expect(before.ids).toContain(slotId);

    // Just after midnight (London) the snapshot is read again: the times are gone, the ETag changed.
    testApp.setNow(new Date('2027-03-02T00:00:05Z'));
    const lapsed = await listSlots(before.etag);
    expect(lapsed.statusCode).toBe(200);
    const lapsedIds = timeSlotsResponseSchema.parse(lapsed.json()).map((slot) => slot.id);
    expect(lapsedIds).not.toContain(slotId);
    expect(lapsed.headers.etag).not.toBe(before.etag);
    const instructorsList = await testApp.app.inject({ method: 'GET', url: '/api/instructors' });
    expect(instructorsList.json()).toEqual([]);

    // The owner sees why.
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/instructors/${ownerId}/compliance`,
      headers: testApp.headers,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(instructorComplianceSchema.parse(own.json()).assessment).toEqual({
      bookable: false,
      state: 'locked',
      lines: ['Insurance expired on 1 Mar 2027 — not bookable'],
    });

    // Renewed: bookable again at once, and the list's ETag moves on again.
    const renewed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/instructors/${ownerId}/compliance`,
      headers: testApp.headers,
      payload: { ...VALID_COMPLIANCE_RECORD, insuranceExpiresOn: '2027-04-20' },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(instructorComplianceSchema.parse(renewed.json()).assessment).toEqual({
      bookable: true,
      state: 'valid',
      lines: [],
    });
    const back = await slotIdsAndEtag();
    expect(back.ids).toContain(slotId);
    expect(back.etag).not.toBe(lapsed.headers.etag);
  });

  it('refuses a booking of a lapsed instructor’s time, and of one with no record, in plain words', async () => {
    const { db } = testApp.database;
    const ownerId = await getSeededInstructorId(db);
    const slotId = await createTimeSlot(db, {
      instructorId: ownerId,
      date: '2027-03-04',
      time: '10:00',
      duration: 120,
    });
    await setComplianceExpiry(db, ownerId, 'badge', '2027-02-28');
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: buildBookingRequest({ timeSlotIds: [slotId] }),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: INSTRUCTOR_NOT_BOOKABLE_CODE });
    expect(refused.json().message).toContain('cannot take bookings at the moment');

    await removeComplianceRecords(db, [ownerId]);
    const noRecord = await testApp.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: buildBookingRequest({ timeSlotIds: [slotId] }),
    });
    expect(noRecord.statusCode, noRecord.body).toBe(409);
    expect(noRecord.json()).toMatchObject({ code: INSTRUCTOR_NOT_BOOKABLE_CODE });
  });

  it('lets only the owner keep the records; an instructor reads their own and no other', async () => {
    const { db } = testApp.database;
    const ownerId = await getSeededInstructorId(db);
    const second = await createInstructorWithSession(db, { email: 'second@example.com', now: NOW });
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/instructors/${second.id}/compliance`,
      headers: second.headers,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(instructorComplianceSchema.parse(own.json()).record).toEqual(VALID_COMPLIANCE_RECORD);
    const others = await testApp.app.inject({
      method: 'GET',
      url: `/api/instructors/${ownerId}/compliance`,
      headers: second.headers,
    });
    expect(others.statusCode).toBe(404);
    const edit = await testApp.app.inject({
      method: 'PUT',
      url: `/api/instructors/${second.id}/compliance`,
      headers: second.headers,
      payload: VALID_COMPLIANCE_RECORD,
    });
    expect(edit.statusCode).toBe(403);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructors/compliance',
      headers: testApp.headers,
    });
    expect(instructorComplianceListSchema.parse(list.json()).map((entry) => entry.instructorId)).toEqual([
      ownerId,
      second.id,
    ]);
    // Bad input is a 400 on its field, nothing written.
    const bad = await testApp.app.inject({
      method: 'PUT',
      url: `/api/instructors/${second.id}/compliance`,
      headers: testApp.headers,
      payload: { ...VALID_COMPLIANCE_RECORD, badgeType: 'trainee', badgeExpiresOn: '2028-03-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('badgeExpiresOn');
  });

  it('reminds the instructor and the owner 30 and 7 days before an expiry, once each, however many runs', async () => {
    const { db } = testApp.database;
    const second = await createInstructorWithSession(db, { email: 'sarah@example.com', now: NOW });
    await setComplianceExpiry(db, second.id, 'badge', '2027-03-31');
    const first = await sendComplianceNotices(testApp.deps);
    expect(first.reminders).toBe(2);
    expect((await sendComplianceNotices(testApp.deps)).reminders).toBe(0);
    testApp.setNow(new Date('2027-03-24T09:00:00Z'));
    expect((await sendComplianceNotices(testApp.deps)).reminders).toBe(2);
    expect((await sendComplianceNotices(testApp.deps)).reminders).toBe(0);
    const sent = await db.select().from(outbox).where(eq(outbox.kind, 'compliance_reminder'));
    expect(sent.map((row) => row.recipient).sort()).toEqual([
      'instructor@example.com',
      'instructor@example.com',
      'sarah@example.com',
      'sarah@example.com',
    ]);
    // No SMTP in tests: the outbox says so rather than claiming they went.
    expect(new Set(sent.map((row) => row.status))).toEqual(new Set(['not_configured']));
  });

  it('tells each learner with a lesson to come once per lapse that the instructor cannot teach, and cancels nothing', async () => {
    const { db } = testApp.database;
    const ownerId = await getSeededInstructorId(db);
    const booked = await bookThroughApi(
      testApp,
      {},
      {
        freeTimes: { instructorId: ownerId, date: '2027-03-10', times: ['10:00'], duration: 120 },
        approveWith: testApp.headers,
      },
    );
    await setComplianceExpiry(db, ownerId, 'insurance', '2027-02-27');
    expect((await sendComplianceNotices(testApp.deps)).learnerNotices).toBe(1);
    expect((await sendComplianceNotices(testApp.deps)).learnerNotices).toBe(0);
    const notices = await db.select().from(outbox).where(eq(outbox.kind, 'compliance_learner_notice'));
    expect(notices.map((row) => row.recipient)).toEqual([booked.email]);
    expect(notices[0]?.bodyText).toContain('Your lessons have not been cancelled');
    expect(await db.select().from(complianceNotices)).toHaveLength(1);
  });
});
