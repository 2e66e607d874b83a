import type { FastifyReply } from 'fastify';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  chatMessageSchema,
  conversationQuerySchema,
  conversationResponseSchema,
  learnerConversationQuerySchema,
  learnerConversationResponseSchema,
  markConversationReadRequestSchema,
  markLearnerConversationReadRequestSchema,
  markReadResponseSchema,
  sendLearnerMessageRequestSchema,
  sendMessageRequestSchema,
  unreadCountResponseSchema,
} from '../../../../core/messaging/chat/chat-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { startAccessEndedEvents } from '../../platform/auth/access-ended-events';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import { registerChatSocketRoutes } from './chat-socket-routes';
import { startMessageEvents } from './message-events';
import {
  getInstructorConversation,
  getLearnerConversation,
  getUnreadCount,
  markReadByInstructor,
  markReadByLearner,
  sendInstructorMessage,
  sendLearnerMessage,
} from './messages-service';

/** A learner's messages are reached by a capability token: never cached, never indexed. */
function markPrivate(reply: FastifyReply): void {
  reply
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer');
}

/**
 * Chat: the instructor's endpoints (instructor-only), the learner's (by their progress-link
 * token, their own conversation only) and the `/ws` socket that pushes new messages.
 */
export async function registerMessagesRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  const events = await startMessageEvents(deps);
  app.addHook('onClose', () => events.close());
  const accessEnded = await startAccessEndedEvents(deps);
  app.addHook('onClose', () => accessEnded.close());
  registerChatSocketRoutes(app, deps, { messages: events, accessEnded });

  await registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/messages',
      {
        schema: {
          tags: ['messages'],
          summary: 'The conversation with one learner, oldest first (older pages with `before`)',
          querystring: conversationQuerySchema,
          response: {
            200: conversationResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => getInstructorConversation(deps, getSignedInInstructor(request), request.query),
    );

    scope.post(
      '/api/messages',
      {
        schema: {
          tags: ['messages'],
          summary: 'Sends a message to a learner (receiverId) and pushes it to both ends',
          body: sendMessageRequestSchema,
          response: { 201: chatMessageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await sendInstructorMessage(deps, getSignedInInstructor(request), request.body)),
    );

    scope.get(
      '/api/messages/unread-count',
      {
        schema: {
          tags: ['messages'],
          summary: "Learners' unread messages to the signed-in instructor, in all and per learner",
          response: { 200: unreadCountResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => getUnreadCount(deps, getSignedInInstructor(request).id),
    );

    scope.post(
      '/api/messages/read',
      {
        schema: {
          tags: ['messages'],
          summary: "Marks a learner's messages to the signed-in instructor as read",
          body: markConversationReadRequestSchema,
          response: { 200: markReadResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      (request) => markReadByInstructor(deps, getSignedInInstructor(request), request.body.studentId),
    );
  });

  app.get(
    '/api/student-messages',
    {
      schema: {
        tags: ['messages'],
        summary: "A learner's own conversation, by their progress-link token (401 when expired)",
        querystring: learnerConversationQuerySchema,
        response: {
          200: learnerConversationResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      markPrivate(reply);
      return getLearnerConversation(deps, request.query.token, request.query.before);
    },
  );

  app.post(
    '/api/student-messages',
    {
      schema: {
        tags: ['messages'],
        summary: 'A learner sends a message to their instructor, by their progress-link token',
        body: sendLearnerMessageRequestSchema,
        response: { 201: chatMessageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      markPrivate(reply);
      return reply.status(201).send(await sendLearnerMessage(deps, request.body.token, request.body.content));
    },
  );

  app.post(
    '/api/student-messages/read',
    {
      schema: {
        tags: ['messages'],
        summary: "Marks the instructor's messages to the learner as read, by their progress-link token",
        body: markLearnerConversationReadRequestSchema,
        response: { 200: markReadResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      markPrivate(reply);
      return markReadByLearner(deps, request.body.token);
    },
  );
}
