import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasInstructorSessionHint } from '../core/platform/auth/session-hint';
import { INSTRUCTOR_DASHBOARD_PATH } from '../core/platform/auth/sign-in-page';
import type { LearnerPageData } from '../core/progress/learner-page-data-schemas';
import type { PrerenderData } from '../core/school/site/prerender-data-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../core/time/london-time';
import type { AppDependencies, AppInstance, RouteSummary } from './app-types';
import { getAnalyticsOrigin } from './integrations/analytics-config';
import { getStripeJsOrigin } from './integrations/stripe-js-config';
import { registerErrorHandler } from './lib/error-handler';
import { registerNullByteGuard } from './lib/null-byte-guard';
import { createOpenApiOptions } from './lib/openapi-document';
import { buildPermissionsPolicy, registerResponseHeaders } from './lib/response-headers';
import { registerAvailabilityRoutes } from './modules/bookings/availability/availability-routes';
import { startBookingHoldExpiryJob } from './modules/bookings/bookings/booking-hold-expiry-job';
import { registerBookingAdminRoutes } from './modules/bookings/bookings/bookings-admin-routes';
import { registerBookingRoutes } from './modules/bookings/bookings/bookings-routes';
import { registerWaitingListOfferRoutes } from './modules/bookings/waiting-list/waiting-list-offers-routes';
import { registerWaitingListRoutes } from './modules/bookings/waiting-list/waiting-list-routes';
import { startWaitingListSweepJob } from './modules/bookings/waiting-list/waiting-list-sweep-job';
import { startDailyAgendaJob } from './modules/diary/agenda/agenda-job';
import { registerCalendarRoutes } from './modules/diary/calendars/calendar-routes';
import { startCalendarSyncJob } from './modules/diary/calendars/calendar-sync-job';
import { registerLearnerLessonChangeRoutes } from './modules/diary/lesson-changes/lesson-changes-routes';
import { registerLessonCoverLinkRoutes } from './modules/diary/lesson-cover/lesson-cover-routes';
import { registerGuardianLinkRoutes } from './modules/learners/guardian-links/guardian-links-routes';
import { startHandOverScheduleJob } from './modules/learners/hand-overs/hand-over-schedule-job';
import {
  registerHandOverLinkRoutes,
  registerHandOverRoutes,
} from './modules/learners/hand-overs/hand-overs-routes';
import { registerMessagesRoutes } from './modules/messaging/messages/messages-routes';
import { registerPushRoutes } from './modules/messaging/push/push-routes';
import { startReminderSchedulerJob } from './modules/messaging/reminders/reminder-scheduler-job';
import { registerReminderRoutes } from './modules/messaging/reminders/reminders-routes';
import { startTestReminderJob } from './modules/messaging/test-reminders/test-reminders-job';
import {
  registerPackageSettingsRoutes,
  registerPackagesRoutes,
} from './modules/money/packages/packages-routes';
import { registerPaymentRoutes } from './modules/money/payments/payments-routes';
import { registerInstructorApplicationRoutes } from './modules/partner-network/instructor-applications/instructor-applications-routes';
import { startNetworkRequestFollowUpJob } from './modules/partner-network/network-requests/network-request-follow-up-job';
import { registerNetworkOfferLinkRoutes } from './modules/partner-network/network-requests/network-request-offers-routes';
import { registerNetworkRequestRoutes } from './modules/partner-network/network-requests/network-requests-routes';
import { registerAccountRoutes } from './modules/platform/auth/account-routes';
import { registerAuthRoutes } from './modules/platform/auth/auth-routes';
import { registerCrossSiteRequestGuard } from './modules/platform/auth/cross-site-request-guard';
import { registerInstructorAccountRoutes } from './modules/platform/auth/instructor-accounts-routes';
import { startComplianceNoticesJob } from './modules/platform/auth/instructor-compliance-job';
import { registerInstructorComplianceRoutes } from './modules/platform/auth/instructor-compliance-routes';
import { registerInstructorRoutes, SESSION_COOKIE } from './modules/platform/auth/instructor-guard';
import { startNightlyBackupJob } from './modules/platform/backup/nightly-backup-job';
import { registerDashboardRoutes } from './modules/platform/dashboard/dashboard-routes';
import { registerDemoDataRoutes } from './modules/platform/demo-data/demo-data-routes';
import { registerHealthRoutes } from './modules/platform/health/health-routes';
import { registerInstructorPhotoRoutes } from './modules/platform/instructor-photos/instructor-photos-routes';
import { registerProgressRoutes } from './modules/progress/learner-progress/progress-routes';
import { getLearnerPageData } from './modules/progress/learner-progress/progress-service';
import { registerTestRecordRoutes } from './modules/progress/test-records/test-records-routes';
import { registerAppManifestRoutes } from './modules/school/app-manifest/app-manifest-routes';
import { registerLeadRoutes } from './modules/school/leads/leads-routes';
import { createPageRenderer } from './modules/school/seo/page-renderer';
import { registerSeoRoutes } from './modules/school/seo/seo-routes';
import { registerSchoolSettingsRoutes } from './modules/school/settings/school-settings-routes';
import { registerSiteRoutes } from './modules/school/site/site-routes';
import { getSiteInfo } from './modules/school/site/site-service';
import { registerSiteActivityRoutes } from './modules/school/site-activity/site-activity-routes';

