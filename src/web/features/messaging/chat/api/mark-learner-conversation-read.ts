import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadResponseSchema } from '../../../../../core/messaging/chat/chat-schemas';
import { apiPost } from '../../../../lib/api-client';
import { markIncomingRead } from '../chat-messages';
import { learnerConversationQueryOptions } from './get-learner-conversation';

/** POST /api/student-messages/read: the instructor's messages have been seen by the learner. */
export function markLearnerConversationRead(token: string): Promise<{ markedRead: number }> {
  return apiPost('/api/student-messages/read', { token }, markReadResponseSchema);
}

export function useMarkLearnerConversationRead(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markLearnerConversationRead(token),
    onSuccess: () => {
      queryClient.setQueryData(learnerConversationQueryOptions(token).queryKey, (data) =>
        markIncomingRead(data, 'student'),
      );
    },
  });
}
