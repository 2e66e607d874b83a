import { createReadStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { BACKUP_OWNER_ONLY_MESSAGE } from '../../../../core/platform/auth/instructor-accounts-schemas';
import {
  RESTORE_MAX_BYTES,
  restoreBackupResponseSchema,
  schoolBackupSchema,
} from '../../../../core/platform/backup/backup-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { badRequest } from '../../../lib/app-error';
import { sendPasswordLinksAfterRestore } from '../auth/account-service';
import { registerInstructorRoutes } from '../auth/instructor-guard';
import { restoreSchoolBackup } from './backup-restore-service';
import { createSchoolBackupDownload } from './backup-service';
import { backupTooLarge, saveBackupUpload, UploadedBackupFile } from './backup-upload';

/** The data backup download of the students tab, and restoring one. Instructor-only. */
export function registerBackupRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, async (scope) => {
    // The file streams from a temporary one: the reply is a stream, which the zod-typed reply does
    // not take, so this route sits on the untyped instance (its schema still describes the file).
    await scope.register(async (plugin: FastifyInstance) => {
      plugin.get(
        '/api/backup/export',
        {
          schema: {
            tags: ['dashboard'],
            summary: 'Downloads all school data as JSON (no password hashes, sessions or access tokens)',
            response: { 200: schoolBackupSchema, 401: apiErrorSchema, 403: apiErrorSchema },
          },
          // The whole school's data: the owner's alone (docs/decisions/0046).
          config: { ownerOnly: BACKUP_OWNER_ONLY_MESSAGE },
        },
        async (_request, reply) => {
          const download = await createSchoolBackupDownload(deps);
          const file = createReadStream(download.path);
          // Sent or not (the client may go), the temporary file goes once the stream closes.
          file.once('close', () => void download.remove());
          return reply
            .header('content-type', 'application/json; charset=utf-8')
            .header('content-disposition', `attachment; filename="${download.filename}"`)
            .header('cache-control', 'no-store')
            .send(file);
        },
      );
    });

    // The upload is written to a temporary file as it arrives (never held in memory), and only
    // this route takes a body this large. A file cut short still gets the backup's own message.
    await scope.register(async (plugin: FastifyInstance) => {
      const restore = plugin.withTypeProvider<ZodTypeProvider>();
      restore.removeAllContentTypeParsers();
      // A declared size over the limit is refused before any of it is read; the connection closes,
      // as Fastify's own limit does, since the client sends the body anyway.
      restore.addHook('preParsing', async (request, reply) => {
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > RESTORE_MAX_BYTES) {
          reply.header('connection', 'close');
          throw backupTooLarge(declared);
        }
      });
      restore.addContentTypeParser('application/json', (_request: FastifyRequest, payload: IncomingMessage) =>
        saveBackupUpload(payload, RESTORE_MAX_BYTES),
      );
      // However the request ends (answered, refused, or the client gone), the temporary file goes.
      restore.addHook('onResponse', async (request) => {
        if (request.body instanceof UploadedBackupFile) await request.body.remove();
      });
      restore.post(
        '/api/backup/restore',
        {
          // Not read by the parser above (it counts the bytes itself): the API description's 413 says it.
          bodyLimit: RESTORE_MAX_BYTES,
          config: {
            // Refused before a byte of the upload is read: replacing the school's data is the owner's.
            ownerOnly: BACKUP_OWNER_ONLY_MESSAGE,
            describedBody: z.string().meta({ description: "The backup file's content (a JSON document)" }),
          },
          schema: {
            tags: ['dashboard'],
            summary: `Replaces ALL school data with a backup file (the JSON the export downloads, up to ${RESTORE_MAX_BYTES / 1024 / 1024} MB); every session ends`,
            description:
              'One transaction: a damaged file, or one from a newer version of the app, is refused with a 400 and nothing changes. Password hashes and link tokens are not in a backup: the owners sign in again with INSTRUCTOR_PASSWORD, every other active instructor is e-mailed a link to set a password (passwordLinks says who; none when e-mail is not set up), and links sent before (checkout, alternative times, waiting-list offers, progress links) stop working.',
            response: {
              200: restoreBackupResponseSchema,
              400: apiErrorSchema,
              401: apiErrorSchema,
              403: apiErrorSchema,
              409: apiErrorSchema,
              413: apiErrorSchema,
            },
          },
        },
        async (request) => {
          const upload = request.body;
          if (!(upload instanceof UploadedBackupFile))
            throw badRequest('A backup file (application/json) is required.');
          try {
            const restored = await restoreSchoolBackup(deps, { path: upload.path });
            deps.availability.invalidate();
            return { ...restored, passwordLinks: await sendPasswordLinksAfterRestore(deps) };
          } finally {
            await upload.remove();
          }
        },
      );
    });
  });
}
