import { eq, sql } from 'drizzle-orm';
import type { InstructorPhotoContentType } from '../../../../core/platform/auth/instructor-photo-schemas';
import type { DatabaseExecutor } from '../../../db/database-client';
import { instructorPhotos, instructors } from '../../../db/schema';

/** The instructor a photo belongs to, with whether they are active, and their photo's version. */
export async function findInstructorWithPhotoVersion(db: DatabaseExecutor, instructorId: number) {
  const [row] = await db
    .select({
      id: instructors.id,
      status: instructors.status,
      photoUpdatedAt: instructorPhotos.updatedAt,
    })
    .from(instructors)
    .leftJoin(instructorPhotos, eq(instructorPhotos.instructorId, instructors.id))
    .where(eq(instructors.id, instructorId));
  return row;
}

/** The photo itself (the bytes are read only here), with its owner's status. */
export async function findInstructorPhoto(db: DatabaseExecutor, instructorId: number) {
  const [row] = await db
    .select({
      contentType: instructorPhotos.contentType,
      bytes: instructorPhotos.bytes,
      updatedAt: instructorPhotos.updatedAt,
      status: instructors.status,
    })
    .from(instructorPhotos)
    .innerJoin(instructors, eq(instructors.id, instructorPhotos.instructorId))
    .where(eq(instructorPhotos.instructorId, instructorId));
  return row;
}

/**
 * Stores (or replaces) the photo. `updatedAt` is the caller's clock, kept later than the photo it
 * replaces, so the address always changes with the photo.
 */
export async function upsertInstructorPhoto(
  db: DatabaseExecutor,
  photo: { instructorId: number; contentType: InstructorPhotoContentType; bytes: Buffer; updatedAt: Date },
): Promise<Date> {
  const [row] = await db
    .insert(instructorPhotos)
    .values(photo)
    .onConflictDoUpdate({
      target: instructorPhotos.instructorId,
      set: {
        contentType: photo.contentType,
        bytes: photo.bytes,
        updatedAt: sql`GREATEST(${photo.updatedAt}::timestamptz, ${instructorPhotos.updatedAt} + interval '1 millisecond')`,
      },
    })
    .returning({ updatedAt: instructorPhotos.updatedAt });
  if (!row) throw new Error('The photo was not stored');
  return row.updatedAt;
}

export async function deleteInstructorPhoto(db: DatabaseExecutor, instructorId: number): Promise<void> {
  await db.delete(instructorPhotos).where(eq(instructorPhotos.instructorId, instructorId));
}
