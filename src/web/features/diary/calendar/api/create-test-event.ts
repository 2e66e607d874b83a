import { useMutation } from '@tanstack/react-query';
import {
  type CreatedTestEvent,
  createTestEventResponseSchema,
} from '../../../../../core/diary/calendar/calendar-schemas';
import { apiPost } from '../../../../lib/api-client';

/** POST /api/google-calendar/create-event: a test event (shown as free) in the connected calendar. */
export function createTestEvent(): Promise<CreatedTestEvent> {
  return apiPost('/api/google-calendar/create-event', {}, createTestEventResponseSchema);
}

export function useCreateTestEvent() {
  return useMutation({ mutationFn: createTestEvent, retry: false });
}
