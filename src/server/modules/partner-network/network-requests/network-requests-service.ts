import { isHoneypotFilled, NETWORK_LIST_LIMIT } from '../../../../core/partner-network/contact-fields';
import {
  ALLOCATION_ONLY_WHEN_ALLOCATED_MESSAGE,
  getResponseDeadline,
  isPreferredDateInRange,
  type NetworkPartnerRequest,
  type NetworkPartnerRequestList,
  type NetworkPartnerRequestReceipt,
  type NetworkRequestStatus,
  PREFERRED_DATES_RANGE_MESSAGE,
  toPostcodeDistrict,
  UNKNOWN_INSTRUCTOR_MESSAGE,
  type UpdateNetworkRequestStatus,
  type ValidCreateNetworkPartnerRequest,
} from '../../../../core/partner-network/network-request-schemas';
import type { RequestMatchesResponse } from '../../../../core/partner-network/request-match-schemas';
import {
  listRefusedInstructors,
  type MatchCandidate,
  rankInstructorsForRequest,
} from '../../../../core/partner-network/request-matching';
import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import type { InstructorAccount } from '../../../../core/platform/auth/instructor-accounts-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import { badRequest, notFound } from '../../../lib/app-error';
import { getSchoolDetails } from '../../../lib/school-details';
import { countCurrentStudentsByInstructorId } from '../../learners/learners/learners-service';
import type { OutboxRow } from '../../messaging/outbox/outbox-repository';
import { listInstructorsForOwner } from '../../platform/auth/instructor-accounts-service';
import { listInstructorCompliance } from '../../platform/auth/instructor-compliance-service';
import {
  networkRequestConfirmationEmail,
  newNetworkRequestEmail,
  type SchoolDetails,
} from './network-request-emails';
import {
  insertRequestEvents,
  lockNetworkRequest,
  withdrawOffersOfRequest,
} from './network-request-offers-repository';
import {
  countNetworkRequestsByStatus,
  findNetworkRequestById,
  insertNetworkRequest,
  instructorExists,
  listNetworkRequests as listNetworkRequestRows,
  type NetworkRequestRow,
  type NetworkRequestWithInstructor,
  updateNetworkRequestStatus as updateNetworkRequestStatusRow,
} from './network-requests-repository';

export const NETWORK_REQUEST_NOT_FOUND_MESSAGE = 'That request no longer exists.';

/** The school's name and contacts for these e-mails, from its settings. */
export async function schoolDetails(deps: AppDependencies): Promise<SchoolDetails> {
  const { schoolName, phone, email, publicUrl } = await getSchoolDetails(deps);
  return { schoolName, phone, email, publicUrl };
}

/**
 * Stores a visitor's request with the date the school promises to answer by, and e-mails a
 * confirmation to the visitor and a notification to the school (both through the outbox, written
 * in the same transaction and delivered once it has committed). A filled-in honeypot gets the
 * same answer, but nothing is stored or sent.
 */
