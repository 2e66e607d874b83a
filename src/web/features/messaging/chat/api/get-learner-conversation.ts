import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  type LearnerConversationResponse,
  learnerConversationResponseSchema,
} from '../../../../../core/messaging/chat/chat-schemas';
import { apiGet, isApiRequestError } from '../../../../lib/api-client';
import { type ConversationPageParam, chatQueryKeys, getEarlierPageParam } from './chat-query-keys';

/** GET /api/student-messages?token=&before=: the learner's own conversation; 401 when the link has expired. */
export function getLearnerConversation(
  token: string,
  before: ConversationPageParam,
  signal?: AbortSignal,
): Promise<LearnerConversationResponse> {
  const query = new URLSearchParams({ token });
  if (before > 0) query.set('before', String(before));
  return apiGet(`/api/student-messages?${query.toString()}`, learnerConversationResponseSchema, { signal });
}

export function learnerConversationQueryOptions(token: string) {
  return infiniteQueryOptions({
    queryKey: chatQueryKeys.learnerConversation(token),
    queryFn: ({ pageParam, signal }) => getLearnerConversation(token, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: getEarlierPageParam,
    retry: (failureCount, error) => !isApiRequestError(error, 401) && failureCount < 1,
  });
}

export function useLearnerConversation(token: string) {
  return useInfiniteQuery({ ...learnerConversationQueryOptions(token), enabled: token !== '' });
}
