import { and, asc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  instructors,
  networkPartnerRequests,
  networkRequestEvents,
  networkRequestOffers,
} from '../../../db/schema';

export type NetworkOfferRow = typeof networkRequestOffers.$inferSelect;
export type NewNetworkOfferRow = typeof networkRequestOffers.$inferInsert;
export type NewNetworkRequestEventRow = typeof networkRequestEvents.$inferInsert;
type NetworkRequestRow = typeof networkPartnerRequests.$inferSelect;

export async function insertOffers(
  db: DatabaseExecutor,
  rows: NewNetworkOfferRow[],
): Promise<NetworkOfferRow[]> {
  if (rows.length === 0) return [];
  return db.insert(networkRequestOffers).values(rows).returning();
}

export async function insertRequestEvents(
  db: DatabaseExecutor,
  rows: NewNetworkRequestEventRow[],
): Promise<void> {
  if (rows.length > 0) await db.insert(networkRequestEvents).values(rows);
}

/** Every offer of a request, oldest first, with the instructor's name. */
export function listOffersOfRequest(db: DatabaseExecutor, requestId: number) {
  return db
    .select({ offer: networkRequestOffers, instructorName: instructors.fullName })
    .from(networkRequestOffers)
    .innerJoin(instructors, eq(instructors.id, networkRequestOffers.instructorId))
    .where(eq(networkRequestOffers.requestId, requestId))
    .orderBy(asc(networkRequestOffers.createdAt), asc(networkRequestOffers.id));
}

const concerned = alias(instructors, 'concerned_instructor');
const actor = alias(instructors, 'acting_instructor');

/** A request's history, oldest first, with the names of whom each step concerns and who took it. */
export function listRequestEvents(db: DatabaseExecutor, requestId: number) {
  return db
    .select({
      event: networkRequestEvents,
      instructorName: concerned.fullName,
      byName: actor.fullName,
    })
    .from(networkRequestEvents)
    .leftJoin(concerned, eq(concerned.id, networkRequestEvents.instructorId))
    .leftJoin(actor, eq(actor.id, networkRequestEvents.byInstructorId))
    .where(eq(networkRequestEvents.requestId, requestId))
    .orderBy(asc(networkRequestEvents.at), asc(networkRequestEvents.id));
}

/** Locks the request for a change of its offers: offering and accepting take it in this order. */
export async function lockNetworkRequest(
  db: DatabaseExecutor,
  id: number,
): Promise<NetworkRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(networkPartnerRequests)
    .where(eq(networkPartnerRequests.id, id))
    .for('update');
  return row;
}

function selectOfferWithRequest(db: DatabaseExecutor) {
  return db
    .select({
      offer: networkRequestOffers,
      request: networkPartnerRequests,
      instructor: {
        id: instructors.id,
        fullName: instructors.fullName,
        email: instructors.email,
        phone: instructors.phone,
        status: instructors.status,
      },
    })
    .from(networkRequestOffers)
    .innerJoin(networkPartnerRequests, eq(networkPartnerRequests.id, networkRequestOffers.requestId))
    .innerJoin(instructors, eq(instructors.id, networkRequestOffers.instructorId));
}

export type OfferWithRequest = NonNullable<Awaited<ReturnType<typeof findOfferById>>>;

export async function findOfferById(db: DatabaseExecutor, id: number) {
  const [row] = await selectOfferWithRequest(db).where(eq(networkRequestOffers.id, id));
  return row;
}

export async function findOfferByTokenHash(db: DatabaseExecutor, tokenHash: string) {
  const [row] = await selectOfferWithRequest(db).where(eq(networkRequestOffers.tokenHash, tokenHash));
  return row;
}

/** The instructor's offers still open at `now`, the soonest reply-by first. */
export function listLiveOffersOfInstructor(db: DatabaseExecutor, instructorId: number, now: Date) {
  return selectOfferWithRequest(db)
    .where(
      and(
        eq(networkRequestOffers.instructorId, instructorId),
        eq(networkRequestOffers.status, 'open'),
        gt(networkRequestOffers.expiresAt, now),
      ),
    )
    .orderBy(asc(networkRequestOffers.expiresAt), asc(networkRequestOffers.id));
}

