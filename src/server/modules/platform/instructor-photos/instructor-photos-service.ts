import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import {
  detectImageType,
  getInstructorPhotoUrl,
  INSTRUCTOR_PHOTO_MAX_BYTES,
  type InstructorPhotoContentType,
  type InstructorPhotoResponse,
  PHOTO_NOT_AN_IMAGE_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  type UploadInstructorPhotoRequest,
} from '../../../../core/platform/auth/instructor-photo-schemas';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import type { AppDependencies } from '../../../app-types';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { authenticateSession } from '../auth/auth-service';
import {
  deleteInstructorPhoto,
  findInstructorPhoto,
  findInstructorWithPhotoVersion,
  upsertInstructorPhoto,
} from './instructor-photos-repository';

/*
 * Instructors' photos (issue 37, docs/decisions/0049): an instructor sets their own, the owner
 * anyone's; another instructor is answered as if the instructor did not exist (404). The public
 * sees the photos of active instructors only.
 */

const NO_INSTRUCTOR_MESSAGE = 'There is no such instructor.';
const NO_PHOTO_MESSAGE = 'This instructor has no photo.';

/** The instructor whose photo `actor` may change, or 404: their own, or anyone's for the owner. */
async function requirePhotoAccess(deps: AppDependencies, actor: InstructorProfile, instructorId: number) {
  if (actor.id !== instructorId && !isOwner(actor)) throw notFound(NO_INSTRUCTOR_MESSAGE);
  const row = await findInstructorWithPhotoVersion(deps.database.db, instructorId);
  if (!row) throw notFound(NO_INSTRUCTOR_MESSAGE);
  return row;
}

/** The photo's address for the instructor themself or the owner (null: none yet). */
export async function getPhotoOfInstructor(
  deps: AppDependencies,
  actor: InstructorProfile,
  instructorId: number,
): Promise<InstructorPhotoResponse> {
  const row = await requirePhotoAccess(deps, actor, instructorId);
  return { photoUrl: row.photoUpdatedAt ? getInstructorPhotoUrl(instructorId, row.photoUpdatedAt) : null };
}

/**
 * Stores the photo in place of any before it. The schema checked the type, the first bytes and the
 * size of the base64 text; the decoded bytes are checked again here, since they are what is kept.
 */
export async function uploadInstructorPhoto(
  deps: AppDependencies,
  actor: InstructorProfile,
  instructorId: number,
  request: UploadInstructorPhotoRequest,
): Promise<InstructorPhotoResponse> {
  await requirePhotoAccess(deps, actor, instructorId);
  const bytes = Buffer.from(request.photo, 'base64');
  if (bytes.length === 0 || detectImageType(bytes) !== request.contentType) {
    throw badRequest(PHOTO_NOT_AN_IMAGE_MESSAGE, { photo: PHOTO_NOT_AN_IMAGE_MESSAGE });
  }
  if (bytes.length > INSTRUCTOR_PHOTO_MAX_BYTES) {
    throw badRequest(PHOTO_TOO_LARGE_MESSAGE, { photo: PHOTO_TOO_LARGE_MESSAGE });
  }
  const updatedAt = await upsertInstructorPhoto(deps.database.db, {
    instructorId,
    contentType: request.contentType,
    bytes,
    updatedAt: deps.now(),
  });
  // The public list of instructors carries the photo's address (one snapshot with the slots).
  deps.availability.invalidate();
  return { photoUrl: getInstructorPhotoUrl(instructorId, updatedAt) };
}

/** Removes the photo (nothing to remove is not an error: the answer is the same). */
export async function removeInstructorPhoto(
  deps: AppDependencies,
  actor: InstructorProfile,
  instructorId: number,
): Promise<InstructorPhotoResponse> {
  await requirePhotoAccess(deps, actor, instructorId);
  await deleteInstructorPhoto(deps.database.db, instructorId);
  deps.availability.invalidate();
  return { photoUrl: null };
}

export interface ServedInstructorPhoto {
  contentType: InstructorPhotoContentType;
  bytes: Buffer;
  /** The photo's version (milliseconds), as its address carries it. */
  version: string;
  /** Served only to the owner or the instructor (a suspended instructor's photo): never kept by a shared cache. */
  isPrivate: boolean;
}

/**
 * The photo as the public sees it: an active instructor's. A suspended instructor's is 404 to
 * everyone but the signed-in owner (whose Instructors tab still shows it) and the instructor.
 */
export async function readInstructorPhoto(
  deps: AppDependencies,
  instructorId: number,
  sessionToken: string | null,
): Promise<ServedInstructorPhoto> {
  const row = await findInstructorPhoto(deps.database.db, instructorId);
  if (!row) throw notFound(NO_PHOTO_MESSAGE);
  const photo = { contentType: row.contentType, bytes: row.bytes, version: String(row.updatedAt.getTime()) };
  if (row.status === 'active') return { ...photo, isPrivate: false };
  if (sessionToken !== null) {
    try {
      const { instructor } = await authenticateSession(deps, sessionToken);
      if (instructor.id === instructorId || isOwner(instructor)) return { ...photo, isPrivate: true };
    } catch (error) {
      // A session that has ended is a stranger here: the photo is not theirs to see.
      if (!(error instanceof AppError)) throw error;
    }
  }
  throw notFound(NO_PHOTO_MESSAGE);
}
