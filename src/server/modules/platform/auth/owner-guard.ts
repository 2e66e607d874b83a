import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import { forbidden } from '../../../lib/app-error';

/**
 * Refuses a signed-in instructor who is not the school's owner: a 403 naming who may, since the
 * instructor is known and the screen exists for the owner (docs/decisions/0031).
 */
export function requireOwner(instructor: InstructorProfile, message: string): void {
  if (!isOwner(instructor)) throw forbidden(message);
}