/**
 * The one-winner rule (docs/decisions/0056): the request goes to this instructor only if nobody
 * has it yet. Under concurrency the database serialises the updates of the row: the first commits,
 * and every other finds the request allocated and updates nothing.
 */
export async function claimNetworkRequest(
  db: DatabaseExecutor,
  requestId: number,
  instructorId: number,
  now: Date,
): Promise<NetworkRequestRow | undefined> {
  const [row] = await db
    .update(networkPartnerRequests)
    .set({ status: 'allocated', allocatedInstructorId: instructorId, updatedAt: now })
    .where(
      and(
        eq(networkPartnerRequests.id, requestId),
        isNull(networkPartnerRequests.allocatedInstructorId),
        inArray(networkPartnerRequests.status, ['pending', 'contacted']),
      ),
    )
    .returning();
  return row;
}

export async function setRequestLearner(
  db: DatabaseExecutor,
  requestId: number,
  learnerId: number,
): Promise<void> {
  await db.update(networkPartnerRequests).set({ learnerId }).where(eq(networkPartnerRequests.id, requestId));
}

/** Closes an offer still open (and, to accept, not past its reply-by): false when it no longer was. */
export async function closeOpenOffer(
  db: DatabaseExecutor,
  offerId: number,
  status: 'accepted' | 'declined',
  now: Date,
): Promise<boolean> {
  const closed = await db
    .update(networkRequestOffers)
    .set({ status, closedAt: now })
    .where(
      and(
        eq(networkRequestOffers.id, offerId),
        eq(networkRequestOffers.status, 'open'),
        gt(networkRequestOffers.expiresAt, now),
      ),
    )
    .returning({ id: networkRequestOffers.id });
  return closed.length > 0;
}

/**
 * Withdraws the request's offers still open (but `exceptOfferId`), or, when the owner puts the
 * request back to place (`onlyAccepted`), its accepted one, so it can be offered and accepted again.
 */
export async function withdrawOffersOfRequest(
  db: DatabaseExecutor,
  requestId: number,
  now: Date,
  options: { exceptOfferId?: number; onlyAccepted?: boolean } = {},
): Promise<number> {
  const closed = await db
    .update(networkRequestOffers)
    .set({ status: 'withdrawn', closedAt: now })
    .where(
      and(
        eq(networkRequestOffers.requestId, requestId),
        eq(networkRequestOffers.status, options.onlyAccepted ? 'accepted' : 'open'),
        options.exceptOfferId === undefined ? undefined : ne(networkRequestOffers.id, options.exceptOfferId),
      ),
    )
    .returning({ id: networkRequestOffers.id });
  return closed.length;
}

/** Marks every open offer past its reply-by expired, once (one UPDATE claims each), and answers them. */
export function expireDueOffers(db: DatabaseExecutor, now: Date) {
  return db
    .update(networkRequestOffers)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(networkRequestOffers.status, 'open'), lte(networkRequestOffers.expiresAt, now)))
    .returning({
      id: networkRequestOffers.id,
      requestId: networkRequestOffers.requestId,
      instructorId: networkRequestOffers.instructorId,
      expiresAt: networkRequestOffers.expiresAt,
    });
}

/**
 * Claims the requests whose reply-by promise has fallen due (reply-by date on or before
 * `dueOnOrBefore`) while still unallocated, each once: the learner is told we are still looking.
 */
export function claimDueReplyNotices(db: DatabaseExecutor, dueOnOrBefore: string, now: Date) {
  return db
    .update(networkPartnerRequests)
    .set({ replyNoticeClaimedAt: now })
    .where(
      and(
        isNull(networkPartnerRequests.replyNoticeClaimedAt),
        isNull(networkPartnerRequests.allocatedInstructorId),
        inArray(networkPartnerRequests.status, ['pending', 'contacted']),
        sql`${networkPartnerRequests.estimatedResponseDate} <= ${dueOnOrBefore}`,
      ),
    )
    .returning();
}
