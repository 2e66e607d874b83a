import type { AppDependencies, AppInstance } from '../../../app-types';
import { buildRobotsTxt, buildSitemapXml } from './seo-service';

/** sitemap.xml and robots.txt, for search engines; both need the site's public address. */
export function registerSeoRoutes(app: AppInstance, deps: AppDependencies): void {
  const sitemapXml = buildSitemapXml(deps.env.PUBLIC_URL);
  const robotsTxt = buildRobotsTxt(deps.env.PUBLIC_URL);

  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml),
  );

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt),
  );
}
