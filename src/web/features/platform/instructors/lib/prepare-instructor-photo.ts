import {
  INSTRUCTOR_PHOTO_MAX_BYTES,
  INSTRUCTOR_PHOTO_PIXELS,
  INSTRUCTOR_PHOTO_QUALITY,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_UNREADABLE_IN_BROWSER_MESSAGE,
  type UploadInstructorPhotoRequest,
} from '../../../../../core/platform/auth/instructor-photo-schemas';

/** A picture this browser cannot make into a photo to upload, in words for the field. */
export class PhotoPreparationError extends Error {
  override readonly name = 'PhotoPreparationError';
}

/** Pictures larger than this are not read at all (a phone's camera makes 3-12 MB). */
const MAX_SOURCE_BYTES = 40 * 1024 * 1024;

function canvasToJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes a limited number of arguments.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return globalThis.btoa(binary);
}

/**
 * The chosen picture as the server keeps it: its middle square, drawn at 480 x 480 on white (a
 * transparent PNG gets no black corners) and encoded as JPEG, which every browser can make. The
 * server checks the result again; this only spares the upload of a 10 MB camera picture.
 */
export async function prepareInstructorPhoto(file: File): Promise<UploadInstructorPhotoRequest> {
  if (file.size > MAX_SOURCE_BYTES) throw new PhotoPreparationError(PHOTO_TOO_LARGE_MESSAGE);
  let bitmap: ImageBitmap;
  try {
    // createImageBitmap turns the picture upright from its EXIF orientation, and needs no <img>
    // (the page's content security policy allows no blob: images).
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoPreparationError(PHOTO_UNREADABLE_IN_BROWSER_MESSAGE);
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = INSTRUCTOR_PHOTO_PIXELS;
  canvas.height = INSTRUCTOR_PHOTO_PIXELS;
  const context = canvas.getContext('2d');
  if (!context || side === 0) {
    bitmap.close();
    throw new PhotoPreparationError(PHOTO_UNREADABLE_IN_BROWSER_MESSAGE);
  }
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  bitmap.close();
  // A very detailed picture may need a lower quality to fit.
  for (const quality of [INSTRUCTOR_PHOTO_QUALITY, 0.7, 0.55]) {
    const blob = await canvasToJpeg(canvas, quality);
    if (!blob) throw new PhotoPreparationError(PHOTO_UNREADABLE_IN_BROWSER_MESSAGE);
    if (blob.size <= INSTRUCTOR_PHOTO_MAX_BYTES)
      return { contentType: 'image/jpeg', photo: await toBase64(blob) };
  }
  throw new PhotoPreparationError(PHOTO_TOO_LARGE_MESSAGE);
}
