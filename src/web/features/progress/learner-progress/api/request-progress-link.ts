import { requestProgressLinkResponseSchema } from '../../../../../core/progress/progress-schemas';
import { apiPost } from '../../../../lib/api-client';

/** POST /api/progress/request-link: e-mails the link if the address is a learner's; same answer either way. */
export function requestProgressLink(email: string): Promise<{ message: string }> {
  return apiPost('/api/progress/request-link', { email }, requestProgressLinkResponseSchema);
}
