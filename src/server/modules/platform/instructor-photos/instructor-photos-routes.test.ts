import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { type RunningTestApp, setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { publicInstructorsResponseSchema } from '../../../../core/bookings/booking/instructor-choice';
import { instructorAccountsResponseSchema } from '../../../../core/platform/auth/instructor-accounts-schemas';
import {
  INSTRUCTOR_PHOTO_MAX_BYTES,
  instructorPhotoResponseSchema,
  PHOTO_NOT_AN_IMAGE_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
} from '../../../../core/platform/auth/instructor-photo-schemas';
import { schoolBackupSchema } from '../../../../core/platform/backup/backup-schemas';
import { instructorPhotos } from '../../../db/schema';
import { restoreSchoolBackup } from '../backup/backup-restore-service';

const NOW = new Date('2027-02-01T10:00:00Z');

/** Bytes that start as the named format does, then some made-up content (the server reads no further). */
function imageBytes(kind: 'jpeg' | 'png' | 'webp', size = 2_000, fill = 7): Buffer {
  const bytes = Buffer.alloc(size, fill);
  if (kind === 'jpeg') bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  if (kind === 'png') bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (kind === 'webp') {
    bytes.write('RIFF', 0, 'latin1');
    bytes.writeUInt32LE(size - 8, 4);
    bytes.write('WEBPVP8 ', 8, 'latin1');
  }
  return bytes;
}

const jpeg = imageBytes('jpeg');

function photoBody(bytes: Buffer, contentType = 'image/jpeg') {
  return { contentType, photo: bytes.toString('base64') };
}

async function upload(testApp: RunningTestApp, id: number, headers: Record<string, string>, body: object) {
  return testApp.app.inject({ method: 'PUT', url: `/api/instructors/${id}/photo`, headers, payload: body });
}

async function photoUrlOf(
  testApp: RunningTestApp,
  id: number,
  headers: Record<string, string>,
): Promise<string | null> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/instructors/${id}/photo-url`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return instructorPhotoResponseSchema.parse(response.json()).photoUrl;
}

async function storedPhotoCount(testApp: RunningTestApp, instructorId: number): Promise<number> {
  const rows = await testApp.database.db
    .select()
    .from(instructorPhotos)
    .where(eq(instructorPhotos.instructorId, instructorId));
  return rows.length;
}

describe('instructor photos', () => {
  const testApp = setUpTestApp({ now: NOW });
  let ownerId: number;
  let second: { id: number; headers: { authorization: string } };
  let instructorCount = 0;

  beforeAll(async () => {
    ownerId = await getSeededInstructorId(testApp.database.db);
  });

  /** Each test has an instructor of its own, with no photo; the owner's photo is removed. */
  async function setUpSchool() {
    instructorCount += 1;
    second = await createInstructorWithSession(testApp.database.db, {
      email: `sarah.photo${instructorCount}@example.com`,
      now: NOW,
    });
    await testApp.database.db.delete(instructorPhotos).where(eq(instructorPhotos.instructorId, ownerId));
  }

  it('stores the photo an instructor uploads and serves it at a versioned address, cached for good', async () => {
    await setUpSchool();
    const response = await upload(testApp, second.id, second.headers, photoBody(jpeg));
    expect(response.statusCode, response.body).toBe(200);
    const { photoUrl } = instructorPhotoResponseSchema.parse(response.json());
    expect(photoUrl).toBe(`/api/instructors/${second.id}/photo?v=${NOW.getTime()}`);
    if (!photoUrl) throw new Error('no photo address');
    expect(await photoUrlOf(testApp, second.id, second.headers)).toBe(photoUrl);

    // Anyone (no session) fetches it: the bytes as uploaded, their type, a strong ETag, immutable.
    const served = await testApp.app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpeg)).toBe(true);
    const etag = served.headers.etag;
    expect(etag).toBe(`"${second.id}-${NOW.getTime()}"`);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const again = await testApp.app.inject({
      method: 'GET',
      url: photoUrl,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Without its version the address is not for ever: revalidated with the ETag each time.
    const unversioned = await testApp.app.inject({
      method: 'GET',
      url: `/api/instructors/${second.id}/photo`,
    });
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    // The public list of instructors carries the address; the owner's list of accounts too.
    const list = await testApp.app.inject({ method: 'GET', url: '/api/instructors' });
    const listed = publicInstructorsResponseSchema.parse(list.json()).find((row) => row.id === second.id);
    expect(listed?.photoUrl).toBe(photoUrl);
    const accounts = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructors/accounts',
      headers: testApp.headers,
    });
    const account = instructorAccountsResponseSchema.parse(accounts.json()).instructors;
    expect(account.find((row) => row.id === second.id)?.photoUrl).toBe(photoUrl);
    expect(account.find((row) => row.id === ownerId)?.photoUrl).toBeNull();
  });

  it('replaces a photo with a new address, and removes it (initials again)', async () => {
    await setUpSchool();
    const first = await upload(testApp, second.id, second.headers, photoBody(jpeg));
    const firstUrl = instructorPhotoResponseSchema.parse(first.json()).photoUrl;
    const png = imageBytes('png', 3_000);
    const replaced = await upload(testApp, second.id, second.headers, photoBody(png, 'image/png'));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const secondUrl = instructorPhotoResponseSchema.parse(replaced.json()).photoUrl;
    // The same clock reading still gives a new version: the old address never shows the new photo as final.
    expect(secondUrl).not.toBe(firstUrl);
    if (!secondUrl || !firstUrl) throw new Error('no photo address');
    const served = await testApp.app.inject({ method: 'GET', url: secondUrl });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const old = await testApp.app.inject({ method: 'GET', url: firstUrl });
    expect(old.rawPayload.equals(png)).toBe(true);
    expect(old.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    // WebP is taken too.
    const webp = await upload(
      testApp,
      second.id,
      second.headers,
      photoBody(imageBytes('webp'), 'image/webp'),
    );
    expect(webp.statusCode, webp.body).toBe(200);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/instructors/${second.id}/photo`,
      headers: second.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ photoUrl: null });
    expect(await storedPhotoCount(testApp, second.id)).toBe(0);
    const gone = await testApp.app.inject({ method: 'GET', url: secondUrl });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
    const list = await testApp.app.inject({ method: 'GET', url: '/api/instructors' });
    const listed = publicInstructorsResponseSchema.parse(list.json()).find((row) => row.id === second.id);
    expect(listed?.photoUrl).toBeNull();
  });

  it('refuses a wrong type, a file that is not what it says and a photo too large, with the field, storing nothing', async () => {
    await setUpSchool();
    const cases: { body: object; field: string; message: string }[] = [
      { body: photoBody(jpeg, 'image/gif'), field: 'contentType', message: PHOTO_TYPE_MESSAGE },
      { body: photoBody(jpeg, 'text/html'), field: 'contentType', message: PHOTO_TYPE_MESSAGE },
      // PNG bytes said to be a JPEG; a text file said to be one; not base64 at all.
      {
        body: photoBody(imageBytes('png'), 'image/jpeg'),
        field: 'photo',
        message: PHOTO_NOT_AN_IMAGE_MESSAGE,
      },
      {
        body: photoBody(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/png'),
        field: 'photo',
        message: PHOTO_NOT_AN_IMAGE_MESSAGE,
      },
      {
        body: { contentType: 'image/jpeg', photo: '/9j/4AAQ!!!not base64' },
        field: 'photo',
        message: PHOTO_NOT_AN_IMAGE_MESSAGE,
      },
      {
        body: photoBody(imageBytes('jpeg', INSTRUCTOR_PHOTO_MAX_BYTES + 1)),
        field: 'photo',
        message: PHOTO_TOO_LARGE_MESSAGE,
      },
    ];
    for (const { body, field, message } of cases) {
      const response = await upload(testApp, second.id, second.headers, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.[field], JSON.stringify(body).slice(0, 60)).toBe(
        message,
      );
    }
    // At the limit exactly it is taken.
    const atLimit = await upload(
      testApp,
      second.id,
      second.headers,
      photoBody(imageBytes('jpeg', INSTRUCTOR_PHOTO_MAX_BYTES)),
    );
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    await testApp.database.db.delete(instructorPhotos).where(eq(instructorPhotos.instructorId, second.id));
    for (const { body } of cases) await upload(testApp, second.id, second.headers, body);
    expect(await storedPhotoCount(testApp, second.id)).toBe(0);
    expect(await photoUrlOf(testApp, second.id, second.headers)).toBeNull();
  });

  it("answers another instructor 404 on someone else's photo; the owner may set and remove anyone's", async () => {
    await setUpSchool();
    const ownerPhoto = await upload(testApp, ownerId, testApp.headers, photoBody(jpeg));
    expect(ownerPhoto.statusCode, ownerPhoto.body).toBe(200);
    const before = await testApp.app.inject({ method: 'GET', url: `/api/instructors/${ownerId}/photo` });

    const replace = await upload(testApp, ownerId, second.headers, photoBody(imageBytes('jpeg', 1_000, 9)));
    expect(replace.statusCode, replace.body).toBe(404);
    const remove = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/instructors/${ownerId}/photo`,
      headers: second.headers,
    });
    expect(remove.statusCode, remove.body).toBe(404);
    const peek = await testApp.app.inject({
      method: 'GET',
      url: `/api/instructors/${ownerId}/photo-url`,
      headers: second.headers,
    });
    expect(peek.statusCode).toBe(404);
    // An instructor who does not exist answers the same.
    const missing = await upload(testApp, 999_999, second.headers, photoBody(jpeg));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/instructors/${ownerId}/photo-url`,
          headers: second.headers,
        })
      ).json(),
    );
    const after = await testApp.app.inject({ method: 'GET', url: `/api/instructors/${ownerId}/photo` });
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);

    // The owner sets the second instructor's photo and removes it.
    const set = await upload(testApp, second.id, testApp.headers, photoBody(jpeg));
    expect(set.statusCode, set.body).toBe(200);
    expect(await photoUrlOf(testApp, second.id, second.headers)).toBe(
      instructorPhotoResponseSchema.parse(set.json()).photoUrl,
    );
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/instructors/${second.id}/photo`,
      headers: testApp.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await photoUrlOf(testApp, second.id, second.headers)).toBeNull();
    // Without a session: 401 before anything is read.
    const anonymous = await upload(testApp, second.id, {}, photoBody(jpeg));
    expect(anonymous.statusCode).toBe(401);
  });

  it("does not serve a suspended instructor's photo to the public, only to the owner", async () => {
    await setUpSchool();
    const set = await upload(testApp, second.id, second.headers, photoBody(jpeg));
    const photoUrl = instructorPhotoResponseSchema.parse(set.json()).photoUrl;
    if (!photoUrl) throw new Error('no photo address');
    const suspend = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/${second.id}/suspend`,
      headers: testApp.headers,
    });
    expect(suspend.statusCode, suspend.body).toBe(200);

    const publicAnswer = await testApp.app.inject({ method: 'GET', url: photoUrl });
    expect(publicAnswer.statusCode).toBe(404);
    expect(publicAnswer.headers['cache-control']).toBe('no-store');
    // Their own (now ended) session is a stranger's.
    const ended = await testApp.app.inject({ method: 'GET', url: photoUrl, headers: second.headers });
    expect(ended.statusCode).toBe(404);
    const list = await testApp.app.inject({ method: 'GET', url: '/api/instructors' });
    expect(publicInstructorsResponseSchema.parse(list.json()).some((row) => row.id === second.id)).toBe(
      false,
    );
    // The owner's Instructors tab still shows it, never kept by a shared cache.
    const owners = await testApp.app.inject({ method: 'GET', url: photoUrl, headers: testApp.headers });
    expect(owners.statusCode).toBe(200);
    expect(owners.headers['cache-control']).toBe('private, no-store');
    expect(owners.rawPayload.equals(jpeg)).toBe(true);

    await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/${second.id}/reactivate`,
      headers: testApp.headers,
    });
    const back = await testApp.app.inject({ method: 'GET', url: photoUrl });
    expect(back.statusCode).toBe(200);
  });

  it('goes into a backup and comes back with a restore, byte for byte', async () => {
    await setUpSchool();
    const photo = imageBytes('jpeg', 50_000, 0xab);
    const set = await upload(testApp, second.id, second.headers, photoBody(photo));
    const photoUrl = instructorPhotoResponseSchema.parse(set.json()).photoUrl;
    const exported = await testApp.app.inject({
      method: 'GET',
      url: '/api/backup/export',
      headers: testApp.headers,
    });
    expect(exported.statusCode).toBe(200);
    const backup = schoolBackupSchema.parse(exported.json());
    expect(backup.tables.instructor_photos?.find((row) => row.instructorId === second.id)).toEqual({
      instructorId: second.id,
      contentType: 'image/jpeg',
      bytes: `\\x${photo.toString('hex')}`,
      updatedAt: NOW.toISOString(),
    });

    // Gone, then restored from the file.
    await testApp.database.db.delete(instructorPhotos).where(eq(instructorPhotos.instructorId, second.id));
    await restoreSchoolBackup(testApp.deps, { text: exported.body });
    testApp.deps.availability.invalidate();
    const served = await testApp.app.inject({ method: 'GET', url: String(photoUrl) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(photo)).toBe(true);
    const headers = await signInAsInstructor(testApp);
    const list = await testApp.app.inject({ method: 'GET', url: '/api/instructors/accounts', headers });
    const restored = instructorAccountsResponseSchema.parse(list.json()).instructors;
    expect(restored.find((row) => row.id === second.id)?.photoUrl).toBe(photoUrl);
  });
});
