import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  calendarFeedParamsSchema,
  calendarFeedSchema,
  calendarWeekQuerySchema,
  calendarWeekResponseSchema,
  createTestEventRequestSchema,
  createTestEventResponseSchema,
  disconnectCalendarResponseSchema,
  googleAuthUrlResponseSchema,
  googleCalendarStatusSchema,
  googleCallbackQuerySchema,
} from '../../../../core/diary/calendar/calendar-schemas';
import { publicCalendarStatusSchema } from '../../../../core/diary/calendar/calendar-sync-status';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSchoolDetails } from '../../../lib/school-details';
import {
  getSignedInInstructor,
  readSessionToken,
  registerInstructorRoutes,
} from '../../platform/auth/instructor-guard';
import { renderCallbackPage } from './calendar-callback-page';
import { getCalendarFeed, regenerateCalendarFeed, renderCalendarFeed } from './calendar-feed-service';
import { hasBrokenConnection } from './calendar-repository';
import { syncInstructorCalendar } from './calendar-sync-service';
import { getCalendarWeek } from './calendar-week-service';
import {
  completeConnection,
  createAuthUrl,
  createTestEvent,
  disconnectCalendar,
  getCalendarStatus,
} from './google-calendar-service';
import { GOOGLE_CALLBACK_PATH } from './google-calendar-setup';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * Calendars: the Google Calendar connection (instructor-only, except Google's redirect back, whose
 * one-time `state` and session check are the permission), the private iCalendar feed (its token is
 * the permission), the week view, and the learners' sync-issue flag.
 */
export async function registerCalendarRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  app.get(
    GOOGLE_CALLBACK_PATH,
    {
      schema: {
        tags: ['calendar'],
        summary: "Google's redirect after consent: stores the grant and tells the dashboard's popup opener",
        querystring: googleCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const outcome = await completeConnection(deps, request.query, readSessionToken(request));
      const page = renderCallbackPage(outcome, {
        publicUrl: deps.env.PUBLIC_URL,
        schoolName: (await getSchoolDetails(deps)).schoolName,
      });
      return (
        reply
          .status(outcome.status === 'connected' ? 200 : 400)
          .header('content-security-policy', page.contentSecurityPolicy)
          // The popup came back from Google: an isolating policy here would cut it off from its opener.
          .header('cross-origin-opener-policy', 'unsafe-none')
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(page.html)
      );
    },
  );

  app.get(
    '/api/calendar-feed/:token.ics',
    {
      schema: {
        tags: ['calendar'],
        summary: "The instructor's private iCalendar feed of lessons (the long token is the permission)",
        params: calendarFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const body = await renderCalendarFeed(deps, request.params.token);
      // Learners' names and lesson times, at a secret address: kept by no cache.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="lessons.ics"')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );

  app.get(
    '/api/calendar-status',
    {
      schema: {
        tags: ['calendar'],
        summary:
          "Whether the booking page shows the 'Calendar Sync Issue' notice (a connected calendar failing)",
        response: { 200: publicCalendarStatusSchema },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ syncIssue: await hasBrokenConnection(deps.database.db) }),
  );

  await registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/google-calendar/status',
      {
        schema: {
          tags: ['calendar'],
          summary: 'Whether Google Calendar is configured and connected, and the last sync',
          response: { 200: googleCalendarStatusSchema, 401: apiErrorSchema },
        },
      },
      (request) => getCalendarStatus(deps, getSignedInInstructor(request).id),
    );

    scope.get(
      '/api/google-calendar/auth-url',
      {
        schema: {
          tags: ['calendar'],
          summary: "Google's consent page (offline access, least scopes), bound to this session, for a popup",
          response: { 200: googleAuthUrlResponseSchema, ...errors },
        },
      },
      (request) => createAuthUrl(deps, getSignedInInstructor(request).id, readSessionToken(request)),
    );

    scope.post(
      '/api/google-calendar/create-event',
      {
        schema: {
          tags: ['calendar'],
          summary: 'Adds a test event (shown as free) to the connected calendar',
          body: createTestEventRequestSchema,
          response: { 201: createTestEventResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createTestEvent(deps, getSignedInInstructor(request).id)),
    );

    scope.post(
      '/api/google-calendar/sync',
      {
        schema: {
          tags: ['calendar'],
          summary: 'Syncs now: lesson events checked, busy times for the next 3 months read',
          response: { 200: googleCalendarStatusSchema, ...errors },
        },
      },
      async (request) => {
        const instructorId = getSignedInInstructor(request).id;
        await syncInstructorCalendar(deps, instructorId);
        return getCalendarStatus(deps, instructorId);
      },
    );

    scope.delete(
      '/api/google-calendar/connection',
      {
        schema: {
          tags: ['calendar'],
          summary: "Disconnects: the school's coming lesson events removed, the permission revoked",
          response: { 200: disconnectCalendarResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => disconnectCalendar(deps, getSignedInInstructor(request).id),
    );

    scope.get(
      '/api/calendar-feed',
      {
        schema: {
          tags: ['calendar'],
          summary: 'The private iCalendar feed address of your lessons',
          response: { 200: calendarFeedSchema, 401: apiErrorSchema },
        },
      },
      (request) => getCalendarFeed(deps, getSignedInInstructor(request).id),
    );

    scope.post(
      '/api/calendar-feed/regenerate',
      {
        schema: {
          tags: ['calendar'],
          summary: 'A new feed address; the old one stops working',
          response: { 200: calendarFeedSchema, 401: apiErrorSchema },
        },
      },
      (request) => regenerateCalendarFeed(deps, getSignedInInstructor(request).id),
    );

    scope.get(
      '/api/calendar/week',
      {
        schema: {
          tags: ['calendar'],
          summary: 'One week (Monday to Sunday, London) of slots, lessons and busy times',
          querystring: calendarWeekQuerySchema,
          response: { 200: calendarWeekResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      (request) => getCalendarWeek(deps, getSignedInInstructor(request).id, request.query.week),
    );
  });
}
