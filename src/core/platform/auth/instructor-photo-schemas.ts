import { z } from 'zod';

/*
 * Instructors' photos (issue 37, docs/decisions/0049-instructor-photos.md): the browser draws the
 * chosen picture square onto a canvas and uploads that; the server trusts none of it and checks
 * the type, the file's own first bytes and the size again with this schema.
 */

export const INSTRUCTOR_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type InstructorPhotoContentType = (typeof INSTRUCTOR_PHOTO_CONTENT_TYPES)[number];

/** The square (in pixels) the browser draws the photo into: twice the largest place it is shown. */
export const INSTRUCTOR_PHOTO_PIXELS = 480;
/** The JPEG quality the browser encodes with: a 480 px face is about 30-70 KB. */
export const INSTRUCTOR_PHOTO_QUALITY = 0.85;
/** The most a stored photo may weigh: a resized photo is well under it, a full camera picture is not. */
export const INSTRUCTOR_PHOTO_MAX_BYTES = 300 * 1024;
const MAX_BASE64_LENGTH = Math.ceil(INSTRUCTOR_PHOTO_MAX_BYTES / 3) * 4;

export const PHOTO_TYPE_MESSAGE = 'Choose a photo in JPEG, PNG or WebP format.';
export const PHOTO_NOT_AN_IMAGE_MESSAGE = "That file isn't a JPEG, PNG or WebP photo. Choose another.";
export const PHOTO_TOO_LARGE_MESSAGE =
  'That photo is too large (300 KB at most after resizing). Choose another.';
export const PHOTO_UNREADABLE_IN_BROWSER_MESSAGE =
  "This browser couldn't read that picture. Choose a JPEG, PNG or WebP photo.";

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The file's own first bytes: what it is, whatever it is called or claims to be. */
export function detectImageType(bytes: Uint8Array): InstructorPhotoContentType | null {
  const startsWith = (signature: readonly number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // 'RIFF', a 4-byte length, then 'WEBP'.
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The first bytes of base64 text, decoded without decoding the whole photo. */
function decodeBase64Start(base64: string, byteCount: number): Uint8Array {
  const text = globalThis.atob(base64.slice(0, Math.ceil(byteCount / 3) * 4));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

/** How many bytes base64 text holds. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** PUT /api/instructors/{id}/photo: the resized photo as base64, with the type it says it is. */
export const uploadInstructorPhotoRequestSchema = z
  .object({
    contentType: z.enum(INSTRUCTOR_PHOTO_CONTENT_TYPES, PHOTO_TYPE_MESSAGE),
    /** The image's bytes, base64 (standard alphabet, padded). */
    photo: z
      .string(PHOTO_NOT_AN_IMAGE_MESSAGE)
      .min(16, PHOTO_NOT_AN_IMAGE_MESSAGE)
      .max(MAX_BASE64_LENGTH, PHOTO_TOO_LARGE_MESSAGE)
      .regex(BASE64_PATTERN, PHOTO_NOT_AN_IMAGE_MESSAGE),
  })
  .superRefine((request, context) => {
    // Runs even when a field failed: only a well-formed photo's bytes are looked at.
    const { photo } = request;
    if (photo.length < 16 || photo.length > MAX_BASE64_LENGTH || !BASE64_PATTERN.test(photo)) return;
    if (base64ByteLength(request.photo) > INSTRUCTOR_PHOTO_MAX_BYTES) {
      context.addIssue({ code: 'custom', path: ['photo'], message: PHOTO_TOO_LARGE_MESSAGE });
      return;
    }
    if (detectImageType(decodeBase64Start(request.photo, 12)) !== request.contentType) {
      context.addIssue({ code: 'custom', path: ['photo'], message: PHOTO_NOT_AN_IMAGE_MESSAGE });
    }
  });

export type UploadInstructorPhotoRequest = z.infer<typeof uploadInstructorPhotoRequestSchema>;

/** What the upload, the removal and the instructor's own look-up answer. */
export const instructorPhotoResponseSchema = z.object({
  /** The photo's versioned address, or null when there is none (the page shows initials). */
  photoUrl: z.string().nullable(),
});

export type InstructorPhotoResponse = z.infer<typeof instructorPhotoResponseSchema>;

/** GET /api/instructors/{id}/photo?v=: the version is the photo's change time in milliseconds. */
export const instructorPhotoQuerySchema = z.object({
  v: z
    .string('That is not a photo version')
    .regex(/^[0-9]{1,16}$/, 'That is not a photo version')
    .optional(),
});

/**
 * A photo's address, new with each change, so it can be cached for good: a new photo is a new
 * address, and the old one is never asked for again.
 */
export function getInstructorPhotoUrl(instructorId: number, updatedAt: Date): string {
  return `/api/instructors/${instructorId}/photo?v=${updatedAt.getTime()}`;
}
