import { describe, expect, it } from 'vitest';
import {
  base64ByteLength,
  detectImageType,
  getInstructorPhotoUrl,
  INSTRUCTOR_PHOTO_MAX_BYTES,
  PHOTO_NOT_AN_IMAGE_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  uploadInstructorPhotoRequestSchema,
} from './instructor-photo-schemas';

function base64Of(bytes: readonly number[], size = 64): string {
  const all = new Uint8Array(size);
  all.set(bytes);
  return Buffer.from(all).toString('base64');
}

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];

describe('instructor photo schemas', () => {
  it('tells JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(detectImageType(Uint8Array.from(JPEG))).toBe('image/jpeg');
    expect(detectImageType(Uint8Array.from(PNG))).toBe('image/png');
    expect(detectImageType(Uint8Array.from(WEBP))).toBe('image/webp');
    expect(detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(Uint8Array.from([0x47, 0x49, 0x46, 0x38]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it('takes a photo whose bytes are the type it claims, within the size', () => {
    for (const [contentType, bytes] of [
      ['image/jpeg', JPEG],
      ['image/png', PNG],
      ['image/webp', WEBP],
    ] as const) {
      expect(
        uploadInstructorPhotoRequestSchema.safeParse({ contentType, photo: base64Of(bytes) }).success,
      ).toBe(true);
    }
  });

  it('refuses a mismatch, text that is not base64 and a photo over the limit, on the photo field', () => {
    const message = (input: unknown) => {
      const result = uploadInstructorPhotoRequestSchema.safeParse(input);
      return result.success
        ? null
        : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(message({ contentType: 'image/jpeg', photo: base64Of(PNG) })).toEqual([
      ['photo', PHOTO_NOT_AN_IMAGE_MESSAGE],
    ]);
    expect(message({ contentType: 'image/jpeg', photo: `${base64Of(JPEG)}!` })).toEqual([
      ['photo', PHOTO_NOT_AN_IMAGE_MESSAGE],
    ]);
    const tooLarge = base64Of(JPEG, INSTRUCTOR_PHOTO_MAX_BYTES + 1);
    expect(base64ByteLength(tooLarge)).toBe(INSTRUCTOR_PHOTO_MAX_BYTES + 1);
    expect(message({ contentType: 'image/jpeg', photo: tooLarge })).toEqual([
      ['photo', PHOTO_TOO_LARGE_MESSAGE],
    ]);
    expect(message({ contentType: 'image/gif', photo: base64Of(JPEG) })?.[0]?.[0]).toBe('contentType');
  });

  it("makes the address from the photo's change time", () => {
    expect(getInstructorPhotoUrl(7, new Date('2027-01-01T00:00:00.123Z'))).toBe(
      `/api/instructors/7/photo?v=${Date.parse('2027-01-01T00:00:00.123Z')}`,
    );
  });
});
