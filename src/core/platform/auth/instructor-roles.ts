import { z } from 'zod';

/**
 * What a signed-in instructor may do (docs/decisions/0031): the school's owner (its lead
 * instructor) sees everything, the Outbox included; another instructor sees the teaching screens.
 * The one list behind the database's check constraint and the API's schemas.
 */
export const INSTRUCTOR_ROLE_VALUES = ['owner', 'instructor'] as const;

export const instructorRoleSchema = z.enum(INSTRUCTOR_ROLE_VALUES);

export type InstructorRole = z.infer<typeof instructorRoleSchema>;

export function isOwner(instructor: { role: InstructorRole }): boolean {
  return instructor.role === 'owner';
}
