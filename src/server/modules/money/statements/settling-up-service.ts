import { getWeekOf } from '../../../../core/money/money-periods';
import { computeSchoolFees } from '../../../../core/money/school-fees';
import {
  computePeriodSettlingUp,
  computeSettlingUp,
  type DatedPence,
  getPenceKeptByReceiver,
  type PaymentReceiptFacts,
  type PeriodSettlingUp,
  type SettlingUpEntries,
  whoReceivedPayment,
} from '../../../../core/money/settling-up';
import type {
  Settlement,
  SettlingUpResponse,
  SettlingUpRow,
  ValidRecordTransferRequest,
} from '../../../../core/money/settling-up-schemas';
import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import {
  addDaysToIsoDate,
  SCHOOL_TIME_ZONE,
  toZonedParts,
  zonedWallTimeToInstant,
} from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { conflict, notFound } from '../../../lib/app-error';
import { getInstructorContact } from '../../platform/auth/account-service';
import { listInstructorsForOwner } from '../../platform/auth/instructor-accounts-service';
import { getLessonCreditsTaughtBetween, listPaymentReceipts } from '../ledger/ledger-service';
import { getFeeTermsOfInstructors } from '../school-fees/school-fees-service';
import {
  findSettlementForUpdate,
  findUndoOfSettlement,
  insertSettlement,
  listSettlements,
} from './settlements-repository';

/*
 * Settling up between the school and each partner instructor (issue 39, docs/decisions/0062):
 * what each has earned (the lesson money they taught, less the school's fees), what they took
 * from learners themselves, and the bank transfers between them. The rules are core's
 * (`whoReceivedPayment`, `computeSettlingUp`); this reads the rows and records the transfers.
 */

export const SETTLING_UP_NOT_FOUND_MESSAGE = 'That instructor was not found.';
export const TRANSFER_NOT_FOUND_MESSAGE = 'That transfer was not found.';
export const OWNER_NOT_SETTLED_MESSAGE =
  'The owner is the school: there is nothing to settle up with them. Choose a partner instructor.';
export const TRANSFER_ALREADY_UNDONE_MESSAGE = 'This transfer has already been undone.';
export const UNDO_NOT_UNDOABLE_MESSAGE = 'This line is an undo itself: record a new transfer instead.';

const londonDate = (instant: Date) => toZonedParts(instant, SCHOOL_TIME_ZONE).date;

interface SettledInstructor {
  id: number;
  name: string;
}

/** Each instructor's dated amounts up to a day, and their transfers as the screen lists them. */
async function readSettlingUp(
  db: DatabaseExecutor,
  instructors: readonly SettledInstructor[],
  throughDay: string,
): Promise<Map<number, { entries: SettlingUpEntries; transfers: Settlement[] }>> {
  const ids = instructors.map((instructor) => instructor.id);
  // Lessons to the Sunday of the last week: a week's "no lessons, no fee" looks at all of it.
  const lastDay = getWeekOf(throughDay).to;
  const [credits, feeTerms, receipts, settlements] = await Promise.all([
    getLessonCreditsTaughtBetween(db, {
      instructorIds: ids,
      from: new Date(0),
      until: zonedWallTimeToInstant(addDaysToIsoDate(lastDay, 1), '00:00', SCHOOL_TIME_ZONE),
    }),
    getFeeTermsOfInstructors(db, ids),
    listPaymentReceipts(db, ids),
    listSettlements(db, ids),
  ]);
  const paymentsById = new Map<number, PaymentReceiptFacts>(receipts.map((receipt) => [receipt.id, receipt]));
  // Only partners are settled with (the owner is the school), so no payment named here is an owner's.
  const context = { isOwner: () => false, paymentsById };
  const undone = new Set(settlements.map(({ settlement }) => settlement.reversesSettlementId));

  const result = new Map<number, { entries: SettlingUpEntries; transfers: Settlement[] }>();
  for (const instructor of instructors) {
    const taught = credits
      .filter((credit) => credit.instructorId === instructor.id)
      .map((credit) => ({
        lessonId: credit.lessonId,
        day: londonDate(credit.startsAt),
        pence: credit.pence,
      }));
    const terms = feeTerms.get(instructor.id);
    const firstTerms = terms?.terms.history.map((change) => change.from).sort()[0];
    // Before the first fee model nothing is charged: the fees are read from it on.
    const fees =
      terms && firstTerms && firstTerms <= throughDay
        ? computeSchoolFees({
            terms: terms.terms,
            period: { from: firstTerms, to: throughDay },
            lessons: taught,
            referrals: terms.referrals.map((referral) => ({ learnerId: referral.id, day: referral.day })),
          })
        : [];
    const receivedDirectly: DatedPence[] = receipts
      .filter((receipt) => {
        const receiver = whoReceivedPayment(receipt, context);
        return receiver.kind === 'instructor' && receiver.instructorId === instructor.id;
      })
      .map((receipt) => ({
        day: receipt.paidOn,
        pence: getPenceKeptByReceiver(receipt, context.paymentsById),
      }));
    const own = settlements.filter(({ settlement }) => settlement.instructorId === instructor.id);
    result.set(instructor.id, {
      entries: {
        lessons: taught.filter((lesson) => lesson.day <= throughDay),
        fees,
        receivedDirectly,
        settlements: own.map(({ settlement }) => ({
          day: settlement.paidOn,
          pence: settlement.amountPence,
          direction: settlement.direction,
        })),
      },
      transfers: own
        .map(({ settlement, recordedByName }) => ({
          id: settlement.id,
          direction: settlement.direction,
          amountPence: settlement.amountPence,
          paidOn: settlement.paidOn,
          reference: settlement.reference,
          recordedByName,
          recordedAt: settlement.recordedAt.toISOString(),
          reversesSettlementId: settlement.reversesSettlementId,
          undone: undone.has(settlement.id),
        }))
        .reverse(),
    });
  }
  return result;
}

