import { isHoneypotFilled, NETWORK_LIST_LIMIT } from '../../../../core/partner-network/contact-fields';
import {
  APPLICATION_REVIEW_HOURS,
  type ApplicationStatus,
  type InstructorApplication,
  type InstructorApplicationList,
  type InstructorApplicationReceipt,
  type ValidCreateInstructorApplication,
} from '../../../../core/partner-network/instructor-application-schemas';
import type { AppDependencies } from '../../../app-types';
import { notFound } from '../../../lib/app-error';
import type { OutboxRow } from '../../messaging/outbox/outbox-repository';
import { schoolDetails } from '../network-requests/network-requests-service';
import { applicationConfirmationEmail, newApplicationEmail } from './instructor-application-emails';
import {
  type ApplicationWithReviewer,
  countApplicationsByStatus,
  findApplicationById,
  insertApplication,
  listApplications as listApplicationRows,
  updateApplicationReview,
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
      status: 'pending',
      createdAt: now,
      updatedAt: now,
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

function toApplication({ application, reviewer }: ApplicationWithReviewer): InstructorApplication {
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
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
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
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const { status: rowStatus, total } of totals) counts[rowStatus] = total;
  return { applications: rows.map(toApplication), counts };
}

export async function getApplication(deps: AppDependencies, id: number): Promise<InstructorApplication> {
  const row = await findApplicationById(deps.database.db, id);
  if (!row) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return toApplication(row);
}

/**
 * Approves or rejects an application, recording when and by whom; moving it back to pending
 * clears the review (the database requires a pending application to have none).
 */
export async function reviewApplication(
  deps: AppDependencies,
  id: number,
  status: ApplicationStatus,
  instructorId: number,
): Promise<InstructorApplication> {
  const now = deps.now();
  const reviewed = status !== 'pending';
  const updated = await updateApplicationReview(deps.database.db, id, {
    status,
    reviewedAt: reviewed ? now : null,
    reviewedBy: reviewed ? instructorId : null,
    updatedAt: now,
  });
  if (!updated) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return getApplication(deps, id);
}
