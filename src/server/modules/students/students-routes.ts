import {
  studentLookupParamsSchema,
  studentLookupResponseSchema,
} from '../../../core/booking/booking-schemas';
import type { AppDependencies, AppInstance } from '../../app-types';
import { lookUpStudent } from './students-service';

export function registerStudentLookupRoutes(app: AppInstance, deps: AppDependencies): void {
  app.get(
    '/api/students/lookup/:email',
    {
      schema: {
        tags: ['booking'],
        summary: 'Returning-learner lookup: name and driving experience only',
        params: studentLookupParamsSchema,
        response: { 200: studentLookupResponseSchema },
      },
      // Slows anyone trying addresses to find out who learns here.
      config: { rateLimit: { max: deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE, timeWindow: '1 minute' } },
    },
    (request) => lookUpStudent(deps.database.db, request.params.email),
  );
}