export async function createNetworkRequest(
  deps: AppDependencies,
  request: ValidCreateNetworkPartnerRequest,
): Promise<NetworkPartnerRequestReceipt> {
  const now = deps.now();
  const today = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  const deadline = getResponseDeadline(today, request.urgencyLevel, request.preferredDates);
  const estimatedResponseDate = deadline.date;

  if (isHoneypotFilled(request.website)) {
    deps.logger.info({ form: 'network-partner-request' }, 'honeypot filled in: request dropped');
    return {
      urgencyLevel: request.urgencyLevel,
      estimatedResponseDate,
      byLastChosenDate: deadline.byLastChosenDate,
      confirmationEmail: deps.mail.deliveryConfigured ? 'sent' : 'not_sent',
    };
  }

  if (request.preferredDates.some((date) => !isPreferredDateInRange(date, today))) {
    throw badRequest(PREFERRED_DATES_RANGE_MESSAGE, { preferredDates: PREFERRED_DATES_RANGE_MESSAGE });
  }

  const school = await schoolDetails(deps);
  const queued: OutboxRow[] = [];
  await deps.database.db.transaction(async (tx) => {
    const stored = await insertNetworkRequest(tx, {
      fullName: request.fullName,
      email: request.email,
      phone: request.phone,
      lessonType: request.lessonType,
      preferredDates: request.preferredDates,
      postcodeDistrict: toPostcodeDistrict(request.postcode),
      instructorPreference: request.instructorPreference,
      additionalRequirements: request.additionalRequirements || null,
      urgencyLevel: request.urgencyLevel,
      status: 'pending',
      estimatedResponseDate,
      createdAt: now,
      updatedAt: now,
    });
    queued.push(
      await deps.mail.enqueue(tx, networkRequestConfirmationEmail(request, stored, school)),
      await deps.mail.enqueue(tx, newNetworkRequestEmail(request, stored, school)),
    );
  });
  const [confirmation] = await Promise.all(queued.map((row) => deps.mail.deliver(row)));
  return {
    urgencyLevel: request.urgencyLevel,
    estimatedResponseDate,
    byLastChosenDate: deadline.byLastChosenDate,
    confirmationEmail: confirmation === 'sent' ? 'sent' : 'not_sent',
  };
}