/** The partners the viewer may see settled: the owner's every non-owner, an instructor themselves. */
async function settledInstructorsFor(deps: AppDependencies, viewer: InstructorProfile) {
  if (!isOwner(viewer)) {
    return [{ id: viewer.id, name: viewer.fullName ?? viewer.email }];
  }
  const accounts = await listInstructorsForOwner(deps, viewer);
  return accounts.instructors
    .filter((account) => !isOwner(account))
    .map((account) => ({ id: account.id, name: account.fullName ?? account.email }));
}

/** `GET /api/money/settling-up`: each partner's running balance today, with their transfers. */
export async function getSettlingUp(
  deps: AppDependencies,
  viewer: InstructorProfile,
): Promise<SettlingUpResponse> {
  const asOf = londonDate(deps.now());
  const instructors = await settledInstructorsFor(deps, viewer);
  const read = await readSettlingUp(deps.database.db, instructors, asOf);
  const rows: SettlingUpRow[] = instructors.map((instructor) => {
    const found = read.get(instructor.id);
    if (!found) throw new Error(`Settling up of instructor ${instructor.id} was not read`);
    return {
      instructor,
      figures: computeSettlingUp(found.entries, { from: null, to: asOf }),
      transfers: found.transfers,
    };
  });
  return { asOf, instructors: rows };
}

/**
 * A statement's settling up: the balance before its period, the period's movements and the
 * balance after it, with the period's transfers. Null for the owner (the school itself).
 */
export async function getPeriodSettlingUp(
  db: DatabaseExecutor,
  instructor: SettledInstructor & { isOwner: boolean },
  period: { from: string; to: string },
): Promise<(PeriodSettlingUp & { transfers: Settlement[] }) | null> {
  if (instructor.isOwner) return null;
  const read = await readSettlingUp(db, [instructor], period.to);
  const found = read.get(instructor.id);
  if (!found) return null;
  return {
    ...computePeriodSettlingUp(found.entries, period),
    transfers: found.transfers.filter(
      (transfer) => period.from <= transfer.paidOn && transfer.paidOn <= period.to,
    ),
  };
}

/** A partner of the school the owner may settle with (404 for none; 409 for an owner). */
async function requirePartner(db: DatabaseExecutor, instructorId: number) {
  const instructor = await getInstructorContact(db, instructorId);
  if (!instructor) throw notFound(SETTLING_UP_NOT_FOUND_MESSAGE);
  if (isOwner(instructor)) throw conflict('OWNER_NOT_SETTLED', OWNER_NOT_SETTLED_MESSAGE);
  return instructor;
}

/** The owner records a bank transfer between the school and a partner. */
export async function recordTransfer(
  deps: AppDependencies,
  owner: InstructorProfile,
  instructorId: number,
  request: ValidRecordTransferRequest,
): Promise<SettlingUpResponse> {
  const { db } = deps.database;
  await requirePartner(db, instructorId);
  await insertSettlement(db, {
    instructorId,
    direction: request.direction,
    amountPence: request.amountPence,
    paidOn: request.paidOn,
    reference: request.reference,
    recordedBy: owner.id,
    recordedAt: deps.now(),
  });
  return getSettlingUp(deps, owner);
}

/**
 * The owner undoes a transfer recorded in error: a line of the same direction, the amount
 * negated, dated like the transfer (so every period's figures net to nothing), recorded now by
 * the owner. Never edited or deleted; once per transfer (the unique index has the last word).
 */
export async function undoTransfer(
  deps: AppDependencies,
  owner: InstructorProfile,
  settlementId: number,
): Promise<SettlingUpResponse> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const transfer = await findSettlementForUpdate(tx, settlementId);
    if (!transfer) throw notFound(TRANSFER_NOT_FOUND_MESSAGE);
    if (transfer.reversesSettlementId !== null) throw conflict('TRANSFER_IS_UNDO', UNDO_NOT_UNDOABLE_MESSAGE);
    if (await findUndoOfSettlement(tx, settlementId))
      throw conflict('TRANSFER_ALREADY_UNDONE', TRANSFER_ALREADY_UNDONE_MESSAGE);
    const undo = await insertSettlement(tx, {
      instructorId: transfer.instructorId,
      direction: transfer.direction,
      amountPence: -transfer.amountPence,
      paidOn: transfer.paidOn,
      reference: transfer.reference,
      recordedBy: owner.id,
      recordedAt: now,
      reversesSettlementId: transfer.id,
    });
    if (!undo) throw conflict('TRANSFER_ALREADY_UNDONE', TRANSFER_ALREADY_UNDONE_MESSAGE);
  });
  return getSettlingUp(deps, owner);
}
