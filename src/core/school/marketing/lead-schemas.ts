import { z } from 'zod';
import {
  CONFIRMATION_EMAIL_VALUES,
  emailSchema,
  honeypotSchema,
  phoneSchema,
  recordIdParamsSchema,
} from '../../partner-network/contact-fields';

/*
 * The two lead forms (spec learner side, sections 3 and 5): the special-offer pop-up (e-mail and
 * phone, both required) and the money-saving-tips pop-up (e-mail). Shared by the forms,
 * `POST /api/leads` and the dashboard's list. The sources are also the database's check constraint
 * and the column's type (src/server/db/schema.ts; schema-enums.test.ts compares them).
 */

export const LEAD_SOURCE_VALUES = ['lead_popup', 'lead_magnet'] as const;
export type LeadSource = (typeof LEAD_SOURCE_VALUES)[number];

export const leadSourceLabels: Record<LeadSource, string> = {
  lead_popup: 'Special offer pop-up',
  lead_magnet: 'Money-saving tips',
};

export const LEAD_EMAIL_MESSAGE = 'Please enter a valid email address';
export const LEAD_PHONE_MESSAGE = 'Please enter a valid phone number';

/** What the visitor types into the special-offer pop-up. */
export const leadPopupFieldsSchema = z.object({
  email: emailSchema(LEAD_EMAIL_MESSAGE),
  phone: phoneSchema(LEAD_PHONE_MESSAGE),
});

/** What the visitor types into the money-saving-tips pop-up. */
export const leadMagnetFieldsSchema = z.object({
  email: emailSchema(LEAD_EMAIL_MESSAGE),
});

/** Each form as the browser validates it: its fields plus the honeypot (docs/decisions/0011-public-site-content.md). */
export const leadPopupFormSchema = leadPopupFieldsSchema.extend({ website: honeypotSchema });
export type LeadPopupForm = z.input<typeof leadPopupFormSchema>;
export type ValidLeadPopupForm = z.output<typeof leadPopupFormSchema>;
export const leadMagnetFormSchema = leadMagnetFieldsSchema.extend({ website: honeypotSchema });
export type LeadMagnetForm = z.input<typeof leadMagnetFormSchema>;
export type ValidLeadMagnetForm = z.output<typeof leadMagnetFormSchema>;

/** `POST /api/leads`: one of the two forms, with the honeypot both carry. */
export const createLeadSchema = z.discriminatedUnion(
  'source',
  [
    leadPopupFormSchema.extend({ source: z.literal('lead_popup') }),
    leadMagnetFormSchema.extend({ source: z.literal('lead_magnet') }),
  ],
  { error: 'Please choose a form' },
);
export type CreateLead = z.input<typeof createLeadSchema>;
export type ValidCreateLead = z.output<typeof createLeadSchema>;

/**
 * The answer to the visitor: whether the e-mail to them (the offer's confirmation, or the tips)
 * really left. Without e-mail set up the tips page shows the tips on screen instead.
 */
export const leadReceiptSchema = z.object({
  source: z.enum(LEAD_SOURCE_VALUES),
  confirmationEmail: z.enum(CONFIRMATION_EMAIL_VALUES),
});
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;

/** One lead as the instructor's dashboard lists it. */
export const leadSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  phone: z.string().nullable(),
  source: z.enum(LEAD_SOURCE_VALUES),
  /** ISO instant. */
  createdAt: z.string(),
  /** ISO instant, or null while nobody has contacted them. */
  contactedAt: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListSchema = z.object({
  leads: z.array(leadSchema),
  counts: z.object({ new: z.number().int().min(0), contacted: z.number().int().min(0) }),
});
export type LeadList = z.infer<typeof leadListSchema>;

export const leadIdParamsSchema = recordIdParamsSchema;

/** `PATCH /api/leads/{id}`: mark a lead contacted, or undo a mistaken click. */
export const updateLeadSchema = z.object({
  contacted: z.boolean('Say whether the lead has been contacted'),
});
export type UpdateLead = z.infer<typeof updateLeadSchema>;

/** The leads are the school's intake, answered by its owner (docs/decisions/0051): 403 to anyone else. */
export const LEADS_OWNER_ONLY_MESSAGE = "Only the school's owner can see and answer the leads.";
