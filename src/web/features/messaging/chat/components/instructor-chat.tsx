import { useQueryClient } from '@tanstack/react-query';
import { Link2Off } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { getFirstName } from '../../../../../core/format/display-format';
import {
  type ChatSocketAuthMessage,
  getMessagePreview,
} from '../../../../../core/messaging/chat/chat-schemas';
import { toast } from '../../../../components/ui/toast-store';
import { useNow } from '../../../../hooks/use-now';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';
import { chatQueryKeys } from '../api/chat-query-keys';
import {
  instructorConversationQueryOptions,
  useInstructorConversation,
} from '../api/get-instructor-conversation';
import { useMarkInstructorConversationRead } from '../api/mark-instructor-conversation-read';
import { useSendInstructorMessage } from '../api/send-instructor-message';
import {
  addMessageToConversation,
  flattenConversation,
  getSenderName,
  hasUnreadIncoming,
} from '../chat-messages';
import { useChatSocket } from '../hooks/use-chat-socket';
import { useDocumentVisible } from '../hooks/use-seen';
import { ChatPanel } from './chat-panel';
import { EmptyConversation } from './message-thread';

export interface InstructorChatProps {
  student: { id: number; fullName: string; hasLiveLink: boolean };
  /** Opens another learner's conversation (a notification's 'Open' action). */
  onOpenStudent: (studentId: number) => void;
}

/**
 * The instructor's conversation with one learner. Its live connection is made for the selected
 * learner and made again when the selection changes (spec section 4); messages from other learners
 * raise a notification with their first 50 characters.
 */
export function InstructorChat({ student, onOpenStudent }: InstructorChatProps) {
  const queryClient = useQueryClient();
  const conversation = useInstructorConversation(student.id);
  const send = useSendInstructorMessage();
  const markRead = useMarkInstructorConversationRead();
  const documentVisible = useDocumentVisible();
  const now = useNow();
  // The browser's session is its httpOnly cookie, which the socket's upgrade request carries.
  const auth = useMemo<ChatSocketAuthMessage>(() => ({ type: 'auth' }), []);

  const status = useChatSocket(auth, `instructor:${student.id}`, {
    onMessage(message) {
      queryClient.setQueryData(instructorConversationQueryOptions(message.studentId).queryKey, (data) =>
        addMessageToConversation(data, message),
      );
      if (message.senderRole !== 'student') return;
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.unreadCount });
      if (message.studentId !== student.id) {
        toast({
          title: `New message from ${getSenderName(message)}`,
          description: getMessagePreview(message.content),
          action: {
            label: 'Open',
            altText: `Choose ${getSenderName(message)} in the student list to read the message`,
            onClick: () => onOpenStudent(message.studentId),
          },
        });
      }
    },
    onCatchUp() {
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.instructorConversations });
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.unreadCount });
    },
    onRefused() {
      // The session has ended: the dashboard's next request gets a 401 and shows the sign-in form.
      void queryClient.invalidateQueries({ queryKey: [DASHBOARD_QUERY_ROOT] });
    },
  });

  const messages = flattenConversation(conversation.data);
  const unread = hasUnreadIncoming(messages, 'instructor');
  const { mutate: markConversationRead, isPending: isMarkingRead } = markRead;
  useEffect(() => {
    if (unread && documentVisible && !isMarkingRead) markConversationRead(student.id);
  }, [unread, documentVisible, isMarkingRead, markConversationRead, student.id]);

  const firstName = getFirstName(student.fullName);
  return (
    <ChatPanel
      title={student.fullName}
      subtitle={`Messages show on ${firstName}'s My Progress page.`}
      headingLevel="h3"
      status={status}
      viewerRole="instructor"
      conversation={{
        messages,
        isPending: conversation.isPending,
        // A failed reload keeps what was already loaded on screen.
        error:
          conversation.isError && !conversation.data
            ? {
                title: "Messages didn't load",
                message: "We couldn't reach the server. Check your connection and try again.",
              }
            : null,
        onRetry: () => void conversation.refetch(),
        isRetrying: conversation.isRefetching,
        hasEarlier: conversation.hasNextPage,
        isLoadingEarlier: conversation.isFetchingNextPage,
        onShowEarlier: () => void conversation.fetchNextPage(),
      }}
      notice={
        student.hasLiveLink ? null : (
          <p className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
            <Link2Off aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {firstName} has no working progress link, so they can't read or answer messages yet. Generate one
            on their student card.
          </p>
        )
      }
      empty={
        <EmptyConversation title="No messages yet">
          Say hello to {firstName}. They'll see your message on their My Progress page and can reply there.
        </EmptyConversation>
      }
      onSend={(content) => send.mutateAsync({ receiverId: student.id, content })}
      isSending={send.isPending}
      canSend
      now={now}
    />
  );
}
