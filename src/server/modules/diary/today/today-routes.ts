import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { lessonIdParamsSchema } from '../../../../core/diary/lessons/lessons-schemas';
import {
  runningLateRequestSchema,
  runningLateResponseSchema,
  todayResponseSchema,
} from '../../../../core/diary/today/today-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import { getKeptTodayOverview, sendRunningLateNotice } from './today-service';

/** The instructor's Today screen and the running-late notice it sends. Instructor-only. */
export function registerTodayRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/dashboard/today',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            "The instructor's day (Europe/London): lessons without an outcome, today's lessons, tomorrow's first, and what waits for an answer",
          response: { 200: todayResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = await getKeptTodayOverview(deps, getSignedInInstructor(request));
        // JSON made once for every request the answer serves (its types are the schema's); a
        // serializer of our own means Fastify names no content type itself.
        return reply
          .type('application/json; charset=utf-8')
          .serializer(() => answer.json)
          .send(answer.value);
      },
    );

    scope.post(
      '/api/lessons/:id/running-late',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            'Tells the learner by their reminder channel that the instructor is running late, and how it went (sent, by e-mail instead, or not configured)',
          params: lessonIdParamsSchema,
          body: runningLateRequestSchema,
          response: {
            200: runningLateResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) =>
        sendRunningLateNotice(
          deps,
          getSignedInInstructor(request).id,
          request.params.id,
          request.body.minutes,
        ),
    );
  });
}
