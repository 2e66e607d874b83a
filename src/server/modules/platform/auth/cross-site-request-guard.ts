import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app-types';
import { AppError } from '../../../lib/app-error';
import { SESSION_COOKIE, usesBearerToken } from './instructor-guard';

/**
 * The routes that sign a browser in: there is no session cookie yet, but a foreign page must not
 * sign a browser in (login CSRF), by password or by accepting an invitation it holds a link to.
 */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set([
  '/api/auth/instructor-login',
  '/api/instructors/invitations/:token/accept',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REQUEST_MESSAGE =
  'This request came from another website, so it was refused. Please use this site directly and try again.';

/**
 * Where the browser says a request came from. `Sec-Fetch-Site` first (no page can set it): this
 * site's own page, or `none` (the person typed the address or used a bookmark). Without it, the
 * `Origin` of the page: this site's public address, or the very host the request was sent to (a
 * page cannot choose the Host its browser sends, so an Origin naming that host is a page of this
 * host, whatever address the site is reached by: 127.0.0.1, a LAN address, a proxy passing
 * X-Forwarded-Host when TRUST_PROXY is on). `Origin: null` (sandboxed frames, data: pages) is
 * foreign. Neither header: `unknown`.
 */
export function judgeRequestSource(
  request: FastifyRequest,
  publicUrl: string,
): 'own-site' | 'other-site' | 'unknown' {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') {
    return fetchSite === 'same-origin' || fetchSite === 'none' ? 'own-site' : 'other-site';
  }
  const origin = request.headers.origin;
  if (origin === undefined) return 'unknown';
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return 'other-site';
  }
  if (originUrl.origin === 'null') return 'other-site';
  return originUrl.origin === new URL(publicUrl).origin || originUrl.host === request.host
    ? 'own-site'
    : 'other-site';
}

/**
 * Refuses (403) a state-changing request that a browser sent from another site's page when it
 * rides on the instructor's session cookie, and any foreign sign-in. SameSite=Lax keeps the
 * cookie off cross-site POSTs, but not off requests from a sibling subdomain (same site, another
 * origin) nor in browsers without SameSite. Bearer-token clients are not affected: a page cannot
 * add an Authorization header to a cross-origin request without a CORS preflight, which this
 * server never grants, and with that header the cookie is not read at all.
 *
 * A request with neither Sec-Fetch-Site nor Origin is let through: every browser in use sends
 * Origin on a cross-origin POST, PUT, PATCH or DELETE (form or fetch), and current ones send
 * Sec-Fetch-Site on every request, so such a request is not a foreign page acting through a
 * browser but a program (curl, a script) holding the cookie itself, which could send any header
 * it liked.
 */
export function registerCrossSiteRequestGuard(app: AppInstance, publicUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || usesBearerToken(request)) return;
    const usesSessionCookie = request.cookies[SESSION_COOKIE] !== undefined;
    if (!usesSessionCookie && !SIGN_IN_PATHS.has(request.routeOptions.url ?? '')) return;
    if (judgeRequestSource(request, publicUrl) !== 'other-site') return;
    request.log.warn(
      {
        origin: request.headers.origin,
        secFetchSite: request.headers['sec-fetch-site'],
        url: request.routeOptions.url,
      },
      'refused a cross-site request',
    );
    throw new AppError(403, 'CROSS_SITE_REQUEST', CROSS_SITE_REQUEST_MESSAGE);
  });
}
