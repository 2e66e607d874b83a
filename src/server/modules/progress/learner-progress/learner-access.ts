import type { AppDependencies } from '../../../app-types';
import { AppError } from '../../../lib/app-error';
import { findLiveTokenOwner } from './progress-repository';

export const ACCESS_LINK_EXPIRED_CODE = 'ACCESS_LINK_EXPIRED';

export const EXPIRED_LINK_MESSAGE =
  'This progress link has expired or is invalid. Please request a new one from your instructor.';

/**
 * The learner of a live progress link, or 401 (expired and unknown look the same). Every learner
 * endpoint (progress, lesson changes, chat) reads the learner this way and only this way.
 */
export async function requireTokenOwner(deps: AppDependencies, token: string) {
  const owner = await findLiveTokenOwner(deps.database.db, token, deps.now());
  if (!owner) throw new AppError(401, ACCESS_LINK_EXPIRED_CODE, EXPIRED_LINK_MESSAGE);
  return owner;
}
