import { and, asc, count, desc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SenderRole } from '../../../../core/messaging/chat/chat-schemas';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookings, instructors, messages, users } from '../../../db/schema';

/** The PostgreSQL NOTIFY channel a new message's id is announced on. */
export const NEW_MESSAGE_CHANNEL = 'chat_new_message';

export type MessageRow = typeof messages.$inferSelect;

/** A message with both parties' names, as every answer presents it. */
export interface MessageWithNames {
  message: MessageRow;
  studentName: string;
  /** Null when the instructor has no name on record. */
  instructorName: string | null;
}

const messageWithNames = {
  message: messages,
  studentName: users.fullName,
  instructorName: instructors.fullName,
};

/** Writes a message and announces its id to every server process once the transaction commits. */
export async function insertMessage(
  db: DatabaseExecutor,
  values: {
    studentId: number;
    instructorId: number;
    senderRole: SenderRole;
    content: string;
    createdAt: Date;
  },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('Message insert returned no row');
  await db.execute(sql`SELECT pg_notify(${NEW_MESSAGE_CHANNEL}, ${String(row.id)})`);
  return row;
}

export async function findMessageWithNames(
  db: DatabaseExecutor,
  id: number,
): Promise<MessageWithNames | undefined> {
  const [row] = await db
    .select(messageWithNames)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.studentId))
    .innerJoin(instructors, eq(instructors.id, messages.instructorId))
    .where(eq(messages.id, id));
  return row;
}

/**
 * Up to `limit` messages of one learner (with one instructor, or with any when `instructorId` is
 * null), newest first, older than `beforeId` when given. Ids follow the order of writing, so they
 * page without gaps even when two messages share a timestamp.
 */
export function listConversation(
  db: DatabaseExecutor,
  conversation: {
    studentId: number;
    instructorId: number | null;
    beforeId: number | undefined;
    limit: number;
  },
): Promise<MessageWithNames[]> {
  return db
    .select(messageWithNames)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.studentId))
    .innerJoin(instructors, eq(instructors.id, messages.instructorId))
    .where(
      and(
        eq(messages.studentId, conversation.studentId),
        conversation.instructorId === null ? undefined : eq(messages.instructorId, conversation.instructorId),
        conversation.beforeId === undefined ? undefined : lt(messages.id, conversation.beforeId),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(conversation.limit);
}

/** Learners' unread messages to one instructor, per learner. */
export function countUnreadFromStudents(db: DatabaseExecutor, instructorId: number) {
  return db
    .select({ studentId: messages.studentId, count: count() })
    .from(messages)
    .where(
      and(
        eq(messages.instructorId, instructorId),
        eq(messages.senderRole, 'student'),
        eq(messages.isRead, false),
      ),
    )
    .groupBy(messages.studentId)
    .orderBy(asc(messages.studentId));
}

/** Marks read what the other side sent in a conversation; answers how many changed. */
export async function markConversationRead(
  db: DatabaseExecutor,
  conversation: { studentId: number; instructorId: number | null; readerRole: SenderRole },
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(
      and(
        eq(messages.studentId, conversation.studentId),
        conversation.instructorId === null ? undefined : eq(messages.instructorId, conversation.instructorId),
        eq(messages.senderRole, conversation.readerRole === 'instructor' ? 'student' : 'instructor'),
        eq(messages.isRead, false),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/**
 * Who a learner's messages go to: the instructor they last talked with, else the instructor of
 * their latest booking, else the school's first instructor account.
 */
export async function findInstructorForStudent(
  db: DatabaseExecutor,
  studentId: number,
): Promise<{ id: number; fullName: string | null; email: string } | undefined> {
  const [lastMessage] = await db
    .select({ id: instructors.id, fullName: instructors.fullName, email: instructors.email })
    .from(messages)
    .innerJoin(instructors, eq(instructors.id, messages.instructorId))
    .where(eq(messages.studentId, studentId))
    .orderBy(desc(messages.id))
    .limit(1);
  if (lastMessage) return lastMessage;
  const [lastBooking] = await db
    .select({ id: instructors.id, fullName: instructors.fullName, email: instructors.email })
    .from(bookings)
    .innerJoin(instructors, eq(instructors.id, bookings.instructorId))
    .where(and(eq(bookings.studentId, studentId), isNotNull(bookings.instructorId)))
    .orderBy(desc(bookings.requestedAt), desc(bookings.id))
    .limit(1);
  if (lastBooking) return lastBooking;
  // The learner's own instructor (docs/decisions/0047), who sees them; else the school's first account.
  const [own] = await db
    .select({ id: instructors.id, fullName: instructors.fullName, email: instructors.email })
    .from(users)
    .innerJoin(instructors, eq(instructors.id, users.instructorId))
    .where(eq(users.id, studentId));
  if (own) return own;
  const [first] = await db
    .select({ id: instructors.id, fullName: instructors.fullName, email: instructors.email })
    .from(instructors)
    .orderBy(asc(instructors.id))
    .limit(1);
  return first;
}

export async function studentExists(db: DatabaseExecutor, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'student')));
  return row !== undefined;
}

/**
 * Claims the learner's chat notice: sets when it went, only when none went after `since`. Two
 * replies at once: the second update waits for the first's row lock, then finds the fresh time
 * and claims nothing, so one notice goes.
 */
export async function claimChatNotice(
  db: DatabaseExecutor,
  studentId: number,
  now: Date,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ chatNoticeSentAt: now })
    .where(
      and(eq(users.id, studentId), or(isNull(users.chatNoticeSentAt), lte(users.chatNoticeSentAt, since))),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Claims the instructor's e-mail about this learner's chat (at most one per 15 minutes per
 * conversation): true when none was sent since `since`, and marks one sent now.
 */
export async function claimInstructorChatNotice(
  db: DatabaseExecutor,
  studentId: number,
  now: Date,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ instructorChatNoticeSentAt: now })
    .where(
      and(
        eq(users.id, studentId),
        or(isNull(users.instructorChatNoticeSentAt), lte(users.instructorChatNoticeSentAt, since)),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}
