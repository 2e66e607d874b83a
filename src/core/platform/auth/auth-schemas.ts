import { z } from 'zod';
import { instructorRoleSchema } from './instructor-roles';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/** The instructor sign-in form (spec instructor side, section 5), shared by the form and the API. */
export const instructorLoginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address').max(254)),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
});

export type InstructorLoginRequest = z.input<typeof instructorLoginRequestSchema>;

export const instructorProfileSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  /** Null when no name is configured (INSTRUCTOR_NAME unset). */
  fullName: z.string().nullable(),
  /** The owner also sees the Outbox (docs/decisions/0031). */
  role: instructorRoleSchema,
});

export type InstructorProfile = z.infer<typeof instructorProfileSchema>;

export const instructorLoginResponseSchema = z.object({
  /** Also set as an httpOnly cookie; returned for API clients that prefer `Authorization: Bearer`. */
  token: z.string(),
  expiresAt: z.iso.datetime(),
  instructor: instructorProfileSchema,
});

export const verifyInstructorResponseSchema = z.object({
  instructor: instructorProfileSchema,
  expiresAt: z.iso.datetime(),
});

export const logoutResponseSchema = z.object({ signedOut: z.literal(true) });
