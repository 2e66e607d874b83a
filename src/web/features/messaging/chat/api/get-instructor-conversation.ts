import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  type ConversationResponse,
  conversationResponseSchema,
} from '../../../../../core/messaging/chat/chat-schemas';
import { apiGet } from '../../../../lib/api-client';
import { type ConversationPageParam, chatQueryKeys, getEarlierPageParam } from './chat-query-keys';

/** GET /api/messages?studentId=&before=: the conversation with one learner, oldest first. */
export function getInstructorConversation(
  studentId: number,
  before: ConversationPageParam,
  signal?: AbortSignal,
): Promise<ConversationResponse> {
  const query = new URLSearchParams({ studentId: String(studentId) });
  if (before > 0) query.set('before', String(before));
  return apiGet(`/api/messages?${query.toString()}`, conversationResponseSchema, { signal });
}

export function instructorConversationQueryOptions(studentId: number) {
  return infiniteQueryOptions({
    queryKey: chatQueryKeys.instructorConversation(studentId),
    queryFn: ({ pageParam, signal }) => getInstructorConversation(studentId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: getEarlierPageParam,
  });
}

export function useInstructorConversation(studentId: number) {
  return useInfiniteQuery(instructorConversationQueryOptions(studentId));
}
