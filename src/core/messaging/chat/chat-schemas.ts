import { z } from 'zod';
import { databaseIdField, databaseIdParam } from '../../api/id-schemas';

/** The database's check allows 1 to 2000 characters after trimming; the API says so first. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Spec section 9: the dashboard polls the unread count every 30 seconds. */
export const UNREAD_POLL_INTERVAL_MS = 30_000;
/** Spec section 9: a new-message notification shows the first 50 characters. */
export const MESSAGE_PREVIEW_LENGTH = 50;
/** Spec section 9: the chat panel is 600px tall. */
export const CHAT_PANEL_HEIGHT_PX = 600;
/** Messages per request; older ones come with `before`. */
export const CONVERSATION_PAGE_SIZE = 50;

export const CHAT_SOCKET_PATH = '/ws';
/** The server sends a heartbeat this often; a client that hears nothing for 2.5x this reconnects. */
export const CHAT_HEARTBEAT_INTERVAL_MS = 25_000;
/** The first message must authenticate within this time. */
export const CHAT_AUTH_TIMEOUT_MS = 5_000;

/** Why the server closed a chat socket (4000-4999 are the application's own codes). */
export const CHAT_CLOSE_CODES = {
  /** The first message was not a valid `auth` message. */
  badAuthMessage: 4400,
  /** The session has ended or the progress link has expired: reconnecting will not help. */
  unauthorised: 4401,
  /** No `auth` message arrived in time. */
  authTimeout: 4408,
} as const;

export const MESSAGE_REQUIRED_MESSAGE = 'Please enter a message';
export const MESSAGE_TOO_LONG_MESSAGE = `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`;
export const MESSAGE_STUDENT_REQUIRED_MESSAGE = 'Please select a student';
/** Spec section 8. */
export const MESSAGE_SEND_FAILED_MESSAGE = 'Failed to send message';

/** Spec section 5: sent only when the text is non-empty after trimming. */
export const messageContentSchema = z
  .string(MESSAGE_REQUIRED_MESSAGE)
  .trim()
  .min(1, MESSAGE_REQUIRED_MESSAGE)
  .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE);

/**
 * The access token of a learner's progress link (as the progress routes take it). The chat socket's
 * first message is not an HTTP request, so the app's null-byte guard does not see it: refused here,
 * as the token is looked up in a text column.
 */
export const learnerTokenSchema = z
  .string()
  .min(20)
  .max(200)
  .refine((token) => !token.includes('\u0000'), 'Not a valid link');

export const SENDER_ROLES = ['instructor', 'student'] as const;
export type SenderRole = (typeof SENDER_ROLES)[number];

/**
 * One chat message. `senderId`/`receiverId` are the spec's fields: an instructor's id or a
 * learner's id, told apart by `senderRole` (learners and instructors are separate tables).
 */
export const chatMessageSchema = z.object({
  id: z.number().int().positive(),
  studentId: z.number().int().positive(),
  instructorId: z.number().int().positive(),
  senderRole: z.enum(SENDER_ROLES),
  senderId: z.number().int().positive(),
  receiverId: z.number().int().positive(),
  /** Null for an instructor with no name on record (INSTRUCTOR_NAME unset): say "your instructor". */
  senderName: z.string().nullable(),
  sender: z.object({ fullName: z.string().nullable() }),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation's newest messages, oldest first; `hasEarlier` when older ones exist. */
export const conversationResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasEarlier: z.boolean(),
});

export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** The learner's side also names who they are talking to. */
export const learnerConversationResponseSchema = conversationResponseSchema.extend({
  /** Null when the instructor has no name on record (INSTRUCTOR_NAME unset). */
  instructorName: z.string().nullable(),
});

export type LearnerConversationResponse = z.infer<typeof learnerConversationResponseSchema>;

/** `GET /api/messages?studentId=&before=` */
export const conversationQuerySchema = z.object({
  studentId: databaseIdParam(MESSAGE_STUDENT_REQUIRED_MESSAGE),
  /** Only messages older than this message id (the "Show earlier messages" page). */
  before: databaseIdParam().optional(),
});

/** `POST /api/messages`: the spec's receiverId is the learner's id. */
export const sendMessageRequestSchema = z.object({
  receiverId: databaseIdField(MESSAGE_STUDENT_REQUIRED_MESSAGE),
  content: messageContentSchema,
});

export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/** `POST /api/messages/read`: the learner's messages to the signed-in instructor are read. */
export const markConversationReadRequestSchema = z.object({
  studentId: databaseIdField(MESSAGE_STUDENT_REQUIRED_MESSAGE),
});

export const markReadResponseSchema = z.object({ markedRead: z.number().int().nonnegative() });

/** `GET /api/messages/unread-count`: learners' unread messages to the signed-in instructor. */
export const unreadCountResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  byStudent: z.array(
    z.object({ studentId: z.number().int().positive(), count: z.number().int().positive() }),
  ),
});

export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

/** `GET /api/student-messages?token=&before=`: the learner's own conversation. */
export const learnerConversationQuerySchema = z.object({
  token: learnerTokenSchema,
  before: databaseIdParam().optional(),
});

/** `POST /api/student-messages` */
export const sendLearnerMessageRequestSchema = z.object({
  token: learnerTokenSchema,
  content: messageContentSchema,
});

/** `POST /api/student-messages/read` */
export const markLearnerConversationReadRequestSchema = z.object({ token: learnerTokenSchema });

/**
 * The first message on `/ws`. A learner sends their progress-link token; the instructor sends the
 * session token, or nothing, in which case the session cookie of the connection is used.
 */
export const chatSocketAuthMessageSchema = z.union([
  z.strictObject({ type: z.literal('auth'), token: learnerTokenSchema }),
  z.strictObject({ type: z.literal('auth'), sessionToken: z.string().min(1).max(200).optional() }),
]);

export type ChatSocketAuthMessage = z.infer<typeof chatSocketAuthMessageSchema>;

/** What the server sends on `/ws`. */
export const chatSocketEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticated'), role: z.enum(SENDER_ROLES) }),
  z.object({ type: z.literal('new_message'), message: chatMessageSchema }),
  /** Events may have been missed (the server's database connection dropped): reload. */
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('heartbeat') }),
]);

export type ChatSocketEvent = z.infer<typeof chatSocketEventSchema>;

/** The notification text: the first 50 characters (whole characters, never half an emoji). */
export function getMessagePreview(content: string, length = MESSAGE_PREVIEW_LENGTH): string {
  const characters = Array.from(content.trim());
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : characters.join('');
}
