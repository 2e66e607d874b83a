import { formatPoundsWhole, formatUkPhone } from '../../../../core/format/display-format';
import { type LeadSource, leadSourceLabels } from '../../../../core/school/marketing/lead-schemas';
import { MONEY_SAVING_TIPS } from '../../../../core/school/marketing/money-saving-tips';
import {
  SPECIAL_OFFER_PACKAGE_TYPE,
  type SpecialOffer,
} from '../../../../core/school/marketing/special-offer';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

export interface LeadSchoolDetails {
  schoolName: string;
  phone: string;
  email: string;
  publicUrl: string;
}

interface StoredLead {
  id: number;
  email: string;
  phone: string | null;
  source: LeadSource;
}

function describeOffer(offer: SpecialOffer): string {
  const saving = offer.saving === null ? '' : ` (you save ${formatPoundsWhole(offer.saving)})`;
  return `${offer.headline}${saving}`;
}

function offerBookingUrl(school: LeadSchoolDetails): string {
  return `${school.publicUrl}/book-lesson?package=${SPECIAL_OFFER_PACKAGE_TYPE}`;
}

/** To the visitor of the special-offer pop-up: we have your details and will be in touch. */
export function offerEnquiryConfirmationEmail(
  lead: StoredLead,
  offer: SpecialOffer | null,
  school: LeadSchoolDetails,
): EmailMessage {
  return {
    to: lead.email,
    kind: 'lead_offer_received',
    subject: offer
      ? `Your ${offer.headline} special offer enquiry`
      : `Thanks for getting in touch with ${school.schoolName}`,
    text: [
      'Hello,',
      '',
      offer
        ? `Thank you for your interest in our special offer: ${describeOffer(offer)}. We'll contact you about it within 24 hours.`
        : "Thank you for your interest in our lessons. We'll contact you within 24 hours.",
      '',
      'Want to go ahead straight away? Choose your times and book online:',
      offerBookingUrl(school),
      '',
      `Questions? Call us on ${formatUkPhone(school.phone)} or reply to ${school.email}.`,
      '',
      school.schoolName,
      '',
      "You are receiving this because you gave us this address on our website. If that wasn't you, ignore this e-mail and we won't contact you again.",
    ].join('\n'),
  };
}

/** To the visitor of the tips pop-up: the 10 money-saving tips it promised. */
export function moneySavingTipsEmail(
  lead: StoredLead,
  offer: SpecialOffer | null,
  school: LeadSchoolDetails,
): EmailMessage {
  return {
    to: lead.email,
    kind: 'money_saving_tips',
    subject: `Your 10 money-saving tips for driving lessons, from ${school.schoolName}`,
    text: [
      'Hello,',
      '',
      'Here are the 10 money-saving tips you asked for.',
      '',
      ...MONEY_SAVING_TIPS.flatMap((tip, index) => [`${index + 1}. ${tip.title}`, `   ${tip.text}`, '']),
      ...(offer
        ? [`Our special offer: ${describeOffer(offer)}. Book it here:`, offerBookingUrl(school), '']
        : [`Book your lessons here: ${school.publicUrl}/book-lesson`, '']),
      `Questions? Call us on ${formatUkPhone(school.phone)} or reply to ${school.email}.`,
      '',
      school.schoolName,
      '',
      "You are receiving this because you asked for these tips on our website. If that wasn't you, ignore this e-mail and we won't contact you again.",
    ].join('\n'),
  };
}

/** To the school: a new lead to contact, also listed in the dashboard. */
export function newLeadEmail(lead: StoredLead, school: LeadSchoolDetails): EmailMessage {
  return {
    to: school.email,
    kind: 'new_lead',
    subject: `New lead (${leadSourceLabels[lead.source].toLowerCase()}): ${lead.email}`,
    text: [
      `A visitor left their details on the website (${leadSourceLabels[lead.source]}).`,
      '',
      `E-mail: ${lead.email}`,
      `Phone: ${lead.phone === null ? 'not given' : formatUkPhone(lead.phone)}`,
      lead.source === 'lead_popup'
        ? 'They asked about the special offer and were told you would contact them within 24 hours.'
        : 'They downloaded the money-saving tips.',
      '',
      `Open the leads in the dashboard: ${school.publicUrl}/instructor-dashboard?tab=leads`,
    ].join('\n'),
  };
}
