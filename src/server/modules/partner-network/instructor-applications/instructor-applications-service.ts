import {
  canTakeStep,
  prefillFromApplication,
  type ValidApplicationStepRequest,
  VETTING_MESSAGES,
  vettingRecordProblems,
} from '../../../../core/partner-network/application-vetting';
import { isHoneypotFilled, NETWORK_LIST_LIMIT } from '../../../../core/partner-network/contact-fields';
import {
  APPLICATION_REVIEW_HOURS,
  type ApplicationStatus,
  type ApplicationStepResponse,
  applicationStatusLabels,
  type InstructorApplication,
  type InstructorApplicationList,
  type InstructorApplicationReceipt,
  type ValidCreateInstructorApplication,
} from '../../../../core/partner-network/instructor-application-schemas';
import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import type { OutboxRow } from '../../messaging/outbox/outbox-repository';
import { inviteApplicant } from '../../platform/auth/instructor-accounts-service';
import { schoolDetails } from '../network-requests/network-requests-service';
import {
  applicationConfirmationEmail,
  applicationRejectedEmail,
  newApplicationEmail,
} from './instructor-application-emails';
import {
  type ApplicationEventRow,
  type ApplicationRow,
  type ApplicationWithReviewer,
  countApplicationsByStatus,
  findApplicationById,
  findInstructorNames,
  insertApplication,
  insertApplicationEvent,
  listApplicationEvents,
  listApplications as listApplicationRows,
  lockApplication,
  updateApplicationStep,
} from './instructor-applications-repository';

export const APPLICATION_NOT_FOUND_MESSAGE = 'That application no longer exists.';

/**
 * Stores an application and e-mails a confirmation to the applicant and a notification to the
 * school (through the outbox, in the same transaction, delivered once it has committed). A
 * filled-in honeypot gets the same answer, but nothing is stored or sent.
 */
export async function createApplication(
  deps: AppDependencies,
  application: ValidCreateInstructorApplication,
): Promise<InstructorApplicationReceipt> {
  if (isHoneypotFilled(application.website)) {
    deps.logger.info({ form: 'instructor-application' }, 'honeypot filled in: application dropped');
    return {
      reviewWithinHours: APPLICATION_REVIEW_HOURS,
      confirmationEmail: deps.mail.deliveryConfigured ? 'sent' : 'not_sent',
    };
  }

  const now = deps.now();
  const school = await schoolDetails(deps);
  const queued: OutboxRow[] = [];
  await deps.database.db.transaction(async (tx) => {
    const stored = await insertApplication(tx, {
      fullName: application.fullName,
      email: application.email,
      phone: application.phone,
      address: application.address,
      postcode: application.postcode,
      adiNumber: application.adiNumber,
      experienceYears: application.experienceYears,
      hourlyRate: application.hourlyRate,
      areasWorked: application.areasWorked,
      workDays: application.workDays,
      workHours: application.workHours,
      flexibility: application.flexibility,
      vehicleType: application.vehicleType,
      hasInsurance: application.hasInsurance,
      hasBusinessLicense: application.hasBusinessLicense,
      additionalInfo: application.additionalInfo || null,
      status: 'received',
      createdAt: now,
      updatedAt: now,
    });
    await insertApplicationEvent(tx, {
      applicationId: stored.id,
      status: 'received',
      byInstructorId: null,
      at: now,
    });
    queued.push(
      await deps.mail.enqueue(tx, applicationConfirmationEmail(application, stored, school)),
      await deps.mail.enqueue(tx, newApplicationEmail(application, stored, school)),
    );
  });
  const [confirmation] = await Promise.all(queued.map((row) => deps.mail.deliver(row)));
  return {
    reviewWithinHours: APPLICATION_REVIEW_HOURS,
    confirmationEmail: confirmation === 'sent' ? 'sent' : 'not_sent',
  };
}

type InstructorRef = { id: number; fullName: string | null };

function vettingOf(row: ApplicationRow): InstructorApplication['vetting'] {
  const {
    vettedAdiNumber,
    badgeType,
    badgeExpiresOn,
    insuranceCoversTuition,
    insuranceExpiresOn,
    dbsCheckedOn,
  } = row;
  if (
    vettedAdiNumber === null ||
    badgeType === null ||
    badgeExpiresOn === null ||
    insuranceCoversTuition === null ||
    insuranceExpiresOn === null ||
    dbsCheckedOn === null
  )
    return null;
  return {
    adiNumber: vettedAdiNumber,
    badgeType,
    badgeExpiresOn,
    insuranceCoversTuition,
    insuranceExpiresOn,
    dbsCheckedOn,
  };
}

