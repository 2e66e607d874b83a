import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import {
  ACCOUNT_EXISTS_MESSAGE,
  type AcceptInstructorInvitationRequest,
  CANNOT_SUSPEND_SELF_MESSAGE,
  type CreateInstructorInvitationResponse,
  INSTRUCTORS_OWNER_ONLY_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_LINK_DAYS,
  INVITATION_REPLACED_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_UNKNOWN_MESSAGE,
  INVITATION_USED_MESSAGE,
  type InstructorAccount,
  type InstructorAccountsResponse,
  type InstructorInvitation,
  type InstructorInvitationRequest,
  type InstructorProfileInput,
  type InvitationLookupResponse,
  type InvitationPrefill,
  type InvitationState,
  invitationPrefillSchema,
  LAST_OWNER_MESSAGE,
  RESEND_ACCEPTED_MESSAGE,
  RESEND_REPLACED_MESSAGE,
  RESEND_REVOKED_MESSAGE,
} from '../../../../core/platform/auth/instructor-accounts-schemas';
import { getInstructorPhotoUrl } from '../../../../core/platform/auth/instructor-photo-schemas';
import type { InstructorRole } from '../../../../core/platform/auth/instructor-roles';
import { toAbsoluteUrl } from '../../../../core/school/site/public-pages';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseTransaction } from '../../../db/database-client';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/password-hashing';
import { generateToken, hashToken } from '../../../lib/random-tokens';
import { revokeSessionsOfInstructor } from './account-repository';
import {
  countOtherActiveOwners,
  findInstructorAccount,
  findInvitationById,
  findInvitationByTokenHash,
  type InvitationRow,
  insertInstructorAccount,
  insertInvitation,
  instructorEmailExists,
  listInstructorAccounts,
  listInvitations,
  markInvitationAccepted,
  markInvitationReplaced,
  markInvitationRevoked,
  updateInstructorProfile,
  updateInstructorRole,
  updateInstructorStatus,
} from './instructor-accounts-repository';
import { startComplianceRecord } from './instructor-compliance-service';
import { instructorInvitationEmail } from './instructor-invitation-emails';
import { requireOwner } from './owner-guard';

/** Where an invitation link opens (a public page, noindex: its token is the credential). */
export const INSTRUCTOR_INVITATION_PATH = '/instructor-invitation';
const DAY_MS = 86_400_000;

function invitationState(row: InvitationRow, now: Date): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.replacedById !== null) return 'replaced';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

