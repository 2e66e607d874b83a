import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createTestApp, setUpTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { timeSlotsResponseSchema } from '../../../../core/bookings/booking/time-slot-schemas';
import { instructors, timeSlots } from '../../../db/schema';
import { chooseBodyEncoding } from './availability-encodings';

/*
 * The public slot list is a snapshot kept until something changes what learners can book
 * (issue 37's scale: 30 instructors, 3 months each): compressed once, not per request; dropped by
 * a change in this process at once and by another process's NOTIFY.
 */

// Monday 1 March 2027, 10:00 GMT.
const NOW = new Date('2027-03-01T10:00:00Z');
const testApp = setUpTestApp({ now: NOW });

async function addSlot(app: Pick<TestApp, 'app'>, date: string, time: string): Promise<number> {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/time-slots',
    headers: testApp.headers,
    payload: { date, time, duration: 60, isAvailable: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body: unknown = response.json();
  if (typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'number')
    return body.id;
  throw new Error(`no slot id in ${response.body}`);
}

async function slotIds(app: Pick<TestApp, 'app'>): Promise<number[]> {
  const response = await app.app.inject({ method: 'GET', url: '/api/time-slots' });
  expect(response.statusCode, response.body).toBe(200);
  return timeSlotsResponseSchema.parse(response.json()).map((slot) => slot.id);
}

describe('the public slot list snapshot', () => {
  beforeAll(async () => {
    // Learners see only instructors with a name (the seeded one has none in tests).
    await testApp.database.db
      .update(instructors)
      .set({ fullName: 'Tom Owner' })
      .where(eq(instructors.id, await getSeededInstructorId(testApp.database.db)));
    // Enough times for a body worth compressing (over 1 KiB).
    for (const day of ['02', '03', '04', '05', '08', '09', '10', '11', '12', '15']) {
      await addSlot(testApp, `2027-03-${day}`, '09:00');
      await addSlot(testApp, `2027-03-${day}`, '11:00');
    }
  });

  it('answers in the encoding the browser takes, the same JSON each way, compressed by the snapshot itself', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/time-slots' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzip = await testApp.app.inject({
      method: 'GET',
      url: '/api/time-slots',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    // A filtered list has its own body, compressed once too.
    const ownerId = await getSeededInstructorId(testApp.database.db);
    const brotli = await testApp.app.inject({
      method: 'GET',
      url: `/api/time-slots?instructorId=${ownerId}`,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    // Only deflate taken: sent as it is, never deflated per request.
    const deflateOnly = await testApp.app.inject({
      method: 'GET',
      url: '/api/time-slots',
      headers: { 'accept-encoding': 'deflate' },
    });
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.body).toBe(plain.body);
  });

  it('answers a browser that holds the list with 304 and no body while it has not changed', async () => {
    const first = await testApp.app.inject({
      method: 'GET',
      url: '/api/time-slots',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(first.statusCode).toBe(200);
    // Kept by the browser but always asked again: a booking page never shows a list not checked.
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    // The same tag whatever the encoding: it names the JSON.
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/time-slots' });
    expect(plain.headers.etag).toBe(etag);

    const unchanged = await testApp.app.inject({
      method: 'GET',
      url: '/api/time-slots',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd', 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers['content-length'] ?? '0').toBe('0');
    expect(unchanged.headers.etag).toBe(etag);

    // A new time: the old tag gets the whole new list.
    const added = await addSlot(testApp, '2027-03-16', '09:00');
    const changed = await testApp.app.inject({
      method: 'GET',
      url: '/api/time-slots',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(timeSlotsResponseSchema.parse(changed.json()).map((slot) => slot.id)).toContain(added);
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/time-slots/${added}`,
      headers: testApp.headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
  });

  it('picks brotli, then gzip, honours q=0, and leaves small bodies alone', () => {
    expect(chooseBodyEncoding('gzip, deflate, br, zstd', 5000)).toBe('br');
    expect(chooseBodyEncoding('br;q=0, gzip;q=0.8', 5000)).toBe('gzip');
    expect(chooseBodyEncoding('*', 5000)).toBe('gzip');
    expect(chooseBodyEncoding('identity', 5000)).toBe('identity');
    expect(chooseBodyEncoding(undefined, 5000)).toBe('identity');
    expect(chooseBodyEncoding('gzip', 500)).toBe('identity');
  });

  it('is kept while nothing changes, even when the database changes behind its back, and dropped by a change here', async () => {
    const before = await slotIds(testApp);
    // A write nobody announced (not the app's way): the snapshot does not read the database again.
    const [unannounced] = await testApp.database.db
      .insert(timeSlots)
      .values({
        instructorId: await getSeededInstructorId(testApp.database.db),
        startsAt: new Date('2027-03-20T09:00:00Z'),
        endsAt: new Date('2027-03-20T10:00:00Z'),
        durationMinutes: 60,
      })
      .returning({ id: timeSlots.id });
    testApp.setNow(new Date(NOW.getTime() + 20_000));
    expect(await slotIds(testApp)).toEqual(before);
    // A change made through the app drops it at once: both new times are listed.
    const added = await addSlot(testApp, '2027-03-22', '09:00');
    const after = await slotIds(testApp);
    expect(after).toContain(added);
    expect(after).toContain(unannounced?.id);
    testApp.setNow(NOW);
  });
});

describe('a change made by another server process', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ now: NOW, database: testApp.database });
  });
  afterAll(async () => {
    await other.close();
  });

  it("drops this process's snapshot when the other announces it (NOTIFY), within moments", async () => {
    const before = await slotIds(testApp);
    const added = await addSlot(other, '2027-03-23', '09:00');
    expect(before).not.toContain(added);
    const deadline = Date.now() + 5_000;
    let seen = await slotIds(testApp);
    while (!seen.includes(added) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await slotIds(testApp);
    }
    expect(seen).toContain(added);
  });
});
