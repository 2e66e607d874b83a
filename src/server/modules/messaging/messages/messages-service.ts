import {
  type ChatMessage,
  CONVERSATION_PAGE_SIZE,
  type ConversationResponse,
  type LearnerConversationResponse,
  type UnreadCountResponse,
} from '../../../../core/messaging/chat/chat-schemas';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { notFound, serviceUnavailable } from '../../../lib/app-error';
import {
  findVisibleStudent,
  keepAccessLinksAlive,
  requireStudentToChange,
  requireTokenOwner,
  STUDENT_NOT_FOUND_MESSAGE,
} from '../../learners/learners/learners-service';
import type { OutboxRow } from '../outbox/outbox-repository';
import { deliverOutboxRows } from '../outbox/with-outbox';
import { chatMessagePush } from '../push/instructor-push-messages';
import { enqueueInstructorPush } from '../push/push-service';
import { CHAT_NOTICE_QUIET_MINUTES, learnerChatNoticeEmail } from './chat-notice-messages';
import { enqueueChatReplyNotice } from './chat-reply-notice';
import {
  claimInstructorChatNotice,
  countUnreadFromStudents,
  findInstructorForStudent,
  findMessageWithNames,
  insertMessage,
  listConversation,
  type MessageWithNames,
  markConversationRead,
} from './messages-repository';

/** A stored message as the API presents it (spec: senderId, receiverId, senderName, sender.fullName). */
export function toChatMessage({ message, studentName, instructorName }: MessageWithNames): ChatMessage {
  const fromInstructor = message.senderRole === 'instructor';
  const senderName = fromInstructor ? instructorName : studentName;
  return {
    id: message.id,
    studentId: message.studentId,
    instructorId: message.instructorId,
    senderRole: fromInstructor ? 'instructor' : 'student',
    senderId: fromInstructor ? message.instructorId : message.studentId,
    receiverId: fromInstructor ? message.studentId : message.instructorId,
    senderName,
    sender: { fullName: senderName },
    content: message.content,
    isRead: message.isRead,
    createdAt: message.createdAt.toISOString(),
  };
}

/** One page of a conversation, oldest first (one row more than the page says whether older ones exist). */
async function readConversation(
  deps: AppDependencies,
  conversation: { studentId: number; instructorId: number | null; beforeId: number | undefined },
): Promise<ConversationResponse> {
  const rows = await listConversation(deps.database.db, {
    ...conversation,
    limit: CONVERSATION_PAGE_SIZE + 1,
  });
  return {
    messages: rows.slice(0, CONVERSATION_PAGE_SIZE).reverse().map(toChatMessage),
    hasEarlier: rows.length > CONVERSATION_PAGE_SIZE,
  };
}

/** A learner the instructor may see (another instructor's answers as missing: docs/decisions/0047). */
async function requireStudent(deps: AppDependencies, viewer: Viewer, studentId: number): Promise<void> {
  if (!(await findVisibleStudent(deps.database.db, viewer, studentId)))
    throw notFound(STUDENT_NOT_FOUND_MESSAGE);
}

async function requireMessage(deps: AppDependencies, id: number): Promise<ChatMessage> {
  const row = await findMessageWithNames(deps.database.db, id);
  if (!row) throw new Error(`Message ${id} vanished right after it was written`);
  return toChatMessage(row);
}

export async function getInstructorConversation(
  deps: AppDependencies,
  viewer: Viewer,
  query: { studentId: number; before?: number | undefined },
): Promise<ConversationResponse> {
  await requireStudent(deps, viewer, query.studentId);
  return readConversation(deps, {
    studentId: query.studentId,
    instructorId: viewer.id,
    beforeId: query.before,
  });
}

/** The instructor writes to a learner, who is told by push or their reminder channel (chat-reply-notice.ts). */
export async function sendInstructorMessage(
  deps: AppDependencies,
  viewer: Viewer,
  request: { receiverId: number; content: string },
): Promise<ChatMessage> {
  // A learner handed to another instructor talks to them now; the old chat stays to read.
  await requireStudentToChange(deps.database.db, viewer, request.receiverId);
  const instructorId = viewer.id;
  const now = deps.now();
  // A learner deleted meanwhile fails the foreign key: answered as a 400 by the error handler.
  const { row, notice } = await deps.database.db.transaction(async (tx) => {
    const inserted = await insertMessage(tx, {
      studentId: request.receiverId,
      instructorId,
      senderRole: 'instructor',
      content: request.content,
      createdAt: now,
    });
    const written = await findMessageWithNames(tx, inserted.id);
    const replyNotice = await enqueueChatReplyNotice(deps, tx, {
      studentId: request.receiverId,
      instructorName: written?.instructorName ?? null,
      content: request.content,
      now,
    });
    return { row: inserted, notice: replyNotice };
  });
  await notice.deliver();
  return requireMessage(deps, row.id);
}

