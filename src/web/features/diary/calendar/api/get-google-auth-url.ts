import type { z } from 'zod';
import { googleAuthUrlResponseSchema } from '../../../../../core/diary/calendar/calendar-schemas';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/google-calendar/auth-url: Google's consent page for the popup, bound to this session. */
export function getGoogleAuthUrl(): Promise<z.infer<typeof googleAuthUrlResponseSchema>> {
  return apiGet('/api/google-calendar/auth-url', googleAuthUrlResponseSchema);
}
