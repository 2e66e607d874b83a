import { INSTRUCTOR_CONTACT_HOURS } from '../../../../core/partner-network/network-request-schemas';
import type {
  AnswerNetworkOfferResponse,
  EmailOutcome,
  MyNetworkOffersResponse,
  OfferedRequest,
  OfferLinkResponse,
  OfferSentResponse,
  RequestAllocation,
} from '../../../../core/partner-network/request-offer-schemas';
import {
  formatNetworkReference,
  getAllocationSteps,
  getBroadcastRecipients,
  getOfferReplyBy,
  getOfferStatusAt,
  REPLY_NOTICE_TIME,
} from '../../../../core/partner-network/request-offers';
import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseTransaction } from '../../../db/database-client';
import { type AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import { generateToken, hashToken } from '../../../lib/random-tokens';
import { takeOnNetworkLearner } from '../../learners/learners/learners-service';
import { type QueueOutboxRows, withOutboxDeliveries } from '../../messaging/outbox/with-outbox';
import { recordReferralOfNetworkLearner } from '../../money/school-fees/school-fees-service';
import {
  learnerAllocatedEmail,
  networkOfferEmail,
  replyPromiseNoticeEmail,
  requestOpenAgainEmail,
} from './network-request-offer-emails';
import {
  claimDueReplyNotices,
  claimNetworkRequest,
  closeOpenOffer,
  expireDueOffers,
  findOfferById,
  findOfferByTokenHash,
  insertOffers,
  insertRequestEvents,
  listLiveOffersOfInstructor,
  listOffersOfRequest,
  listRequestEvents,
  lockNetworkRequest,
  type OfferWithRequest,
  setRequestLearner,
  withdrawOffersOfRequest,
} from './network-request-offers-repository';
import type { NetworkRequestRow } from './network-requests-repository';
import { findNetworkRequestById } from './network-requests-repository';
import { NETWORK_REQUEST_NOT_FOUND_MESSAGE, rankRequest, schoolDetails } from './network-requests-service';

/*
 * Offering a network-partner request to the school's instructors, their answers, and the
 * follow-ups (issue 38, docs/decisions/0056).
 */

export const NETWORK_OFFER_PATH = '/network-offer';
export const OFFER_NOT_FOUND_MESSAGE = 'That offer no longer exists.';
export const REQUEST_TAKEN_MESSAGE = 'Another instructor took this request.';
export const OFFER_ANSWERED_MESSAGE = 'You have already answered this offer.';
export const OFFER_EXPIRED_MESSAGE =
  'The 48 hours to answer this offer have passed, so it has closed. The school may offer it to you again.';
export const OFFER_WITHDRAWN_MESSAGE =
  'The school has withdrawn this offer: the request no longer needs an instructor.';
export const NOBODY_TO_OFFER_MESSAGE =
  'Nobody else who matches is left to ask: everyone who could take it has declined or has it already.';
export const SUSPENDED_OFFER_MESSAGE =
  'Your account is suspended, so you cannot take on learners. Please talk to the school’s owner.';

/** How the school's e-mails name an instructor who has not given their name yet. */
const UNNAMED_INSTRUCTOR = 'The instructor';

function toOfferedRequest(request: NetworkRequestRow): OfferedRequest {
  return {
    reference: formatNetworkReference(request.id),
    lessonType: request.lessonType,
    postcodeDistrict: request.postcodeDistrict,
    instructorPreference: request.instructorPreference,
    preferredDates: request.preferredDates,
    additionalRequirements: request.additionalRequirements,
    urgencyLevel: request.urgencyLevel,
  };
}

function offerLink(deps: AppDependencies, token: string): string {
  return `${deps.env.PUBLIC_URL.replace(/\/$/, '')}${NETWORK_OFFER_PATH}/${token}`;
}

function countEmails(delivered: ReadonlyMap<number, EmailOutcome>): OfferSentResponse['emails'] {
  const emails = { sent: 0, failed: 0, not_configured: 0 };
  for (const status of delivered.values()) emails[status] += 1;
  return emails;
}

/** The owner's view of a request's offers, history and next step. */
export async function getRequestAllocation(deps: AppDependencies, id: number): Promise<RequestAllocation> {
  const { db } = deps.database;
  const row = await findNetworkRequestById(db, id);
  if (!row) throw notFound(NETWORK_REQUEST_NOT_FOUND_MESSAGE);
  const now = deps.now();
  const [offers, events] = await Promise.all([listOffersOfRequest(db, id), listRequestEvents(db, id)]);
  const steps = getAllocationSteps(
    row.request,
    offers.map(({ offer }) => offer),
    now,
  );
  return {
    requestId: id,
    offers: offers.map(({ offer, instructorName }) => ({
      id: offer.id,
      instructor: { id: offer.instructorId, fullName: instructorName },
      kind: offer.kind,
      status: getOfferStatusAt(offer, now),
      offeredAt: offer.createdAt.toISOString(),
      replyBy: offer.expiresAt.toISOString(),
    })),
    history: events.map(({ event, instructorName, byName }) => ({
      id: event.id,
      kind: event.kind,
      at: event.at.toISOString(),
      instructor: event.instructorId === null ? null : { id: event.instructorId, fullName: instructorName },
      by: event.byInstructorId === null ? null : { id: event.byInstructorId, fullName: byName },
      instructorCount: event.instructorCount,
      emailStatus: event.emailStatus,
      status: event.status,
    })),
    ...steps,
  };
}

/**
 * Offers the request to one instructor the matcher lists (direct), or to everyone it lists who has
 * not declined it (broadcast, allowed only after a decline or an unanswered 48 hours). Each gets
 * the offer on Today and by e-mail, with a single-use link.
 */
async function sendOffers(
  deps: AppDependencies,
  owner: InstructorProfile,
  requestId: number,
  target: { kind: 'direct'; instructorId: number } | { kind: 'broadcast' },
): Promise<OfferSentResponse> {
  const found = await findNetworkRequestById(deps.database.db, requestId);
  if (!found) throw notFound(NETWORK_REQUEST_NOT_FOUND_MESSAGE);
  const ranked = await rankRequest(deps, owner, found.request);
  const school = await schoolDetails(deps);
  const now = deps.now();
  const { result: offered, delivered } = await withOutboxDeliveries(deps, async (tx, queue) => {
    const request = await lockNetworkRequest(tx, requestId);
    if (!request) throw notFound(NETWORK_REQUEST_NOT_FOUND_MESSAGE);
    const offers = (await listOffersOfRequest(tx, requestId)).map(({ offer }) => offer);
    const steps = getAllocationSteps(request, offers, now);
    const allowed = target.kind === 'direct' ? steps.canOffer : steps.canBroadcast;
    if (!allowed) throw conflict('OFFER_NOT_NOW', steps.waitingFor ?? NOBODY_TO_OFFER_MESSAGE);

    let recipients: number[];
    if (target.kind === 'direct') {
      if (!ranked.matches.some((match) => match.instructorId === target.instructorId)) {
        const refusal = ranked.refused.find((refused) => refused.instructorId === target.instructorId);
        const message = refusal
          ? `${refusal.fullName} cannot take it: ${refusal.reason}`
          : 'Choose one of the instructors who could take it';
        throw badRequest(message, { instructorId: message });
      }
      recipients = [target.instructorId];
    } else {
      recipients = getBroadcastRecipients(
        ranked.matches.map((match) => match.instructorId),
        offers,
        now,
      );
      if (recipients.length === 0) throw conflict('NOBODY_TO_OFFER', NOBODY_TO_OFFER_MESSAGE);
    }

    const expiresAt = getOfferReplyBy(now);
    const tokens = new Map(recipients.map((id) => [id, generateToken()]));
    await insertOffers(
      tx,
      recipients.map((instructorId) => ({
        requestId,
        instructorId,
        kind: target.kind,
        tokenHash: hashToken(tokens.get(instructorId) ?? ''),
        offeredBy: owner.id,
        createdAt: now,
        expiresAt,
      })),
    );
    await insertRequestEvents(tx, [
      target.kind === 'direct'
        ? { requestId, kind: 'offered', instructorId: target.instructorId, byInstructorId: owner.id, at: now }
        : {
            requestId,
            kind: 'broadcast',
            byInstructorId: owner.id,
            instructorCount: recipients.length,
            at: now,
          },
    ]);
    for (const instructorId of recipients) {
      const account = ranked.accounts.get(instructorId);
      const token = tokens.get(instructorId);
      if (!account || token === undefined) continue;
      await queue(
        deps.mail.enqueue(
          tx,
          networkOfferEmail({
            to: account.email,
            instructorName: account.fullName,
            request: toOfferedRequest(request),
            replyBy: expiresAt,
            link: offerLink(deps, token),
            broadcast: target.kind === 'broadcast',
            school,
          }),
        ),
      );
    }
    return recipients.length;
  });
  return {
    allocation: await getRequestAllocation(deps, requestId),
    offered,
    emails: countEmails(delivered),
  };
}

export function offerRequestToInstructor(
  deps: AppDependencies,
  owner: InstructorProfile,
  requestId: number,
  instructorId: number,
): Promise<OfferSentResponse> {
  return sendOffers(deps, owner, requestId, { kind: 'direct', instructorId });
}

export function broadcastRequest(
  deps: AppDependencies,
  owner: InstructorProfile,
  requestId: number,
): Promise<OfferSentResponse> {
  return sendOffers(deps, owner, requestId, { kind: 'broadcast' });
}

/** The signed-in instructor's offers still open, for Today. */
export async function listMyOffers(
  deps: AppDependencies,
  instructor: InstructorProfile,
): Promise<MyNetworkOffersResponse> {
  const rows = await listLiveOffersOfInstructor(deps.database.db, instructor.id, deps.now());
  return {
    offers: rows.map(({ offer, request }) => ({
      id: offer.id,
      kind: offer.kind,
      offeredAt: offer.createdAt.toISOString(),
      replyBy: offer.expiresAt.toISOString(),
      request: toOfferedRequest(request),
    })),
  };
}

/** Why an offer cannot be answered any more, as the coded error both ways of answering give. */
function closedOfferError(found: OfferWithRequest, now: Date): AppError | null {
  const status = getOfferStatusAt(found.offer, now);
  if (status === 'open') return null;
  if (status === 'accepted' || status === 'declined')
    return conflict('OFFER_ANSWERED', OFFER_ANSWERED_MESSAGE);
  if (status === 'expired') return conflict('OFFER_EXPIRED', OFFER_EXPIRED_MESSAGE);
  const takenByAnother =
    found.request.allocatedInstructorId !== null &&
    found.request.allocatedInstructorId !== found.offer.instructorId;
  return takenByAnother
    ? conflict('REQUEST_TAKEN', REQUEST_TAKEN_MESSAGE)
    : conflict('OFFER_WITHDRAWN', OFFER_WITHDRAWN_MESSAGE);
}

/**
 * Tells the school when a request's last live offer has just closed (declined or run out) and
 * nobody has taken it: it must be offered again, or the learner waits in silence. During a
 * broadcast the other offers are still live, so a single decline among many says nothing.
 */
async function queueOpenAgainEmail(
  deps: AppDependencies,
  tx: DatabaseTransaction,
  queue: QueueOutboxRows,
  step: {
    requestId: number;
    outcome: 'declined' | 'expired';
    instructorNames: readonly string[];
    now: Date;
  },
): Promise<boolean> {
  const found = await findNetworkRequestById(tx, step.requestId);
  if (!found || found.request.allocatedInstructorId !== null) return false;
  if (found.request.status !== 'pending' && found.request.status !== 'contacted') return false;
  const offers = await listOffersOfRequest(tx, step.requestId);
  if (offers.some(({ offer }) => getOfferStatusAt(offer, step.now) === 'open')) return false;
  const school = await schoolDetails(deps);
  await queue(
    deps.mail.enqueue(
      tx,
      requestOpenAgainEmail({
        reference: formatNetworkReference(step.requestId),
        lessonType: found.request.lessonType,
        outcome: step.outcome,
        instructorNames: step.instructorNames,
        school,
      }),
    ),
  );
  return true;
}

/**
 * Accepts or declines an offer the caller has already found (by id or by its link's token). To
 * accept, the request is claimed first by a conditional update (the one-winner rule): everyone
 * else who accepts at the same moment gets 409 with nothing written. The winner gets the learner
 * (created or linked through the learners service), the other offers are withdrawn, and the learner
 * is e-mailed who will teach them.
 */
async function answerFoundOffer(
  deps: AppDependencies,
  offerId: number,
  answer: 'accept' | 'decline',
): Promise<AnswerNetworkOfferResponse> {
  const now = deps.now();
  const school = await schoolDetails(deps);
  const { result: accepted, delivered } = await withOutboxDeliveries(deps, async (tx, queue) => {
    const found = await findOfferById(tx, offerId);
    if (!found) throw notFound(OFFER_NOT_FOUND_MESSAGE);
    const closed = closedOfferError(found, now);
    if (closed) throw closed;
    const { offer, request, instructor } = found;

    if (answer === 'decline') {
      if (!(await closeOpenOffer(tx, offer.id, 'declined', now)))
        throw conflict('OFFER_ANSWERED', OFFER_ANSWERED_MESSAGE);
      await insertRequestEvents(tx, [
        { requestId: request.id, kind: 'declined', instructorId: instructor.id, at: now },
      ]);
      await queueOpenAgainEmail(deps, tx, queue, {
        requestId: request.id,
        outcome: 'declined',
        instructorNames: [instructor.fullName ?? UNNAMED_INSTRUCTOR],
        now,
      });
      return null;
    }

    // A suspended instructor may still say no, but takes on nobody (their link outlives their sessions).
    if (instructor.status !== 'active') throw conflict('INSTRUCTOR_SUSPENDED', SUSPENDED_OFFER_MESSAGE);
    const claimed = await claimNetworkRequest(tx, request.id, instructor.id, now);
    if (!claimed) throw conflict('REQUEST_TAKEN', REQUEST_TAKEN_MESSAGE);
    // Claimed, but this offer was answered in another tab or ran out meanwhile: undo all of it.
    if (!(await closeOpenOffer(tx, offer.id, 'accepted', now))) {
      const again = await findOfferById(tx, offerId);
      throw (again && closedOfferError(again, now)) ?? conflict('OFFER_ANSWERED', OFFER_ANSWERED_MESSAGE);
    }
    await withdrawOffersOfRequest(tx, request.id, now, { exceptOfferId: offer.id });
    const learner = await takeOnNetworkLearner(
      tx,
      { email: request.email, fullName: request.fullName, phone: request.phone },
      instructor.id,
    );
    if (learner) {
      await setRequestLearner(tx, request.id, learner.id);
      // The school passed this learner on: what a referral fee falls on (docs/decisions/0062).
      await recordReferralOfNetworkLearner(tx, { instructorId: instructor.id, studentId: learner.id }, now);
    }
    await insertRequestEvents(tx, [
      { requestId: request.id, kind: 'accepted', instructorId: instructor.id, at: now },
      ...(learner ? [] : [{ requestId: request.id, kind: 'learner_not_linked' as const, at: now }]),
    ]);
    const learnerEmailRow = await deps.mail.enqueue(
      tx,
      learnerAllocatedEmail({
        to: request.email,
        learnerName: request.fullName,
        reference: formatNetworkReference(request.id),
        lessonType: request.lessonType,
        instructorName: instructor.fullName,
        instructorPhone: instructor.phone,
        school,
      }),
    );
    await queue(Promise.resolve(learnerEmailRow));
    return {
      learner: {
        studentId: learner?.id ?? null,
        fullName: request.fullName,
        email: request.email,
        phone: request.phone,
      },
      requestId: request.id,
      instructorId: instructor.id,
      outboxId: learnerEmailRow.id,
    };
  });

  if (accepted === null) {
    return {
      outcome: 'declined',
      learner: null,
      learnerEmail: null,
      contactWithinHours: INSTRUCTOR_CONTACT_HOURS,
    };
  }
  const learnerEmail = delivered.get(accepted.outboxId) ?? 'failed';
  // Recorded once delivery has been tried, so the history says what really became of it.
  await insertRequestEvents(deps.database.db, [
    {
      requestId: accepted.requestId,
      kind: 'learner_emailed',
      instructorId: accepted.instructorId,
      emailStatus: learnerEmail,
      at: deps.now(),
    },
  ]);
  return {
    outcome: 'accepted',
    learner: accepted.learner,
    learnerEmail,
    contactWithinHours: INSTRUCTOR_CONTACT_HOURS,
  };
}

/**
 * From the dashboard: only the instructor the offer is addressed to may answer it; anyone else's
 * answer is refused as if it did not exist (decision 0047: an id reveals nothing).
 */
export async function answerMyOffer(
  deps: AppDependencies,
  instructor: InstructorProfile,
  offerId: number,
  answer: 'accept' | 'decline',
): Promise<AnswerNetworkOfferResponse> {
  const found = await findOfferById(deps.database.db, offerId);
  if (!found || found.offer.instructorId !== instructor.id) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  return answerFoundOffer(deps, offerId, answer);
}

/** The e-mailed link's page: the request's essentials and where the offer stands; 404 for an unknown link. */
export async function lookUpOfferLink(deps: AppDependencies, token: string): Promise<OfferLinkResponse> {
  const found = await findOfferByTokenHash(deps.database.db, hashToken(token));
  if (!found)
    throw notFound('This link is not one we sent. Check you copied the whole link from the e-mail.');
  return {
    state: getOfferStatusAt(found.offer, deps.now()),
    instructorName: found.instructor.fullName,
    replyBy: found.offer.expiresAt.toISOString(),
    request: toOfferedRequest(found.request),
  };
}

/** Accepts or declines from the e-mailed link: the link is the instructor's credential, used once. */
export async function answerOfferLink(
  deps: AppDependencies,
  token: string,
  answer: 'accept' | 'decline',
): Promise<AnswerNetworkOfferResponse> {
  const found = await findOfferByTokenHash(deps.database.db, hashToken(token));
  if (!found)
    throw notFound('This link is not one we sent. Check you copied the whole link from the e-mail.');
  return answerFoundOffer(deps, found.offer.id, answer);
}

export interface NetworkFollowUpResult {
  expiredOffers: number;
  /** Requests whose offers all ran out unanswered: the school was e-mailed to offer each again. */
  openAgainEmails: number;
  replyNotices: { requestId: number; status: EmailOutcome }[];
}

/** The latest reply-by date whose promise has fallen due at `now` (London). */
function latestDueReplyDate(now: Date): string {
  const { date, time } = toZonedParts(now, SCHOOL_TIME_ZONE);
  return time >= REPLY_NOTICE_TIME ? date : addDaysToIsoDate(date, -1);
}

/**
 * One run of the follow-ups (every few minutes, and with any clock in tests): offers past their
 * 48 hours are recorded as expired, and learners whose reply-by promise fell due while nobody took
 * their request are told so, once each (one UPDATE claims each request).
 */
export async function runNetworkRequestFollowUps(deps: AppDependencies): Promise<NetworkFollowUpResult> {
  const now = deps.now();
  const { db } = deps.database;
  const { result: expired } = await withOutboxDeliveries(deps, async (tx, queue) => {
    const rows = await expireDueOffers(tx, now);
    await insertRequestEvents(
      tx,
      rows.map((row) => ({
        requestId: row.requestId,
        kind: 'expired' as const,
        instructorId: row.instructorId,
        at: row.expiresAt,
      })),
    );
    let schoolEmails = 0;
    for (const requestId of new Set(rows.map((row) => row.requestId))) {
      const expiredIds = new Set(rows.filter((row) => row.requestId === requestId).map((row) => row.id));
      const offers = await listOffersOfRequest(tx, requestId);
      const told = await queueOpenAgainEmail(deps, tx, queue, {
        requestId,
        outcome: 'expired',
        instructorNames: offers
          .filter(({ offer }) => expiredIds.has(offer.id))
          .map(({ instructorName }) => instructorName ?? UNNAMED_INSTRUCTOR),
        now,
      });
      if (told) schoolEmails += 1;
    }
    return { offers: rows.length, schoolEmails };
  });

  const school = await schoolDetails(deps);
  const { result: claimed, delivered } = await withOutboxDeliveries(deps, async (tx, queue) => {
    const requests = await claimDueReplyNotices(tx, latestDueReplyDate(now), now);
    const rows: { requestId: number; outboxId: number }[] = [];
    for (const request of requests) {
      const row = await deps.mail.enqueue(
        tx,
        replyPromiseNoticeEmail({
          to: request.email,
          learnerName: request.fullName,
          reference: formatNetworkReference(request.id),
          estimatedResponseDate: request.estimatedResponseDate,
          lessonType: request.lessonType,
          school,
        }),
      );
      await queue(Promise.resolve(row));
      rows.push({ requestId: request.id, outboxId: row.id });
    }
    return rows;
  });
  const replyNotices = claimed.map(({ requestId, outboxId }) => ({
    requestId,
    status: delivered.get(outboxId) ?? ('failed' as const),
  }));
  await insertRequestEvents(
    db,
    replyNotices.map(({ requestId, status }) => ({
      requestId,
      kind: 'reply_notice_emailed' as const,
      emailStatus: status,
      at: deps.now(),
    })),
  );
  return { expiredOffers: expired.offers, openAgainEmails: expired.schoolEmails, replyNotices };
}