function toNetworkRequest({
  request,
  allocatedInstructor,
}: NetworkRequestWithInstructor): NetworkPartnerRequest {
  return {
    id: request.id,
    fullName: request.fullName,
    email: request.email,
    phone: request.phone,
    lessonType: request.lessonType,
    preferredDates: request.preferredDates,
    postcodeDistrict: request.postcodeDistrict,
    instructorPreference: request.instructorPreference,
    additionalRequirements: request.additionalRequirements,
    urgencyLevel: request.urgencyLevel,
    status: request.status,
    allocatedInstructor,
    estimatedResponseDate: request.estimatedResponseDate,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

export async function listNetworkRequests(
  deps: AppDependencies,
  status: NetworkRequestStatus | undefined,
): Promise<NetworkPartnerRequestList> {
  const { db } = deps.database;
  const [rows, totals] = await Promise.all([
    listNetworkRequestRows(db, { status, limit: NETWORK_LIST_LIMIT }),
    countNetworkRequestsByStatus(db),
  ]);
  const counts = { pending: 0, contacted: 0, allocated: 0, closed: 0 };
  for (const { status: rowStatus, total } of totals) counts[rowStatus] = total;
  return { requests: rows.map(toNetworkRequest), counts };
}

export async function getNetworkRequest(deps: AppDependencies, id: number): Promise<NetworkPartnerRequest> {
  const row = await findNetworkRequestById(deps.database.db, id);
  if (!row) throw notFound(NETWORK_REQUEST_NOT_FOUND_MESSAGE);
  return toNetworkRequest(row);
}

/**
 * Moves a request to any of its statuses (a mistaken click can be put right). Only an allocated
 * request names an instructor: one of the school's own when they take the learner, or none when
 * a partner outside the dashboard does; any other status clears it. Offers follow (docs/decisions/0056):
 * allocated or closed by hand withdraws the open ones; back to pending or contacted withdraws the
 * accepted one, so the request can be offered again. The change is in the request's history.
 */
export async function updateNetworkRequestStatus(
  deps: AppDependencies,
  owner: InstructorProfile,
  id: number,
  change: UpdateNetworkRequestStatus,
): Promise<NetworkPartnerRequest> {
  const { db } = deps.database;
  const requestedInstructorId = change.allocatedInstructorId ?? null;
  if (change.status !== 'allocated' && requestedInstructorId !== null) {
    throw badRequest(ALLOCATION_ONLY_WHEN_ALLOCATED_MESSAGE, {
      allocatedInstructorId: ALLOCATION_ONLY_WHEN_ALLOCATED_MESSAGE,
    });
  }
  if (requestedInstructorId !== null && !(await instructorExists(db, requestedInstructorId))) {
    throw badRequest(UNKNOWN_INSTRUCTOR_MESSAGE, { allocatedInstructorId: UNKNOWN_INSTRUCTOR_MESSAGE });
  }
  const now = deps.now();
  await db.transaction(async (tx) => {
    const before = await lockNetworkRequest(tx, id);
    if (!before) throw notFound(NETWORK_REQUEST_NOT_FOUND_MESSAGE);
    await updateNetworkRequestStatusRow(tx, id, {
      status: change.status,
      allocatedInstructorId: requestedInstructorId,
      updatedAt: now,
    });
    const stillToPlace = change.status === 'pending' || change.status === 'contacted';
    await withdrawOffersOfRequest(tx, id, now, stillToPlace ? { onlyAccepted: true } : {});
    if (before.status !== change.status || before.allocatedInstructorId !== requestedInstructorId) {
      await insertRequestEvents(tx, [
        {
          requestId: id,
          kind: 'status_changed',
          status: change.status,
          instructorId: requestedInstructorId,
          byInstructorId: owner.id,
          at: now,
        },
      ]);
    }
  });
  return getNetworkRequest(deps, id);
}

/** The ranking of a request, and the accounts it was made from (their e-mail addresses, for offers). */
export interface RankedRequest {
  matches: RequestMatchesResponse['matches'];
  refused: RequestMatchesResponse['refused'];
  accounts: ReadonlyMap<number, InstructorAccount>;
}

/**
 * Ranks every instructor account for the request: their free times on the learner's dates from
 * the public list of bookable times (what a learner could book now), and their learners.
 */
export async function rankRequest(
  deps: AppDependencies,
  owner: InstructorProfile,
  request: NetworkRequestRow,
): Promise<RankedRequest> {
  const [{ instructors }, { slots }, load, compliance] = await Promise.all([
    listInstructorsForOwner(deps, owner),
    deps.availability.getBookableSlots(),
    countCurrentStudentsByInstructorId(deps.database.db),
    listInstructorCompliance(deps),
  ]);
  const notBookable = new Map(
    compliance
      .filter((entry) => !entry.assessment.bookable)
      .map((entry) => [entry.instructorId, entry.assessment.lines[0] ?? 'not bookable']),
  );
  const dates = new Set(request.preferredDates);
  const freeTimes = new Map<number, Date[]>();
  for (const slot of slots) {
    if (!dates.has(slot.date)) continue;
    const starts = freeTimes.get(slot.instructorId) ?? [];
    starts.push(zonedWallTimeToInstant(slot.date, slot.time, SCHOOL_TIME_ZONE));
    freeTimes.set(slot.instructorId, starts);
  }
  const candidates: MatchCandidate[] = instructors.map((instructor) => ({
    instructorId: instructor.id,
    fullName: instructor.fullName,
    status: instructor.status,
    gearbox: instructor.gearbox,
    gender: instructor.gender,
    areas: instructor.areas,
    freeTimes: freeTimes.get(instructor.id) ?? [],
    activeLearners: load.get(instructor.id) ?? 0,
    complianceProblem: notBookable.get(instructor.id) ?? null,
  }));
  const matches = rankInstructorsForRequest(request, candidates, deps.now(), SCHOOL_TIME_ZONE);
  return {
    matches: matches.map((match) => ({
      ...match,
      earliestFreeAt: match.earliestFreeAt?.toISOString() ?? null,
    })),
    refused: listRefusedInstructors(request, candidates),
    accounts: new Map(instructors.map((instructor) => [instructor.id, instructor])),
  };
}

/**
 * Who could take the request, best first, with the reasons, and who cannot and why (issue 38,
 * docs/decisions/0054).
 */
export async function getRequestMatches(
  deps: AppDependencies,
  owner: InstructorProfile,
  id: number,
): Promise<RequestMatchesResponse> {
  const row = await findNetworkRequestById(deps.database.db, id);
  if (!row) throw notFound(NETWORK_REQUEST_NOT_FOUND_MESSAGE);
  const { matches, refused } = await rankRequest(deps, owner, row.request);
  return { requestId: row.request.id, matches, refused };
}
