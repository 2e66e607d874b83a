import {
  type FeeTermsResponse,
  isMonday,
  REFERRAL_LEARNER_MESSAGE,
  type ReferralRequest,
  type ValidFeeModelChangeRequest,
  WAIVED_WEEK_MESSAGE,
  type WaivedWeekRequest,
} from '../../../../core/money/school-fee-terms-schemas';
import {
  getFeeModelOn,
  type InstructorFeeTerms,
  type SchoolFeeModel,
  schoolFeeModelSchema,
} from '../../../../core/money/school-fees';
import type {
  TurnoverBasisChangeRequest,
  TurnoverBasisResponse,
} from '../../../../core/money/settling-up-schemas';
import { getTurnoverBasisOn, type TurnoverBasisChange } from '../../../../core/money/turnover-basis';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { findStudent } from '../../learners/learners/learners-service';
import { getInstructorContact } from '../../platform/auth/account-service';
import {
  deleteWaivedWeek,
  type FeeModelChangeRow,
  insertFeeModelChange,
  insertReferral,
  insertTurnoverBasisChange,
  insertWaivedWeek,
  listFeeModelChanges,
  listReferrals,
  listTurnoverBasisChanges,
  listWaivedWeeks,
} from './school-fees-repository';

/*
 * The school's fee terms per instructor (issue 39, docs/decisions/0059): the owner sets and
 * changes them, each instructor reads their own. The rules that turn them into fees are core's
 * computeSchoolFees; this module only keeps the history.
 */

export const INSTRUCTOR_NOT_FOUND_MESSAGE = 'That instructor was not found.';

/** The stored columns of a model: the kind's own amounts, the others null (the table checks it). */
function toModelColumns(model: SchoolFeeModel) {
  return {
    kind: model.kind,
    weeklyPence: model.kind === 'weekly_franchise' ? model.weeklyPence : null,
    noLessonsNoFee: model.kind === 'weekly_franchise' ? model.noLessonsNoFee : null,
    basisPoints: model.kind === 'commission' ? model.basisPoints : null,
    perLearnerPence: model.kind === 'referral' ? model.perLearnerPence : null,
  };
}

function toModel(row: FeeModelChangeRow): SchoolFeeModel {
  return schoolFeeModelSchema.parse({
    kind: row.kind,
    ...(row.kind === 'weekly_franchise'
      ? { weeklyPence: row.weeklyPence, noLessonsNoFee: row.noLessonsNoFee }
      : {}),
    ...(row.kind === 'commission' ? { basisPoints: row.basisPoints } : {}),
    ...(row.kind === 'referral' ? { perLearnerPence: row.perLearnerPence } : {}),
  });
}

/** An instructor of the school, or 404 (an unknown id and another's, for an instructor, alike). */
async function requireInstructor(db: DatabaseExecutor, viewer: Viewer, instructorId: number) {
  if (!isOwner(viewer) && viewer.id !== instructorId) throw notFound(INSTRUCTOR_NOT_FOUND_MESSAGE);
  const instructor = await getInstructorContact(db, instructorId);
  if (!instructor) throw notFound(INSTRUCTOR_NOT_FOUND_MESSAGE);
  return instructor;
}

export interface InstructorReferral {
  id: number;
  studentId: number | null;
  learnerName: string | null;
  day: string;
}

export interface FeeTermsOfInstructor {
  terms: InstructorFeeTerms;
  referrals: InstructorReferral[];
}

/**
 * The fee terms of these instructors as computeSchoolFees reads them, and their referrals (the
 * statements' input). History is in the order made, so of two changes from one day the later counts.
 */
export async function getFeeTermsOfInstructors(
  db: DatabaseExecutor,
  instructorIds: readonly number[],
): Promise<Map<number, FeeTermsOfInstructor>> {
  const [changes, waived, referrals] = await Promise.all([
    listFeeModelChanges(db, instructorIds),
    listWaivedWeeks(db, instructorIds),
    listReferrals(db, instructorIds),
  ]);
  return new Map(
    instructorIds.map((id) => [
      id,
      {
        terms: {
          history: changes
            .filter(({ change }) => change.instructorId === id)
            .map(({ change }) => ({ from: change.fromDate, model: toModel(change) })),
          franchiseFreeWeeks: waived.filter((row) => row.instructorId === id).map((row) => row.weekFrom),
        },
        referrals: referrals
          .filter((row) => row.instructorId === id)
          .map((row) => ({
            id: row.id,
            studentId: row.studentId,
            learnerName: row.learnerName,
            day: row.referredOn,
          })),
      },
    ]),
  );
}

/** The owner's view of an instructor's terms, or the instructor's own (404 for another's). */
export async function getFeeTerms(
  deps: AppDependencies,
  viewer: Viewer,
  instructorId: number,
): Promise<FeeTermsResponse> {
  const { db } = deps.database;
  await requireInstructor(db, viewer, instructorId);
  const [changes, waived, referrals] = await Promise.all([
    listFeeModelChanges(db, [instructorId]),
    listWaivedWeeks(db, [instructorId]),
    listReferrals(db, [instructorId]),
  ]);
  const history = changes.map(({ change }) => ({ from: change.fromDate, model: toModel(change) }));
  const today = toZonedParts(deps.now(), SCHOOL_TIME_ZONE).date;
  return {
    instructorId,
    current: getFeeModelOn(history, today),
    // Newest first, as the owner reads a history.
    history: changes
      .map(({ change, changedByName }) => ({
        id: change.id,
        from: change.fromDate,
        model: toModel(change),
        changedByName,
        changedAt: change.changedAt.toISOString(),
      }))
      .reverse(),
    waivedWeeks: waived.map((row) => row.weekFrom),
    referrals: referrals.map((row) => ({
      id: row.id,
      studentId: row.studentId,
      learnerName: row.learnerName,
      referredOn: row.referredOn,
    })),
  };
}