function toApplication(
  { application, reviewer }: ApplicationWithReviewer,
  events: readonly ApplicationEventRow[],
  names: ReadonlyMap<number, InstructorRef>,
): InstructorApplication {
  return {
    id: application.id,
    fullName: application.fullName,
    email: application.email,
    phone: application.phone,
    address: application.address,
    postcode: application.postcode,
    adiNumber: application.adiNumber,
    experienceYears: application.experienceYears,
    hourlyRate: application.hourlyRate,
    areasWorked: application.areasWorked,
    workDays: application.workDays,
    workHours: application.workHours,
    flexibility: application.flexibility,
    vehicleType: application.vehicleType,
    hasInsurance: application.hasInsurance,
    hasBusinessLicense: application.hasBusinessLicense,
    additionalInfo: application.additionalInfo,
    status: application.status,
    reviewedAt: application.reviewedAt?.toISOString() ?? null,
    reviewedBy: reviewer,
    vetting: vettingOf(application),
    dvsaCheckedAt: application.dvsaCheckedAt?.toISOString() ?? null,
    dvsaCheckedBy: application.dvsaCheckedBy === null ? null : (names.get(application.dvsaCheckedBy) ?? null),
    rejectionReason: application.rejectionReason,
    instructorId: application.instructorId,
    history: events
      .filter((event) => event.applicationId === application.id)
      .map((event) => ({ status: event.status, at: event.at.toISOString(), by: event.by })),
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

/** The applications with their histories and the names of who checked the register, in three queries. */
async function withDetails(db: DatabaseExecutor, rows: readonly ApplicationWithReviewer[]) {
  const ids = rows.map((row) => row.application.id);
  const checkers = [
    ...new Set(
      rows.flatMap(({ application }) =>
        application.dvsaCheckedBy === null ? [] : [application.dvsaCheckedBy],
      ),
    ),
  ];
  const [events, names] = await Promise.all([
    listApplicationEvents(db, ids),
    findInstructorNames(db, checkers),
  ]);
  const byId = new Map(names.map((name) => [name.id, name]));
  return rows.map((row) => toApplication(row, events, byId));
}

export async function listApplications(
  deps: AppDependencies,
  status: ApplicationStatus | undefined,
): Promise<InstructorApplicationList> {
  const { db } = deps.database;
  const [rows, totals] = await Promise.all([
    listApplicationRows(db, { status, limit: NETWORK_LIST_LIMIT }),
    countApplicationsByStatus(db),
  ]);
  const counts: Record<ApplicationStatus, number> = {
    received: 0,
    documents_checked: 0,
    dvsa_checked: 0,
    approved: 0,
    invited: 0,
    active: 0,
    rejected: 0,
  };
  for (const { status: rowStatus, total } of totals) counts[rowStatus] = total;
  return { applications: await withDetails(db, rows), counts };
}

export async function getApplication(deps: AppDependencies, id: number): Promise<InstructorApplication> {
  const db = deps.database.db;
  const row = await findApplicationById(db, id);
  if (!row) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const [application] = await withDetails(db, [row]);
  if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return application;
}

export const STEP_OUT_OF_ORDER_MESSAGE =
  'That step does not follow where this application stands: steps go forward one at a time. Refresh to see it as it is now.';

function refuseOutOfOrder(row: ApplicationRow, step: ValidApplicationStepRequest['step']): void {
  if (!canTakeStep(row.status, step)) {
    throw conflict(
      'STEP_OUT_OF_ORDER',
      `${STEP_OUT_OF_ORDER_MESSAGE} (It is ${applicationStatusLabels[row.status].toLowerCase()}.)`,
    );
  }
}

/** Refuses a record with an expired badge or insurance today (or one that cannot be right), naming each field. */
function refuseRecordProblems(
  record: Parameters<typeof vettingRecordProblems>[0],
  today: string,
  message: string,
): void {
  const problems = vettingRecordProblems(record, today);
  if (Object.keys(problems).length > 0) {
    const fields: Record<string, string> = {};
    for (const [field, problem] of Object.entries(problems)) if (problem) fields[field] = problem;
    throw badRequest(message, fields);
  }
}

/**
 * Takes one vetting step (docs/decisions/0055). Steps go forward only (409 otherwise) and each
 * needs what it checks (400 with field messages): the documents step the whole record with
 * nothing expired; the DVSA step records the signed-in owner and now; approval refuses anything
 * expired today and sends the invitation, prefilled from the application, moving the application
 * to invited in the invitation's transaction; rejection e-mails the applicant the reason.
 */
export async function takeApplicationStep(
  deps: AppDependencies,
  id: number,
  request: ValidApplicationStepRequest,
  owner: InstructorProfile,
): Promise<ApplicationStepResponse> {
  const db = deps.database.db;
  const now = deps.now();
  const today = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  const by = owner.id;

  const lockOrRefuse = async (tx: DatabaseExecutor): Promise<ApplicationRow> => {
    const row = await lockApplication(tx, id);
    if (!row) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    refuseOutOfOrder(row, request.step);
    return row;
  };
  const moved = { reviewedAt: now, reviewedBy: by, updatedAt: now };

  if (request.step === 'documents_checked') {
    const { step: _step, ...record } = request;
    refuseRecordProblems(record, today, 'The documents cannot be recorded as checked yet.');
    await db.transaction(async (tx) => {
      await lockOrRefuse(tx);
      await updateApplicationStep(tx, id, {
        status: 'documents_checked',
        ...moved,
        vettedAdiNumber: record.adiNumber,
        badgeType: record.badgeType,
        badgeExpiresOn: record.badgeExpiresOn,
        insuranceCoversTuition: record.insuranceCoversTuition,
        insuranceExpiresOn: record.insuranceExpiresOn,
        dbsCheckedOn: record.dbsCheckedOn,
      });
      await insertApplicationEvent(tx, {
        applicationId: id,
        status: 'documents_checked',
        byInstructorId: by,
        at: now,
      });
    });
    return {
      application: await getApplication(deps, id),
      emailStatus: null,
      inviteUrl: null,
      message: 'Documents recorded as checked.',
    };
  }

  if (request.step === 'dvsa_checked') {
    await db.transaction(async (tx) => {
      await lockOrRefuse(tx);
      await updateApplicationStep(tx, id, {
        status: 'dvsa_checked',
        ...moved,
        dvsaCheckedAt: now,
        dvsaCheckedBy: by,
      });
      await insertApplicationEvent(tx, {
        applicationId: id,
        status: 'dvsa_checked',
        byInstructorId: by,
        at: now,
      });
    });
    return {
      application: await getApplication(deps, id),
      emailStatus: null,
      inviteUrl: null,
      message: 'The DVSA register check is recorded in your name.',
    };
  }

  if (request.step === 'rejected') {
    const school = await schoolDetails(deps);
    const queued = await db.transaction(async (tx) => {
      const row = await lockOrRefuse(tx);
      await updateApplicationStep(tx, id, { status: 'rejected', ...moved, rejectionReason: request.reason });
      await insertApplicationEvent(tx, {
        applicationId: id,
        status: 'rejected',
        byInstructorId: by,
        at: now,
      });
      return deps.mail.enqueue(tx, applicationRejectedEmail(row, request.reason, school));
    });
    const emailStatus = await deps.mail.deliver(queued);
    const application = await getApplication(deps, id);
    const message =
      emailStatus === 'sent'
        ? `Rejected. ${application.fullName} has been e-mailed the reason.`
        : emailStatus === 'not_configured'
          ? `Rejected. E-mail is not set up on this site, so ${application.fullName} has not been told: write to ${application.email} yourself.`
          : `Rejected, but the e-mail to ${application.email} could not be sent: tell ${application.fullName} yourself.`;
    return { application, emailStatus, inviteUrl: null, message };
  }

  // Approval: checked before anything is written, then again under the lock with the invitation.
  const current = await findApplicationById(db, id);
  if (!current) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  refuseOutOfOrder(current.application, 'approved');
  const approvable = (row: ApplicationRow) => {
    const vetting = vettingOf(row);
    if (!vetting) {
      throw badRequest('Record the documents before approving.', {
        adiNumber: VETTING_MESSAGES.adiNumber,
      });
    }
    if (row.dvsaCheckedAt === null) {
      throw badRequest('Check the DVSA register of instructors before approving.', {
        dvsaCheckedAt: 'Check the applicant on the DVSA register first',
      });
    }
    refuseRecordProblems(vetting, today, 'This applicant cannot be approved while a document has expired.');
    return vetting;
  };
  const vetting = approvable(current.application);
  const invitation = await inviteApplicant(
    deps,
    owner,
    {
      email: current.application.email,
      fullName: current.application.fullName,
      applicationId: id,
      prefill: prefillFromApplication({ ...current.application, badgeType: vetting.badgeType }),
    },
    async (tx) => {
      approvable(await lockOrRefuse(tx));
      await updateApplicationStep(tx, id, { status: 'approved', ...moved });
      await insertApplicationEvent(tx, {
        applicationId: id,
        status: 'approved',
        byInstructorId: by,
        at: now,
      });
      await updateApplicationStep(tx, id, { status: 'invited', ...moved });
      await insertApplicationEvent(tx, { applicationId: id, status: 'invited', byInstructorId: by, at: now });
    },
  );
  return {
    application: await getApplication(deps, id),
    emailStatus: invitation.emailStatus,
    inviteUrl: invitation.inviteUrl,
    message: `Approved. ${invitation.message}`,
  };
}