/** The API description: the browsable page, and its OpenAPI document at `/api/docs/json`. */
export const API_DOCS_PATH = '/api/docs';

export const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface BuildAppOptions {
  /** A pino logger (server.ts); without one the app logs nothing (tests). */
  loggerInstance?: FastifyBaseLogger;
  /** Start periodic jobs (hold expiry); server.ts does, tests call the jobs' functions instead. */
  runBackgroundJobs?: boolean;
  /** Where the built web app lives (defaults to dist/web). */
  webRoot?: string;
}

/** Builds the whole app without listening: server.ts listens, tests use `app.inject`. */
export async function buildApp(deps: AppDependencies, options: BuildAppOptions = {}): Promise<AppInstance> {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  // Every route, as registered: the permission test walks this list so no route is forgotten.
  const routeTable: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNullByteGuard(app);

  const publicUrlIsHttps = deps.env.PUBLIC_URL.startsWith('https://');
  // The chat socket. CSP3 browsers let 'self' cover ws:/wss: of this host; older Safari needs it named.
  const chatSocketOrigin = new URL(deps.env.PUBLIC_URL).origin.replace(/^http/, 'ws');
  // Stripe.js and its card fields come from Stripe's own origins, and only when cards are on. The
  // script's origin is STRIPE_JS_URL's (js.stripe.com unless a local stand-in is configured).
  const stripeJsOrigin = getStripeJsOrigin(deps.env);
  const stripeOrigins = stripeJsOrigin
    ? {
        script: [stripeJsOrigin],
        frame: [stripeJsOrigin, 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  // The analytics provider's script and its event endpoint (one origin), only when one is configured;
  // the browser loads it only after the visitor consents.
  const analyticsOrigin = getAnalyticsOrigin(deps.env);
  const analyticsOrigins = analyticsOrigin ? [analyticsOrigin] : [];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeOrigins.script, ...analyticsOrigins],
        frameSrc: ["'self'", ...stripeOrigins.frame],
        // React and Radix set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", chatSocketOrigin, ...stripeOrigins.connect, ...analyticsOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(publicUrlIsHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense when the site is really served over HTTPS.
    strictTransportSecurity: publicUrlIsHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The Google Calendar connect popup reports back to the dashboard through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // As the CSP's frame-ancestors 'none' says: no page of the site is framed, not even by itself.
    frameguard: { action: 'deny' },
  });
  registerResponseHeaders(app, {
    permissionsPolicy: buildPermissionsPolicy({ stripeJsOrigin }),
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  // After the cookie parser, before any route's own hooks.
  registerCrossSiteRequestGuard(app, deps.env.PUBLIC_URL);
  // Before any route, so an upgrade request to a route that is not a socket is closed cleanly.
  // Clients only ever send one small auth message.
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(fastifyRateLimit, {
    global: true,
    max: deps.env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // `app.injectWS` has no socket address; key on whatever Fastify resolved.
    keyGenerator: (request) => request.ip ?? 'unknown',
    // Only the API is limited: one page load fetches a dozen assets, which must not use up a
    // learner's allowance (or that of everyone behind one school or college network address).
    allowList: (request) => !request.url.startsWith('/api/'),
  });

  // Set by the instructor guard (modules/auth/instructor-guard.ts), from the API description on.
  app.decorateRequest('instructor', null);
  await app.register(
    fastifySwagger,
    createOpenApiOptions({ title: `${deps.env.SCHOOL_NAME} API`, serverUrl: deps.env.PUBLIC_URL }),
  );
  const apiDocsOptions: FastifySwaggerUiOptions = {
    routePrefix: API_DOCS_PATH,
    staticCSP: true,
    // Over plain HTTP (a laptop, a LAN address) upgrading would break the page's own assets.
    transformStaticCSP: (header) =>
      publicUrlIsHttps ? header : header.replace(/upgrade-insecure-requests;?/, ''),
  };
  if (deps.env.NODE_ENV === 'production') {
    // A map of every route and what it accepts is for whoever runs the site, not for strangers:
    // in production everything under /api/docs is behind the instructor's guard, like their
    // routes (401 without a session). Development and tests keep it open. (docs/decisions/0030)
    await registerInstructorRoutes(app, deps, async (scope) => {
      await scope.register(fastifySwaggerUi, apiDocsOptions);
    });
  } else {
    await app.register(fastifySwaggerUi, apiDocsOptions);
  }

  // API routes: each area registers its own; the route table is the single list of endpoints.
  registerHealthRoutes(app, deps);
  registerAuthRoutes(app, deps);
  await registerAccountRoutes(app, deps);
  await registerInstructorAccountRoutes(app, deps);
  await registerInstructorPhotoRoutes(app, deps);
  await registerInstructorComplianceRoutes(app, deps);
  registerSiteRoutes(app, deps);
  registerPackagesRoutes(app, deps);
  await registerPackageSettingsRoutes(app, deps);
  await registerAvailabilityRoutes(app, deps);
  registerBookingRoutes(app, deps);
  await registerBookingAdminRoutes(app, deps);
  registerProgressRoutes(app, deps);
  registerGuardianLinkRoutes(app, deps);
  registerHandOverLinkRoutes(app, deps);
  registerLeadRoutes(app, deps);
  registerSiteActivityRoutes(app, deps);
  registerNetworkRequestRoutes(app, deps);
  registerNetworkOfferLinkRoutes(app, deps);
  registerLessonCoverLinkRoutes(app, deps);
  registerInstructorApplicationRoutes(app, deps);
  registerLearnerLessonChangeRoutes(app, deps);
  registerWaitingListRoutes(app, deps);
  await registerPaymentRoutes(app, deps);
  registerWaitingListOfferRoutes(app, deps);
  await registerDashboardRoutes(app, deps);
  await registerReminderRoutes(app, deps);
  await registerSchoolSettingsRoutes(app, deps);
  await registerDemoDataRoutes(app, deps);
  await registerMessagesRoutes(app, deps);
  await registerCalendarRoutes(app, deps);
  await registerPushRoutes(app, deps);
  await registerTestRecordRoutes(app, deps);
  await registerHandOverRoutes(app, deps);

  if (options.runBackgroundJobs) {
    const stopHoldExpiry = startBookingHoldExpiryJob(deps);
    app.addHook('onClose', async () => stopHoldExpiry());
    const stopReminders = startReminderSchedulerJob(deps);
    app.addHook('onClose', async () => stopReminders());
    const stopComplianceNotices = startComplianceNoticesJob(deps);
    app.addHook('onClose', async () => stopComplianceNotices());
    const stopTestReminders = startTestReminderJob(deps);
    app.addHook('onClose', async () => stopTestReminders());
    const stopHandOverSchedule = startHandOverScheduleJob(deps);
    app.addHook('onClose', async () => stopHandOverSchedule());
    const stopNetworkFollowUps = startNetworkRequestFollowUpJob(deps);
    app.addHook('onClose', async () => stopNetworkFollowUps());
    const stopCalendarSync = startCalendarSyncJob(deps);
    app.addHook('onClose', async () => stopCalendarSync());
    // Listens to the bookable slots: a change is looked at half a second later.
    const waitingListSweep = startWaitingListSweepJob(deps);
    app.addHook('onClose', async () => waitingListSweep.stop());
    const stopNightlyBackup = startNightlyBackupJob(deps);
    app.addHook('onClose', async () => stopNightlyBackup());
    const stopDailyAgenda = startDailyAgendaJob(deps);
    app.addHook('onClose', async () => stopDailyAgenda());
  }

  registerSeoRoutes(app, deps);
  registerAppManifestRoutes(app, deps);
  registerWebApp(app, options.webRoot ?? WEB_ROOT, {
    deps,
    loadPageData: async () => ({
      siteInfo: await getSiteInfo(deps),
      packages: await deps.packages.getPackages({ refresh: false }),
    }),
    loadLearnerPage: (token) => getLearnerPageData(deps, token),
  });

  app.addHook('onClose', async () => {
    deps.mail.close();
  });
  return app;
}

interface WebPageSources {
  deps: AppDependencies;
  /** What public pages are rendered with (site info and packages). */
  loadPageData: () => Promise<PrerenderData>;
  /** What the learner's progress page is rendered with, by their token (null: expired or unknown). */
  loadLearnerPage: (token: string) => Promise<LearnerPageData | null>;
}

/**
 * Serves the built React app: hashed assets cached for a year, pages never cached, and every
 * non-API path answered with a page: the public pages rendered on the server (then hydrated), any
 * other path the client-rendered shell (its router renders it, its 404 page too), `noindex`.
 */
function registerWebApp(app: AppInstance, webRoot: string, sources: WebPageSources): void {
  const indexPath = `${webRoot}/index.html`;
  const hasWebBuild = existsSync(indexPath);
  const indexHtml = hasWebBuild ? readFileSync(indexPath, 'utf8') : null;
  // The server-rendering bundle sits beside the web build: dist/ssr next to dist/web.
  const pages = indexHtml
    ? createPageRenderer({
        template: indexHtml,
        serverRenderEntry: join(webRoot, '..', 'ssr', 'entry-server.js'),
        publicUrl: sources.deps.env.PUBLIC_URL,
        loadData: sources.loadPageData,
        loadLearnerPage: sources.loadLearnerPage,
        today: () => toZonedParts(sources.deps.now(), SCHOOL_TIME_ZONE).date,
        logger: app.log,
      })
    : null;
  // Render the public pages once the server listens (tests that only inject skip this).
  app.addHook('onListen', async () => {
    pages?.warmUp().catch((error: unknown) => app.log.error({ err: error }, 'warming up the pages failed'));
  });

  if (hasWebBuild) {
    app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      setHeaders(res, filePath) {
        // The service worker is checked for a new version on each visit (its precache list names
        // the hashed assets of the build), not an hour later.
        const isServiceWorker = filePath.endsWith('/service-worker.js');
        res.header(
          'cache-control',
          filePath.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : isServiceWorker
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  const learnerDataLimit = app.createRateLimit({
    max: sources.deps.env.RATE_LIMIT_SENSITIVE_PER_MINUTE,
    timeWindow: '1 minute',
    // The global limit leaves pages alone; this one counts every learner page it is asked for.
    allowList: () => false,
  });

  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit() : undefined }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${path}` });
    }
    // A missing file (an old hashed asset, a mistyped image) is a real 404, not the app shell.
    if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendPage(request, reply);
  });

  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));

  // The sign-in form as the server rendered it, submitted before its script took over (a quick
  // tap on a slow phone): the form posts here (not a GET, which would put the password in the
  // address, the history and the request log), and gets the page back to sign in with its script.
  // Nothing is read: the body is dropped unparsed.
  app.register(async (signInForm) => {
    signInForm.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, null),
    );
    signInForm.post(INSTRUCTOR_DASHBOARD_PATH, { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-store').redirect(INSTRUCTOR_DASHBOARD_PATH, 303),
    );
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (!pages) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (npm start does it for you).');
    }
    const answer = await pages.answer(request.url, {
      // A learner's page reads their data by the token in its address: as often as the API's
      // token routes allow, then it is left to the browser (whose API calls are limited too).
      mayReadLearnerData: async () => {
        const limit = await learnerDataLimit(request);
        return limit.isAllowed || !limit.isExceeded;
      },
      // Without a session the dashboard's address is the sign-in form, rendered here; with one
      // (even one that has since expired) the browser checks it and renders what it finds.
      hasInstructorSession:
        request.cookies[SESSION_COOKIE] !== undefined ||
        hasInstructorSessionHint(request.headers.cookie ?? ''),
    });
    if (answer.kind === 'redirect') {
      if (!answer.private) return reply.redirect(answer.location, 301);
      return reply.header('cache-control', 'no-store').redirect(answer.location, 302);
    }
    // Every page but the public ones (the dashboard, the learners' token pages, checkout) is kept
    // by no cache and no back/forward cache: its address can hold a token, its screen personal data.
    if (!answer.indexable) reply.header('x-robots-tag', 'noindex');
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', answer.indexable ? 'no-cache' : 'no-store')
      .send(answer.html);
  }
}