/** The owner sets a model in force from a day (kept beside the earlier ones: the history). */
export async function changeFeeModel(
  deps: AppDependencies,
  owner: Viewer,
  instructorId: number,
  request: ValidFeeModelChangeRequest,
): Promise<FeeTermsResponse> {
  const { db } = deps.database;
  await requireInstructor(db, owner, instructorId);
  await insertFeeModelChange(db, {
    instructorId,
    fromDate: request.from,
    ...toModelColumns(request.model),
    changedBy: owner.id,
    changedAt: deps.now(),
  });
  return getFeeTerms(deps, owner, instructorId);
}

/** The owner waives a week's franchise fee, by its Monday, or charges it again. */
export async function setFranchiseWeekWaived(
  deps: AppDependencies,
  owner: Viewer,
  instructorId: number,
  request: WaivedWeekRequest,
): Promise<FeeTermsResponse> {
  const { db } = deps.database;
  await requireInstructor(db, owner, instructorId);
  if (!isMonday(request.weekFrom)) {
    throw badRequest(WAIVED_WEEK_MESSAGE, { weekFrom: WAIVED_WEEK_MESSAGE });
  }
  if (request.waived) {
    await insertWaivedWeek(db, {
      instructorId,
      weekFrom: request.weekFrom,
      waivedBy: owner.id,
      waivedAt: deps.now(),
    });
  } else {
    await deleteWaivedWeek(db, instructorId, request.weekFrom);
  }
  return getFeeTerms(deps, owner, instructorId);
}

/** The owner records that the school passed a learner to an instructor on a day (once per pair). */
export async function recordReferral(
  deps: AppDependencies,
  owner: Viewer,
  instructorId: number,
  request: ReferralRequest,
): Promise<FeeTermsResponse> {
  const { db } = deps.database;
  await requireInstructor(db, owner, instructorId);
  if (!(await findStudent(db, request.studentId))) {
    throw badRequest(REFERRAL_LEARNER_MESSAGE, { studentId: REFERRAL_LEARNER_MESSAGE });
  }
  const inserted = await insertReferral(db, {
    instructorId,
    studentId: request.studentId,
    referredOn: request.referredOn,
    recordedBy: owner.id,
    recordedAt: deps.now(),
  });
  if (!inserted) {
    const message = 'This learner was already referred to this instructor';
    throw conflict('ALREADY_REFERRED', message, { studentId: message });
  }
  return getFeeTerms(deps, owner, instructorId);
}

/**
 * A learner passed on by the network's offers (docs/decisions/0056, 0062): the instructor who
 * accepted took them on, on the day they accepted. Runs in the acceptance's transaction; recorded
 * once per learner and instructor (a second acceptance of the same learner records nothing).
 */
export async function recordReferralOfNetworkLearner(
  tx: DatabaseExecutor,
  referral: { instructorId: number; studentId: number },
  now: Date,
): Promise<boolean> {
  const inserted = await insertReferral(tx, {
    instructorId: referral.instructorId,
    studentId: referral.studentId,
    referredOn: toZonedParts(now, SCHOOL_TIME_ZONE).date,
    // The acceptance recorded it: the instructor who accepted.
    recordedBy: referral.instructorId,
    recordedAt: now,
  });
  return inserted !== null;
}

/** The school's agent-or-principal history as core's rules read it (in the order made). */
export async function getTurnoverBasisHistory(db: DatabaseExecutor): Promise<TurnoverBasisChange[]> {
  const rows = await listTurnoverBasisChanges(db);
  return rows.map(({ change }) => ({ from: change.fromDate, basis: change.basis }));
}

/** Agent or principal today, and every change with who made it (newest first). */
export async function getTurnoverBasis(deps: AppDependencies): Promise<TurnoverBasisResponse> {
  const rows = await listTurnoverBasisChanges(deps.database.db);
  const today = toZonedParts(deps.now(), SCHOOL_TIME_ZONE).date;
  return {
    current: getTurnoverBasisOn(
      rows.map(({ change }) => ({ from: change.fromDate, basis: change.basis })),
      today,
    ),
    history: rows
      .map(({ change, changedByName }) => ({
        id: change.id,
        basis: change.basis,
        from: change.fromDate,
        changedByName,
        changedAt: change.changedAt.toISOString(),
      }))
      .reverse(),
  };
}

/** The owner chooses agent or principal from a day on (kept beside the earlier choices). */
export async function changeTurnoverBasis(
  deps: AppDependencies,
  owner: Viewer,
  request: TurnoverBasisChangeRequest,
): Promise<TurnoverBasisResponse> {
  await insertTurnoverBasisChange(deps.database.db, {
    basis: request.basis,
    fromDate: request.from,
    changedBy: owner.id,
    changedAt: deps.now(),
  });
  return getTurnoverBasis(deps);
}
