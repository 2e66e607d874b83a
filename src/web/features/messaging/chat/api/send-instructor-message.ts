import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ChatMessage,
  chatMessageSchema,
  type SendMessageRequest,
} from '../../../../../core/messaging/chat/chat-schemas';
import { apiPost } from '../../../../lib/api-client';
import { addMessageToConversation } from '../chat-messages';
import { chatQueryKeys } from './chat-query-keys';
import { instructorConversationQueryOptions } from './get-instructor-conversation';

/** POST /api/messages: sends to the learner (receiverId); the socket also pushes it to both ends. */
export function sendInstructorMessage(request: SendMessageRequest): Promise<ChatMessage> {
  return apiPost('/api/messages', request, chatMessageSchema);
}

export function useSendInstructorMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInstructorMessage,
    // A retry could send the message twice.
    retry: false,
    onSuccess: (message) => {
      queryClient.setQueryData(instructorConversationQueryOptions(message.studentId).queryKey, (data) =>
        addMessageToConversation(data, message),
      );
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.unreadCount });
    },
  });
}
