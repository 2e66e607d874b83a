import { z } from 'zod';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { databaseIdParam } from '../../../../core/api/id-schemas';
import {
  feeModelChangeRequestSchema,
  feeTermsResponseSchema,
  referralRequestSchema,
  waivedWeekRequestSchema,
} from '../../../../core/money/school-fee-terms-schemas';
import {
  turnoverBasisChangeRequestSchema,
  turnoverBasisResponseSchema,
} from '../../../../core/money/settling-up-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  changeFeeModel,
  changeTurnoverBasis,
  getFeeTerms,
  getTurnoverBasis,
  recordReferral,
  setFranchiseWeekWaived,
} from './school-fees-service';

export const FEE_TERMS_OWNER_ONLY_MESSAGE = "Only the school's owner can change an instructor's fee terms.";

const instructorIdParamsSchema = z.object({ id: databaseIdParam('That is not a valid instructor') });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const ownerOnly = { ownerOnly: FEE_TERMS_OWNER_ONLY_MESSAGE };
export const TURNOVER_BASIS_OWNER_ONLY_MESSAGE =
  "Only the school's owner can choose whether the school acts as agent or principal.";
const basisOwnerOnly = { ownerOnly: TURNOVER_BASIS_OWNER_ONLY_MESSAGE };

/** Each instructor's fee terms (docs/decisions/0059): the owner sets them, an instructor reads their own. */
export function registerSchoolFeesRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/instructors/:id/fee-terms',
      {
        schema: {
          tags: ['instructors'],
          summary:
            "An instructor's school fee: the model today, its history, weeks waived and learners referred (their own, or anyone's for the owner; 404 for another instructor)",
          params: instructorIdParamsSchema,
          response: { 200: feeTermsResponseSchema, ...errors },
        },
      },
      (request) => getFeeTerms(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.post(
      '/api/instructors/:id/fee-terms/changes',
      {
        config: ownerOnly,
        schema: {
          tags: ['instructors'],
          summary:
            "Sets an instructor's fee model from a London date on (owner); earlier ones stay as history",
          params: instructorIdParamsSchema,
          body: feeModelChangeRequestSchema,
          response: { 201: feeTermsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const terms = await changeFeeModel(
          deps,
          getSignedInInstructor(request),
          request.params.id,
          request.body,
        );
        return reply.status(201).send(terms);
      },
    );

    scope.post(
      '/api/instructors/:id/fee-terms/waived-weeks',
      {
        config: ownerOnly,
        schema: {
          tags: ['instructors'],
          summary: "Waives a week's franchise fee, by the week's Monday, or charges it again (owner)",
          params: instructorIdParamsSchema,
          body: waivedWeekRequestSchema,
          response: { 200: feeTermsResponseSchema, ...errors },
        },
      },
      (request) =>
        setFranchiseWeekWaived(deps, getSignedInInstructor(request), request.params.id, request.body),
    );

    scope.post(
      '/api/instructors/:id/referrals',
      {
        config: ownerOnly,
        schema: {
          tags: ['instructors'],
          summary:
            'Records a learner the school passed to an instructor, on a day (owner): what a referral fee falls on',
          params: instructorIdParamsSchema,
          body: referralRequestSchema,
          response: { 201: feeTermsResponseSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const terms = await recordReferral(
          deps,
          getSignedInInstructor(request),
          request.params.id,
          request.body,
        );
        return reply.status(201).send(terms);
      },
    );

    scope.get(
      '/api/money/turnover-basis',
      {
        config: basisOwnerOnly,
        schema: {
          tags: ['dashboard'],
          summary:
            "Whether the school acts as the learners' agent or as principal (owner): today's basis and every change, with who made it",
          response: { 200: turnoverBasisResponseSchema, ...errors },
        },
      },
      () => getTurnoverBasis(deps),
    );

    scope.post(
      '/api/money/turnover-basis',
      {
        config: basisOwnerOnly,
        schema: {
          tags: ['dashboard'],
          summary:
            'Chooses agent or principal from a London date on (owner): whose turnover the lesson money is on statements',
          body: turnoverBasisChangeRequestSchema,
          response: { 201: turnoverBasisResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const basis = await changeTurnoverBasis(deps, getSignedInInstructor(request), request.body);
        return reply.status(201).send(basis);
      },
    );
  });
}
