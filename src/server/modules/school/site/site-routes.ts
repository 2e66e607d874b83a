import { siteInfoSchema } from '../../../../core/school/site/site-info-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSiteInfo } from './site-service';

export function registerSiteRoutes(app: AppInstance, deps: AppDependencies): void {
  app.get(
    '/api/site-info',
    {
      schema: {
        tags: ['site'],
        summary: "The school's public contact details and settings",
        response: { 200: siteInfoSchema },
      },
    },
    () => getSiteInfo(deps),
  );
}
