import { z } from 'zod';
import { databaseIdParam } from '../api/id-schemas';

/*
 * The public forms' contact fields, with each form's own words (spec instructor side, section 5),
 * and the honeypot both forms carry.
 */

export function fullNameSchema(message: string) {
  return z.string(message).trim().min(2, message).max(100, 'Full name is too long');
}

export function emailSchema(message: string) {
  return z.string(message).trim().toLowerCase().pipe(z.email(message).max(254, message));
}

export function phoneSchema(message: string) {
  return z
    .string(message)
    .trim()
    .min(10, message)
    .max(20, message)
    .regex(/^\+?[0-9 ()-]+$/, message);
}

/** Optional free text: blank means not given. */
export function optionalTextSchema(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, `Please keep this under ${maxLength.toLocaleString('en-GB')} characters`)
    .optional();
}

/**
 * A field people never see (hidden off-screen, out of the tab order) that form-filling robots
 * complete. A request with it filled in is answered like a success but nothing is stored or sent
 * (docs/decisions/0008-partner-network.md). Any text is accepted so a robot learns nothing from a 400.
 */
export const HONEYPOT_FIELD = 'website';
export const honeypotSchema = z.string().max(2000).optional();

/** True when the honeypot was filled in: the request came from a robot. */
export function isHoneypotFilled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

/** What became of the confirmation e-mail to the person who sent a form. */
export const CONFIRMATION_EMAIL_VALUES = ['sent', 'not_sent'] as const;
export type ConfirmationEmailStatus = (typeof CONFIRMATION_EMAIL_VALUES)[number];

/** The dashboard lists the newest this many of each; older ones stay in the database and the backup. */
export const NETWORK_LIST_LIMIT = 200;

/** `/api/.../{id}` of the dashboard's network views. */
export const recordIdParamsSchema = z.object({ id: databaseIdParam() });

/** Who did something in the dashboard (allocated a request, reviewed an application). */
export const instructorRefSchema = z.object({
  id: z.number().int().positive(),
  /** Null when the instructor has no name on record (INSTRUCTOR_NAME unset). */
  fullName: z.string().nullable(),
});

/**
 * Partner requests and applications to join are the school's intake, answered by its owner
 * (docs/decisions/0051): 403 to any other instructor.
 */
export const NETWORK_OWNER_ONLY_MESSAGE =
  "Only the school's owner can see and answer partner requests and applications to join.";
