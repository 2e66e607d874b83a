import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { databaseIdParam } from '../../../../core/api/id-schemas';
import {
  instructorPhotoQuerySchema,
  instructorPhotoResponseSchema,
  uploadInstructorPhotoRequestSchema,
} from '../../../../core/platform/auth/instructor-photo-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { matchesIfNoneMatch } from '../../../lib/conditional-get';
import { getSignedInInstructor, readSessionToken, registerInstructorRoutes } from '../auth/instructor-guard';
import {
  getPhotoOfInstructor,
  readInstructorPhoto,
  removeInstructorPhoto,
  uploadInstructorPhoto,
} from './instructor-photos-service';

const instructorIdParamsSchema = z.object({ id: databaseIdParam('That is not a valid instructor') });

/** A photo's address changes with the photo (`?v=`), so the one asked for by its version never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Asked for without its version (or an old one): kept, but checked with the ETag each time. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** The base64 of a photo at its limit, in JSON, with room to say it is too large (400) rather than 413. */
const UPLOAD_BODY_LIMIT = 1024 * 1024;

/** Instructors' photos (issue 37, docs/decisions/0049): served to the public, set by the instructor or the owner. */
export async function registerInstructorPhotoRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  app.get(
    '/api/instructors/:id/photo',
    {
      schema: {
        tags: ['booking'],
        summary:
          "An active instructor's photo (JPEG, PNG or WebP), cached for good at its versioned address (`?v=`, as `photoUrl` gives it); 404 when they have none or are suspended",
        params: instructorIdParamsSchema,
        querystring: instructorPhotoQuerySchema,
      },
    },
    async (request, reply) => {
      const photo = await readInstructorPhoto(deps, request.params.id, readSessionToken(request));
      const etag = `"${request.params.id}-${photo.version}"`;
      const current = request.query.v === photo.version;
      reply
        .header('etag', etag)
        .header('cache-control', photo.isPrivate ? 'private, no-store' : current ? IMMUTABLE : REVALIDATE)
        .header('content-disposition', 'inline')
        .header('cross-origin-resource-policy', 'same-origin');
      if (!photo.isPrivate && matchesIfNoneMatch(request.headers['if-none-match'], etag))
        return reply.status(304).send();
      return reply.type(photo.contentType).send(photo.bytes);
    },
  );

  await registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/instructors/:id/photo-url',
      {
        schema: {
          tags: ['instructors'],
          summary:
            "The address of an instructor's photo, or null: their own, or anyone's for the owner (404 for another instructor)",
          params: instructorIdParamsSchema,
          response: { 200: instructorPhotoResponseSchema, 404: apiErrorSchema },
        },
      },
      (request) => getPhotoOfInstructor(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.put(
      '/api/instructors/:id/photo',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags: ['instructors'],
          summary:
            "Sets or replaces an instructor's photo (already resized by the page: 300 KB at most; the type and the file's first bytes are checked): their own, or anyone's for the owner (404 for another instructor)",
          params: instructorIdParamsSchema,
          body: uploadInstructorPhotoRequestSchema,
          response: { 200: instructorPhotoResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) =>
        uploadInstructorPhoto(deps, getSignedInInstructor(request), request.params.id, request.body),
    );

    scope.delete(
      '/api/instructors/:id/photo',
      {
        schema: {
          tags: ['instructors'],
          summary:
            "Removes an instructor's photo (the page shows initials): their own, or anyone's for the owner (404 for another instructor)",
          params: instructorIdParamsSchema,
          response: { 200: instructorPhotoResponseSchema, 404: apiErrorSchema },
        },
      },
      (request) => removeInstructorPhoto(deps, getSignedInInstructor(request), request.params.id),
    );
  });
}
