import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { databaseIdParam } from '../../../../core/api/id-schemas';
import {
  recordTransferRequestSchema,
  settlingUpResponseSchema,
} from '../../../../core/money/settling-up-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import { getSettlingUp, recordTransfer, undoTransfer } from './settling-up-service';

export const SETTLING_UP_OWNER_ONLY_MESSAGE = "Only the school's owner can record or undo a transfer.";

const instructorIdParamsSchema = z.object({ id: databaseIdParam('That is not a valid instructor') });
const transferIdParamsSchema = z.object({ id: databaseIdParam('That is not a valid transfer') });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const ownerOnly = { ownerOnly: SETTLING_UP_OWNER_ONLY_MESSAGE };

/** Settling up (docs/decisions/0062): the owner records transfers; an instructor reads their own balance. */
export function registerSettlingUpRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/money/settling-up',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            "What the school owes each partner instructor, or they owe it, today, with the transfers between them (the owner's every partner; an instructor their own)",
          response: { 200: settlingUpResponseSchema, ...errors },
        },
      },
      (request) => getSettlingUp(deps, getSignedInInstructor(request)),
    );

    scope.post(
      '/api/money/settling-up/instructors/:id/transfers',
      {
        config: ownerOnly,
        schema: {
          tags: ['dashboard'],
          summary: 'Records a bank transfer between the school and a partner instructor, either way (owner)',
          params: instructorIdParamsSchema,
          body: recordTransferRequestSchema,
          response: { 201: settlingUpResponseSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const answer = await recordTransfer(
          deps,
          getSignedInInstructor(request),
          request.params.id,
          request.body,
        );
        return reply.status(201).send(answer);
      },
    );

    scope.post(
      '/api/money/settling-up/transfers/:id/undo',
      {
        config: ownerOnly,
        schema: {
          tags: ['dashboard'],
          summary:
            'Undoes a transfer recorded in error (owner): a reversing line, never an edit; once per transfer',
          params: transferIdParamsSchema,
          response: { 201: settlingUpResponseSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const answer = await undoTransfer(deps, getSignedInInstructor(request), request.params.id);
        return reply.status(201).send(answer);
      },
    );
  });
}