export async function getUnreadCount(
  deps: AppDependencies,
  instructorId: number,
): Promise<UnreadCountResponse> {
  const rows = await countUnreadFromStudents(deps.database.db, instructorId);
  return {
    count: rows.reduce((total, row) => total + row.count, 0),
    byStudent: rows.map((row) => ({ studentId: row.studentId, count: row.count })),
  };
}

export async function markReadByInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<{ markedRead: number }> {
  await requireStudent(deps, viewer, studentId);
  const markedRead = await markConversationRead(deps.database.db, {
    studentId,
    instructorId: viewer.id,
    readerRole: 'instructor',
  });
  return { markedRead };
}

async function requireLearnersInstructor(deps: AppDependencies, studentId: number) {
  const instructor = await findInstructorForStudent(deps.database.db, studentId);
  if (!instructor) {
    throw serviceUnavailable(
      'NO_INSTRUCTOR',
      'There is no instructor to message yet. Please call the school.',
    );
  }
  return instructor;
}

/** The learner's whole conversation with the school (every instructor who wrote to them). */
export async function getLearnerConversation(
  deps: AppDependencies,
  token: string,
  before: number | undefined,
): Promise<LearnerConversationResponse> {
  const owner = await requireTokenOwner(deps, token);
  const [conversation, instructor] = await Promise.all([
    readConversation(deps, { studentId: owner.studentId, instructorId: null, beforeId: before }),
    requireLearnersInstructor(deps, owner.studentId),
  ]);
  return { ...conversation, instructorName: instructor.fullName };
}

/** A learner writing is a learner being active: their live progress links run 30 days from now. */
export async function sendLearnerMessage(
  deps: AppDependencies,
  token: string,
  content: string,
): Promise<ChatMessage> {
  const owner = await requireTokenOwner(deps, token);
  const instructor = await requireLearnersInstructor(deps, owner.studentId);
  const now = deps.now();
  // A push to the instructor's devices that hear chat, written with the message; an instructor with
  // no such device gets its e-mail equivalent instead, at most once per 15 minutes per learner.
  let notices: OutboxRow[] = [];
  const row = await deps.database.db.transaction(async (tx) => {
    const inserted = await insertMessage(tx, {
      studentId: owner.studentId,
      instructorId: instructor.id,
      senderRole: 'student',
      content,
      createdAt: now,
    });
    const push = chatMessagePush({ studentId: owner.studentId, studentName: owner.fullName, content });
    notices = await enqueueInstructorPush(deps, tx, push);
    const since = new Date(now.getTime() - CHAT_NOTICE_QUIET_MINUTES * 60_000);
    if (notices.length === 0 && (await claimInstructorChatNotice(tx, owner.studentId, now, since))) {
      const dashboardUrl = `${deps.env.PUBLIC_URL}${push.url}`;
      notices.push(
        await deps.mail.enqueue(
          tx,
          learnerChatNoticeEmail({ studentName: owner.fullName, content, dashboardUrl }, instructor.email),
        ),
      );
    }
    await keepAccessLinksAlive(tx, owner.studentId, now);
    return inserted;
  });
  // Delivered after the commit without holding up the learner's send: a slow push or mail server delays nobody's chat.
  deliverOutboxRows(deps, notices).catch((error: unknown) =>
    deps.logger.warn({ err: error }, "chat: the instructor's notice could not be delivered"),
  );
  return requireMessage(deps, row.id);
}

export async function markReadByLearner(
  deps: AppDependencies,
  token: string,
): Promise<{ markedRead: number }> {
  const owner = await requireTokenOwner(deps, token);
  const markedRead = await markConversationRead(deps.database.db, {
    studentId: owner.studentId,
    instructorId: null,
    readerRole: 'student',
  });
  return { markedRead };
}

/** A message announced by NOTIFY, loaded for delivery (undefined if it has since been deleted). */
export async function loadMessageForDelivery(
  deps: AppDependencies,
  id: number,
): Promise<ChatMessage | undefined> {
  const row = await findMessageWithNames(deps.database.db, id);
  return row ? toChatMessage(row) : undefined;
}

/**
 * Who a learner's messages go to: the instructor they last talked with, else the instructor of
 * their latest booking, else the school's first instructor account.
 */
export function getInstructorOfStudent(
  db: DatabaseExecutor,
  studentId: number,
): Promise<{ id: number; fullName: string | null; email: string } | undefined> {
  return findInstructorForStudent(db, studentId);
}
