import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  coverCandidatesResponseSchema,
  coverLessonParamsSchema,
  coverLinkAnswerResponseSchema,
  coverLinkParamsSchema,
  coverLinkResponseSchema,
  coverOfferParamsSchema,
  coverOfferSchema,
  coverTimeOffParamsSchema,
  offerCoverRequestSchema,
  offerCoverResponseSchema,
  timeOffCoverResponseSchema,
  uncoveredLessonsResponseSchema,
} from '../../../../core/diary/lesson-cover/lesson-cover-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { markPrivate } from '../../../lib/private-reply';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  acceptCoverLink,
  declineCoverLink,
  getCoverCandidates,
  getTimeOffCover,
  listUncoveredSoon,
  lookUpCoverLink,
  offerCover,
  withdrawCoverOffer,
} from './lesson-cover-service';

/** Cover of lessons inside time off: the lesson's instructor's (the owner: anyone's); others' are 404. */
export function registerLessonCoverRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/time-off/:id/cover',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'The lessons a time off uncovers, each with its latest cover offer, and those now covered',
          params: coverTimeOffParamsSchema,
          response: { 200: timeOffCoverResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => getTimeOffCover(deps, getSignedInInstructor(request), request.params.id),
    );

    scope.get(
      '/api/lesson-cover/uncovered',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Lessons inside time off in the next 7 days, still with their own instructor (the owner: all)',
          response: { 200: uncoveredLessonsResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => listUncoveredSoon(deps, getSignedInInstructor(request)),
    );

    scope.get(
      '/api/lesson-cover/lessons/:lessonId/candidates',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Who could cover a lesson inside time off, at or near its time, with reasons; and who could not',
          params: coverLessonParamsSchema,
          response: { 200: coverCandidatesResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => getCoverCandidates(deps, getSignedInInstructor(request), request.params.lessonId),
    );

    scope.post(
      '/api/lesson-cover/lessons/:lessonId/offers',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Offers the lesson to one listed instructor; the learner is e-mailed a single-use link (shown here when the e-mail did not go)',
          params: coverLessonParamsSchema,
          body: offerCoverRequestSchema,
          response: {
            201: offerCoverResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await offerCover(deps, getSignedInInstructor(request), request.params.lessonId, request.body),
          ),
    );

    scope.post(
      '/api/lesson-cover/offers/:id/withdraw',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Withdraws an open cover offer, so the lesson can be offered to another instructor',
          params: coverOfferParamsSchema,
          response: { 200: coverOfferSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      (request) => withdrawCoverOffer(deps, getSignedInInstructor(request), request.params.id),
    );
  });
}

/** The learner's single-use link: no sign-in; the token is the capability. */
export function registerLessonCoverLinkRoutes(app: AppInstance, deps: AppDependencies): void {
  const sensitive = { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } };
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  app.get(
    '/api/lesson-cover-links/:token',
    {
      schema: {
        tags: ['lesson-cover'],
        summary:
          'A cover offer by its e-mailed link: the lesson now and as offered, and whether it can be answered',
        params: coverLinkParamsSchema,
        response: { 200: coverLinkResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return lookUpCoverLink(deps, request.params.token);
    },
  );

  app.post(
    '/api/lesson-cover-links/:token/accept',
    {
      schema: {
        tags: ['lesson-cover'],
        summary:
          'The learner says yes: the lesson moves to the cover instructor in one transaction; 409 when the time was taken meanwhile or the offer is closed',
        params: coverLinkParamsSchema,
        response: { 200: coverLinkAnswerResponseSchema, ...errors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return acceptCoverLink(deps, request.params.token);
    },
  );

  app.post(
    '/api/lesson-cover-links/:token/decline',
    {
      schema: {
        tags: ['lesson-cover'],
        summary: 'The learner says no: nothing changes, the lesson stays; 409 when the offer is closed',
        params: coverLinkParamsSchema,
        response: { 200: coverLinkAnswerResponseSchema, ...errors },
      },
      config: sensitive,
    },
    async (request, reply) => {
      markPrivate(reply);
      return declineCoverLink(deps, request.params.token);
    },
  );
}
