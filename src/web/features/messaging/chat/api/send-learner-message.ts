import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChatMessage, chatMessageSchema } from '../../../../../core/messaging/chat/chat-schemas';
import { apiPost } from '../../../../lib/api-client';
import { addMessageToConversation } from '../chat-messages';
import { learnerConversationQueryOptions } from './get-learner-conversation';

/** POST /api/student-messages: the learner writes to their instructor, by their progress-link token. */
export function sendLearnerMessage(request: { token: string; content: string }): Promise<ChatMessage> {
  return apiPost('/api/student-messages', request, chatMessageSchema);
}

export function useSendLearnerMessage(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendLearnerMessage({ token, content }),
    // A retry could send the message twice.
    retry: false,
    onSuccess: (message) => {
      queryClient.setQueryData(learnerConversationQueryOptions(token).queryKey, (data) =>
        addMessageToConversation(data, message),
      );
    },
  });
}
