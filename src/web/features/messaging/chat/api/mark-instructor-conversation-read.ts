import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadResponseSchema } from '../../../../../core/messaging/chat/chat-schemas';
import { apiPost } from '../../../../lib/api-client';
import { markIncomingRead } from '../chat-messages';
import { chatQueryKeys } from './chat-query-keys';
import { instructorConversationQueryOptions } from './get-instructor-conversation';

/** POST /api/messages/read: the learner's messages to the instructor have been seen. */
export function markInstructorConversationRead(studentId: number): Promise<{ markedRead: number }> {
  return apiPost('/api/messages/read', { studentId }, markReadResponseSchema);
}

export function useMarkInstructorConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInstructorConversationRead,
    onSuccess: (_result, studentId) => {
      queryClient.setQueryData(instructorConversationQueryOptions(studentId).queryKey, (data) =>
        markIncomingRead(data, 'instructor'),
      );
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.unreadCount });
    },
  });
}
