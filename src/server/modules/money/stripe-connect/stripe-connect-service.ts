import {
  type ConnectedAccountFlags,
  getCardPaymentApplicationFeePence,
  getStripeConnectStatus,
  type InstructorStripeConnections,
  type OwnStripeConnection,
  STRIPE_CONNECT_FAILED_MESSAGE,
  STRIPE_CONNECT_OWNER_MESSAGE,
  STRIPE_NOT_CONFIGURED_MESSAGE,
  type StripeOnboardingLink,
} from '../../../../core/money/payments/stripe-connect';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import { INSTRUCTOR_DASHBOARD_PATH } from '../../../../core/platform/auth/sign-in-page';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import type { ConnectedAccount } from '../../../integrations/stripe-card-payments';
import { AppError, conflict, notFound, serviceUnavailable } from '../../../lib/app-error';
import { getInstructorContact } from '../../platform/auth/account-service';
import { getFeeTermsOfInstructors } from '../school-fees/school-fees-service';
import {
  findStripeAccountOfInstructor,
  type InstructorStripeAccountRow,
  insertStripeAccount,
  listStripeAccounts,
  updateStripeAccountFlags,
} from './stripe-connect-repository';

/*
 * Stripe Connect for instructors (issue 39, docs/decisions/0063): an instructor (not the owner,
 * whose card payments are the school's) makes one Express account and finishes Stripe's own
 * onboarding; once Stripe says it can take charges and pay out, card payments for their lessons
 * go to it, the school keeping its fee as the application fee.
 */

function flagsOf(row: InstructorStripeAccountRow | undefined): ConnectedAccountFlags | null {
  return row
    ? {
        chargesEnabled: row.chargesEnabled,
        detailsSubmitted: row.detailsSubmitted,
        payoutsEnabled: row.payoutsEnabled,
      }
    : null;
}

function toFlags(account: ConnectedAccount): ConnectedAccountFlags {
  return {
    chargesEnabled: account.chargesEnabled,
    detailsSubmitted: account.detailsSubmitted,
    payoutsEnabled: account.payoutsEnabled,
  };
}

function stripeFailed(error: unknown): AppError {
  return new AppError(502, 'PAYMENT_PROVIDER_ERROR', STRIPE_CONNECT_FAILED_MESSAGE, undefined, error);
}

/**
 * The signed-in instructor's connection, read from Stripe when they have an account (they come
 * back here from Stripe's pages, and want to know where they stand now). If Stripe cannot be
 * reached, the status last known, marked as not fresh.
 */
export async function getOwnStripeConnection(
  deps: AppDependencies,
  viewer: Viewer,
): Promise<OwnStripeConnection> {
  const { db } = deps.database;
  const card = deps.paymentProviders.card;
  let row = await findStripeAccountOfInstructor(db, viewer.id);
  let fresh = true;
  if (row && card) {
    try {
      const account = await card.getConnectedAccount(row.stripeAccountId);
      await updateStripeAccountFlags(db, row.stripeAccountId, toFlags(account), deps.now());
      row = await findStripeAccountOfInstructor(db, viewer.id);
    } catch (error) {
      fresh = false;
      deps.logger.warn({ err: error, instructorId: viewer.id }, 'could not read the Stripe account');
    }
  }
  return {
    stripeConfigured: card !== null,
    isOwner: isOwner(viewer),
    status: getStripeConnectStatus(flagsOf(row)),
    checkedAt: row?.statusCheckedAt?.toISOString() ?? null,
    fresh,
  };
}

/** Where Stripe sends the instructor back: their Settings, which reads the account again. */
function settingsAddress(deps: AppDependencies, outcome: 'return' | 'refresh'): string {
  return `${deps.env.PUBLIC_URL}${INSTRUCTOR_DASHBOARD_PATH}?tab=settings&stripe=${outcome}#card-payments`;
}

/**
 * "Connect Stripe": the instructor's Express account, made once (the row, and Stripe's
 * idempotency key for two requests at once), and a new onboarding link to it each time (Stripe's
 * links are single-use and expire within minutes).
 */
export async function createOwnOnboardingLink(
  deps: AppDependencies,
  viewer: Viewer,
): Promise<StripeOnboardingLink> {
  const card = deps.paymentProviders.card;
  if (!card) throw serviceUnavailable('STRIPE_NOT_CONFIGURED', STRIPE_NOT_CONFIGURED_MESSAGE);
  if (isOwner(viewer)) throw conflict('STRIPE_CONNECT_NOT_FOR_OWNER', STRIPE_CONNECT_OWNER_MESSAGE);
  const { db } = deps.database;
  let row = await findStripeAccountOfInstructor(db, viewer.id);
  if (!row) {
    const instructor = await getInstructorContact(db, viewer.id);
    if (!instructor) throw notFound('That instructor was not found.');
    let account: ConnectedAccount;
    try {
      account = await card.createConnectedAccount({
        email: instructor.email,
        instructorId: viewer.id,
        idempotencyKey: `instructor-${viewer.id}-express-account`,
      });
    } catch (error) {
      throw stripeFailed(error);
    }
    row = await insertStripeAccount(db, {
      instructorId: viewer.id,
      stripeAccountId: account.id,
      flags: toFlags(account),
      checkedAt: deps.now(),
    });
    if (!row) throw new Error('The Stripe account was not kept');
  }
  try {
    const link = await card.createOnboardingLink({
      accountId: row.stripeAccountId,
      refreshUrl: settingsAddress(deps, 'refresh'),
      returnUrl: settingsAddress(deps, 'return'),
    });
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  } catch (error) {
    throw stripeFailed(error);
  }
}

/** Every instructor's connection as last known (the owner's Instructors tab); absent: not connected. */
export async function listInstructorStripeConnections(
  deps: AppDependencies,
): Promise<InstructorStripeConnections> {
  const rows = await listStripeAccounts(deps.database.db);
  return {
    stripeConfigured: deps.paymentProviders.card !== null,
    instructors: rows.map((row) => ({
      instructorId: row.instructorId,
      status: getStripeConnectStatus(flagsOf(row)),
      checkedAt: row.statusCheckedAt?.toISOString() ?? null,
    })),
  };
}

/** A verified account.updated event: the account's flags as Stripe says them now. */
export async function recordConnectedAccountUpdate(
  deps: AppDependencies,
  account: ConnectedAccount,
): Promise<boolean> {
  return updateStripeAccountFlags(deps.database.db, account.id, toFlags(account), deps.now());
}

export interface CardPaymentTransfer {
  destination: string;
  applicationFeePence: number;
}

/**
 * Where a card payment for an instructor's lessons goes: to their connected account, less the
 * school's fee under their model on the day of payment, when that account is ready; otherwise
 * (no account, setup unfinished, the owner, no instructor) null: to the school, as ever.
 */
export async function getCardPaymentTransfer(
  db: DatabaseExecutor,
  instructorId: number | null,
  amountPence: number,
  now: Date,
): Promise<CardPaymentTransfer | null> {
  if (instructorId === null) return null;
  const instructor = await getInstructorContact(db, instructorId);
  if (!instructor || isOwner(instructor)) return null;
  const row = await findStripeAccountOfInstructor(db, instructorId);
  if (getStripeConnectStatus(flagsOf(row)) !== 'ready' || !row) return null;
  const terms = (await getFeeTermsOfInstructors(db, [instructorId])).get(instructorId)?.terms;
  const day = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  return {
    destination: row.stripeAccountId,
    applicationFeePence: getCardPaymentApplicationFeePence(terms?.history ?? [], day, amountPence),
  };
}
