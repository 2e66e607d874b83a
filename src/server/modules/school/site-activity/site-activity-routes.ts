import { siteActivitySchema } from '../../../../core/school/marketing/site-activity-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSiteActivity } from './site-activity-service';

/** Public: counts only, no personal data; browsers may reuse an answer for a minute. */
export function registerSiteActivityRoutes(app: AppInstance, deps: AppDependencies): void {
  app.get(
    '/api/site-activity',
    {
      schema: {
        tags: ['site'],
        summary:
          "The school's real recent figures for the 'Live Activity' card: bookings made and lessons taught in the last 7 days, free times in the next 7",
        response: { 200: siteActivitySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return getSiteActivity(deps);
    },
  );
}
