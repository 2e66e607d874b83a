import { buildWebAppManifest, webAppManifestSchema } from '../../../../core/platform/app/web-app-manifest';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSiteInfo } from '../site/site-service';

/**
 * `/manifest.webmanifest` (issue 24): built for each request from the school's name in Settings, so a
 * rename reaches the next install. Impersonal, so any cache may keep it briefly.
 */
export function registerAppManifestRoutes(app: AppInstance, deps: AppDependencies): void {
  app.get(
    '/manifest.webmanifest',
    { schema: { hide: true, response: { 200: webAppManifestSchema } } },
    async (_request, reply) => {
      const { schoolName } = await getSiteInfo(deps);
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(buildWebAppManifest({ schoolName }));
    },
  );
}
