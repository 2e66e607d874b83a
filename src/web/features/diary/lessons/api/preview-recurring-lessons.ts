import { useMutation } from '@tanstack/react-query';
import {
  type RecurringLessonsPreview,
  type RecurringLessonsPreviewRequest,
  recurringLessonsPreviewSchema,
} from '../../../../../core/diary/lessons/recurring-lessons-schemas';
import { apiPost } from '../../../../lib/api-client';

/**
 * POST /api/lessons/recurring/preview: each week of a weekly series, free or clashing and why,
 * and the hours it needs against the learner's hours left. Writes nothing; asked for on demand,
 * so it is a mutation rather than a cached query.
 */
export function previewRecurringLessons(
  request: RecurringLessonsPreviewRequest,
): Promise<RecurringLessonsPreview> {
  return apiPost('/api/lessons/recurring/preview', request, recurringLessonsPreviewSchema);
}

export function usePreviewRecurringLessons() {
  return useMutation({ mutationFn: previewRecurringLessons, retry: false });
}
