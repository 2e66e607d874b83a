import { isHoneypotFilled } from '../../../../core/partner-network/contact-fields';
import type {
  Lead,
  LeadList,
  LeadReceipt,
  UpdateLead,
  ValidCreateLead,
} from '../../../../core/school/marketing/lead-schemas';
import { getSpecialOffer, type SpecialOffer } from '../../../../core/school/marketing/special-offer';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { notFound } from '../../../lib/app-error';
import { getSchoolDetails } from '../../../lib/school-details';
import type { OutboxRow } from '../../messaging/outbox/outbox-repository';
import { listChoosablePackages, toLessonPackage } from '../../money/packages/packages-service';
import {
  type LeadSchoolDetails,
  moneySavingTipsEmail,
  newLeadEmail,
  offerEnquiryConfirmationEmail,
} from './lead-emails';
import {
  countLeads,
  insertLead,
  type LeadRow,
  listLeadRows,
  updateLeadContactedAt,
} from './leads-repository';

/** The dashboard shows the newest leads; older ones stay in the database and the backup. */
export const LEAD_LIST_LIMIT = 200;
export const LEAD_NOT_FOUND_MESSAGE = 'That lead no longer exists.';

async function leadSchoolDetails(deps: AppDependencies): Promise<LeadSchoolDetails> {
  const { schoolName, phone, email, publicUrl } = await getSchoolDetails(deps);
  return { schoolName, phone, email, publicUrl };
}

async function findSpecialOffer(db: DatabaseExecutor): Promise<SpecialOffer | null> {
  const rows = await listChoosablePackages(db);
  return getSpecialOffer(Object.fromEntries(rows.map((row) => [row.packageType, toLessonPackage(row)])));
}

/**
 * Stores a lead from one of the pop-ups and, in the same transaction, queues two e-mails through
 * the outbox: the school's notification and the visitor's own (the offer's confirmation, or the
 * tips they asked for). Both are delivered once the lead has committed; the answer says whether the
 * visitor's really left, so the page never claims "sent" for an e-mail that was not. A filled-in
 * honeypot gets the same answer, but nothing is stored or sent.
 */
export async function createLead(deps: AppDependencies, lead: ValidCreateLead): Promise<LeadReceipt> {
  if (isHoneypotFilled(lead.website)) {
    deps.logger.info({ form: lead.source }, 'honeypot filled in: lead dropped');
    return { source: lead.source, confirmationEmail: deps.mail.deliveryConfigured ? 'sent' : 'not_sent' };
  }

  const school = await leadSchoolDetails(deps);
  const offer = await findSpecialOffer(deps.database.db);
  const queued: OutboxRow[] = [];
  await deps.database.db.transaction(async (tx) => {
    const row = await insertLead(tx, {
      email: lead.email,
      phone: lead.source === 'lead_popup' ? lead.phone : null,
      source: lead.source,
      createdAt: deps.now(),
    });
    const stored = { id: row.id, email: row.email, phone: row.phone, source: lead.source };
    const toVisitor =
      lead.source === 'lead_popup'
        ? offerEnquiryConfirmationEmail(stored, offer, school)
        : moneySavingTipsEmail(stored, offer, school);
    queued.push(
      await deps.mail.enqueue(tx, toVisitor),
      await deps.mail.enqueue(tx, newLeadEmail(stored, school)),
    );
  });
  const [toVisitorStatus] = await Promise.all(queued.map((row) => deps.mail.deliver(row)));
  return { source: lead.source, confirmationEmail: toVisitorStatus === 'sent' ? 'sent' : 'not_sent' };
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    contactedAt: row.contactedAt?.toISOString() ?? null,
  };
}

export async function listLeads(deps: AppDependencies): Promise<LeadList> {
  const { db } = deps.database;
  const [rows, counts] = await Promise.all([listLeadRows(db, LEAD_LIST_LIMIT), countLeads(db)]);
  return { leads: rows.map(toLead), counts };
}

/** Marks a lead contacted now, or clears it (a mistaken click can be put right). */
export async function updateLead(deps: AppDependencies, id: number, change: UpdateLead): Promise<Lead> {
  const row = await updateLeadContactedAt(deps.database.db, id, change.contacted ? deps.now() : null);
  if (!row) throw notFound(LEAD_NOT_FOUND_MESSAGE);
  return toLead(row);
}