function toInvitation(row: InvitationRow, now: Date): InstructorInvitation {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    state: invitationState(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

function toAccount(row: NonNullable<Awaited<ReturnType<typeof findInstructorAccount>>>): InstructorAccount {
  const { photoUpdatedAt, ...account } = row;
  return {
    ...account,
    createdAt: row.createdAt.toISOString(),
    photoUrl: photoUpdatedAt ? getInstructorPhotoUrl(row.id, photoUpdatedAt) : null,
  };
}

/** The owner's view: every account and the recent invitations. */
export async function listInstructorsForOwner(
  deps: AppDependencies,
  instructor: InstructorProfile,
): Promise<InstructorAccountsResponse> {
  requireOwner(instructor, INSTRUCTORS_OWNER_ONLY_MESSAGE);
  const db = deps.database.db;
  const now = deps.now();
  const [accounts, invitations] = await Promise.all([listInstructorAccounts(db), listInvitations(db)]);
  return {
    instructors: accounts.map(toAccount),
    invitations: invitations.map((row) => toInvitation(row, now)),
  };
}

/**
 * Every account as matching reads it (profiles and status), for a caller that has already decided
 * the viewer may see who could take a lesson: the owner's requests, an instructor's own time off.
 */
export async function listInstructorAccountsForMatching(deps: AppDependencies): Promise<InstructorAccount[]> {
  return (await listInstructorAccounts(deps.database.db)).map(toAccount);
}

/** Who an invitation is for, as stored and e-mailed. */
interface Invitee {
  email: string;
  fullName: string;
  role: InstructorRole;
  /** The application to join it answers, and the profile fields it starts with (docs/decisions/0055). */
  applicationId?: number;
  prefill?: InvitationPrefill;
}

/**
 * Stores a new one-time link (only its hash) and queues its e-mail, inside the caller's
 * transaction; `beforeInsert` checks (and locks) what the caller needs first.
 */
async function storeAndSendInvitation(
  deps: AppDependencies,
  owner: InstructorProfile,
  invitee: Invitee,
  beforeInsert: (tx: DatabaseTransaction) => Promise<void>,
  afterInsert: (tx: DatabaseTransaction, invitationId: number) => Promise<void> = async () => {},
): Promise<CreateInstructorInvitationResponse> {
  const { email, fullName, role } = invitee;
  const now = deps.now();
  const token = generateToken();
  const inviteUrl = toAbsoluteUrl(deps.env.PUBLIC_URL, `${INSTRUCTOR_INVITATION_PATH}/${token}`);

  const { row, outboxRow } = await deps.database.db.transaction(async (tx) => {
    await beforeInsert(tx);
    if (await instructorEmailExists(tx, email)) {
      throw conflict('ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE, { email: ACCOUNT_EXISTS_MESSAGE });
    }
    const inserted = await insertInvitation(tx, {
      email,
      fullName,
      role,
      applicationId: invitee.applicationId ?? null,
      prefill: invitee.prefill ?? null,
      tokenHash: hashToken(token),
      invitedBy: owner.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_LINK_DAYS * DAY_MS),
    });
    await afterInsert(tx, inserted.id);
    const queued = await deps.mail.enqueue(
      tx,
      instructorInvitationEmail({
        to: email,
        fullName,
        role,
        invitedBy: owner.fullName ?? "The school's owner",
        inviteUrl,
        siteUrl: deps.env.PUBLIC_URL,
      }),
    );
    return { row: inserted, outboxRow: queued };
  });
  const emailStatus = await deps.mail.deliver(outboxRow);
  deps.logger.info({ invitationId: row.id, emailStatus }, 'instructor invitation sent');
  const message =
    emailStatus === 'sent'
      ? `The invitation is on its way to ${email}. The link works for ${INVITATION_LINK_DAYS} days.`
      : emailStatus === 'not_configured'
        ? `E-mail is not set up on this site, so ${fullName} has not been e-mailed. Send them this link yourself; it works once, for ${INVITATION_LINK_DAYS} days.`
        : `The e-mail to ${email} could not be sent. Send ${fullName} this link yourself; it works once, for ${INVITATION_LINK_DAYS} days.`;
  return {
    invitation: toInvitation(row, now),
    emailStatus,
    inviteUrl: emailStatus === 'sent' ? null : inviteUrl,
    message,
  };
}

/**
 * Makes a one-time link (only its hash is stored) and e-mails it. The answer says what became of
 * the e-mail; when it did not go, it carries the link so the owner can pass it on (decision 0031).
 */
export async function inviteInstructor(
  deps: AppDependencies,
  owner: InstructorProfile,
  request: InstructorInvitationRequest,
): Promise<CreateInstructorInvitationResponse> {
  requireOwner(owner, INSTRUCTORS_OWNER_ONLY_MESSAGE);
  const invitee = {
    email: request.email.trim().toLowerCase(),
    fullName: request.fullName.trim(),
    role: request.role,
  };
  return storeAndSendInvitation(deps, owner, invitee, async () => {});
}

/**
 * Invites an approved applicant to join as an instructor (docs/decisions/0055), with the profile
 * fields their application gave. `inTransaction` runs in the invitation's transaction (the
 * application's own step), so the application moves to invited only with its invitation.
 */
export async function inviteApplicant(
  deps: AppDependencies,
  owner: InstructorProfile,
  applicant: { email: string; fullName: string; applicationId: number; prefill: InvitationPrefill },
  inTransaction: (tx: DatabaseTransaction) => Promise<void>,
): Promise<CreateInstructorInvitationResponse> {
  requireOwner(owner, INSTRUCTORS_OWNER_ONLY_MESSAGE);
  const invitee: Invitee = {
    email: applicant.email.trim().toLowerCase(),
    fullName: applicant.fullName.trim(),
    role: 'instructor',
    applicationId: applicant.applicationId,
    prefill: applicant.prefill,
  };
  return storeAndSendInvitation(deps, owner, invitee, inTransaction);
}

/**
 * Sends an open or expired, unused invitation again (docs/decisions/0050): a new link for 7 more
 * days takes its place, the old link answers 410, and the e-mail is reported as inviting does.
 */
export async function resendInvitation(
  deps: AppDependencies,
  owner: InstructorProfile,
  invitationId: number,
): Promise<CreateInstructorInvitationResponse> {
  requireOwner(owner, INSTRUCTORS_OWNER_ONLY_MESSAGE);
  const found = await findInvitationById(deps.database.db, invitationId);
  if (!found) throw notFound('That invitation does not exist.');
  const invitee: Invitee = {
    email: found.email,
    fullName: found.fullName,
    role: found.role,
    // A new link for an applicant still activates their application when accepted.
    ...(found.applicationId === null ? {} : { applicationId: found.applicationId }),
    ...(found.prefill === null ? {} : { prefill: invitationPrefillSchema.parse(found.prefill) }),
  };
  return storeAndSendInvitation(
    deps,
    owner,
    invitee,
    async (tx) => {
      // Locked and read again: two clicks at once send it once, the second is refused.
      const current = await findInvitationById(tx, invitationId, true);
      if (!current) throw notFound('That invitation does not exist.');
      const state = invitationState(current, deps.now());
      if (state === 'accepted') throw conflict('INVITATION_USED', RESEND_ACCEPTED_MESSAGE);
      if (state === 'revoked') throw conflict('INVITATION_REVOKED', RESEND_REVOKED_MESSAGE);
      if (state === 'replaced') throw conflict('INVITATION_REPLACED', RESEND_REPLACED_MESSAGE);
    },
    (tx, newId) => markInvitationReplaced(tx, invitationId, newId),
  );
}

/** Withdraws an invitation that has not been accepted; its link stops working. */
export async function revokeInvitation(
  deps: AppDependencies,
  owner: InstructorProfile,
  invitationId: number,
): Promise<InstructorInvitation> {
  requireOwner(owner, INSTRUCTORS_OWNER_ONLY_MESSAGE);
  const db = deps.database.db;
  const now = deps.now();
  const row = await findInvitationById(db, invitationId);
  if (!row) throw notFound('That invitation does not exist.');
  if (row.acceptedAt)
    throw conflict(
      'INVITATION_USED',
      'That invitation has already been accepted: suspend the account instead.',
    );
  if (row.replacedById !== null)
    throw conflict('INVITATION_REPLACED', 'That invitation was sent again: withdraw the newer one.');
  if (!row.revokedAt) await markInvitationRevoked(db, row.id, now);
  return toInvitation({ ...row, revokedAt: row.revokedAt ?? now }, now);
}

/** What the invitation page shows: who is invited, and whether the link still works. */
export async function lookUpInvitation(
  deps: AppDependencies,
  token: string,
): Promise<InvitationLookupResponse> {
  const row = await findInvitationByTokenHash(deps.database.db, hashToken(token));
  if (!row) throw notFound(INVITATION_UNKNOWN_MESSAGE);
  const prefill = row.prefill === null ? null : invitationPrefillSchema.safeParse(row.prefill);
  return {
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    state: invitationState(row, deps.now()),
    expiresAt: row.expiresAt.toISOString(),
    prefill: prefill?.success ? prefill.data : null,
  };
}

function refuseClosedInvitation(state: InvitationState): void {
  if (state === 'accepted') throw new AppError(410, 'INVITATION_USED', INVITATION_USED_MESSAGE);
  if (state === 'replaced') throw new AppError(410, 'INVITATION_REPLACED', INVITATION_REPLACED_MESSAGE);
  if (state === 'expired') throw new AppError(410, 'INVITATION_EXPIRED', INVITATION_EXPIRED_MESSAGE);
  if (state === 'revoked') throw new AppError(410, 'INVITATION_REVOKED', INVITATION_REVOKED_MESSAGE);
}

/**
 * Makes the account once: the invitation is locked, checked and marked accepted in the same
 * transaction as the account is made, so two tabs accepting at once make one account.
 */
export async function acceptInvitation(
  deps: AppDependencies,
  token: string,
  request: AcceptInstructorInvitationRequest,
): Promise<{ email: string }> {
  const db = deps.database.db;
  const tokenHash = hashToken(token);
  const found = await findInvitationByTokenHash(db, tokenHash);
  if (!found) throw notFound(INVITATION_UNKNOWN_MESSAGE);
  refuseClosedInvitation(invitationState(found, deps.now()));
  if (await instructorEmailExists(db, found.email)) {
    throw conflict('ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE);
  }
  const passwordHash = await hashPassword(request.password);
  const now = deps.now();
  const instructorId = await db.transaction(async (tx) => {
    const invitation = await findInvitationByTokenHash(tx, tokenHash, true);
    if (!invitation) throw notFound(INVITATION_UNKNOWN_MESSAGE);
    refuseClosedInvitation(invitationState(invitation, now));
    const id = await insertInstructorAccount(tx, {
      email: invitation.email,
      role: invitation.role,
      passwordHash,
      fullName: request.fullName,
      gender: request.gender,
      qualification: request.qualification,
      gearbox: request.gearbox,
      carMake: request.carMake,
      carModel: request.carModel,
      areas: request.areas,
      bio: request.bio === '' ? null : request.bio,
      phone: request.phone,
    });
    if (id === undefined) throw conflict('ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE);
    await markInvitationAccepted(tx, invitation.id, id, now);
    // The compliance record comes from the vetting (an applicant's); a plain invitation's account
    // has none and is not bookable until the owner records it (docs/decisions/0057).
    await startComplianceRecord(tx, id, invitation.applicationId ?? null, now);
    return id;
  });
  // The public list of instructors learners choose from now holds them.
  deps.availability.invalidate();
  deps.logger.info({ instructorId }, 'instructor invitation accepted');
  return { email: found.email };
}

/**
 * Suspends an instructor: every session ends at once (their chat sockets close), sign-in is
 * refused, and every record they made is kept. The owner cannot suspend their own account.
 */
export async function setInstructorSuspended(
  deps: AppDependencies,
  owner: InstructorProfile,
  instructorId: number,
  suspended: boolean,
): Promise<InstructorAccount> {
  requireOwner(owner, INSTRUCTORS_OWNER_ONLY_MESSAGE);
  if (suspended && instructorId === owner.id) {
    throw badRequest(CANNOT_SUSPEND_SELF_MESSAGE);
  }
  const db = deps.database.db;
  const now = deps.now();
  const account = await db.transaction(async (tx) => {
    const current = await findInstructorAccount(tx, instructorId);
    if (!current) throw notFound('That instructor does not exist.');
    if (suspended) await refuseLosingLastOwner(tx, current);
    await updateInstructorStatus(tx, instructorId, suspended ? 'suspended' : 'active');
    if (suspended) await revokeSessionsOfInstructor(tx, instructorId, now);
    return { ...current, status: suspended ? ('suspended' as const) : ('active' as const) };
  });
  // A suspended instructor and their times leave the public lists at once (and come back with them).
  deps.availability.invalidate();
  deps.logger.info({ instructorId, suspended }, 'instructor status changed');
  return toAccount(account);
}

/**
 * The school always keeps an active owner: an active owner is not suspended or made an instructor
 * while no other active owner exists (409). The owners' rows are locked first, so two owners acting
 * on each other at once cannot both pass.
 */
async function refuseLosingLastOwner(
  tx: DatabaseTransaction,
  account: { id: number; role: InstructorRole; status: InstructorAccount['status'] },
): Promise<void> {
  if (account.role !== 'owner' || account.status !== 'active') return;
  if ((await countOtherActiveOwners(tx, account.id)) === 0) throw conflict('LAST_OWNER', LAST_OWNER_MESSAGE);
}

export const CONFIGURED_OWNER_MESSAGE =
  "This is the site's own account (INSTRUCTOR_EMAIL): it is always an owner, so whoever runs the site can get in.";

/**
 * Makes an instructor an owner or an owner an instructor (the owner only). It holds from their
 * next request: the session carries no role, each request reads it with the session
 * (auth-repository findLiveSession). The last active owner keeps the role (409), and so does the
 * configured account, which every start makes owner again (a change would silently come undone).
 */
export async function changeInstructorRole(
  deps: AppDependencies,
  owner: InstructorProfile,
  instructorId: number,
  role: InstructorRole,
): Promise<InstructorAccount> {
  requireOwner(owner, INSTRUCTORS_OWNER_ONLY_MESSAGE);
  const account = await deps.database.db.transaction(async (tx) => {
    const current = await findInstructorAccount(tx, instructorId);
    if (!current) throw notFound('That instructor does not exist.');
    if (current.role === role) return current;
    if (role === 'instructor') {
      if (current.email === deps.env.INSTRUCTOR_EMAIL.toLowerCase()) {
        throw conflict('CONFIGURED_OWNER', CONFIGURED_OWNER_MESSAGE);
      }
      await refuseLosingLastOwner(tx, current);
    }
    await updateInstructorRole(tx, instructorId, role);
    return { ...current, role };
  });
  deps.logger.info({ instructorId, role }, 'instructor role changed');
  return toAccount(account);
}

/** The signed-in instructor's own account and profile (My profile). */
export async function getOwnProfile(
  deps: AppDependencies,
  instructor: InstructorProfile,
): Promise<InstructorAccount> {
  const account = await findInstructorAccount(deps.database.db, instructor.id);
  if (!account) throw notFound('Your account no longer exists.');
  return toAccount(account);
}

/**
 * The signed-in instructor changes their own profile: the same rules as the invitation's (one
 * schema). Learners' list of instructors shows it at once.
 */
export async function updateOwnProfile(
  deps: AppDependencies,
  instructor: InstructorProfile,
  profile: InstructorProfileInput,
): Promise<InstructorAccount> {
  await updateInstructorProfile(deps.database.db, instructor.id, profile);
  deps.availability.invalidate();
  return getOwnProfile(deps, instructor);
}
