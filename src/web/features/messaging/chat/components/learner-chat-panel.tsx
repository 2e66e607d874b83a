import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import {
  type ChatSocketAuthMessage,
  getMessagePreview,
} from '../../../../../core/messaging/chat/chat-schemas';
import { toast } from '../../../../components/ui/toast-store';
import { useNow } from '../../../../hooks/use-now';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { chatQueryKeys } from '../api/chat-query-keys';
import { learnerConversationQueryOptions, useLearnerConversation } from '../api/get-learner-conversation';
import { useMarkLearnerConversationRead } from '../api/mark-learner-conversation-read';
import { useSendLearnerMessage } from '../api/send-learner-message';
import {
  addMessageToConversation,
  flattenConversation,
  getLearnerChatWording,
  getSenderName,
  hasUnreadIncoming,
} from '../chat-messages';
import { useChatSocket } from '../hooks/use-chat-socket';
import { useDocumentVisible, useInView } from '../hooks/use-seen';
import { ChatPanel } from './chat-panel';
import { EmptyConversation } from './message-thread';

const COMPOSER_ID = 'learner-chat-message';

/**
 * The learner's end of the chat, on their dashboard: their own conversation only (their link's
 * token is the permission), live over the socket. A reply that arrives while the panel is off
 * screen raises a notification with its first 50 characters.
 */
export function LearnerChatPanel({
  token,
  draft,
}: {
  token: string;
  /** A message put in the box for the learner to send (their home's "Ask for a mock test"). */
  draft?: { text: string } | null;
}) {
  const queryClient = useQueryClient();
  const conversation = useLearnerConversation(token);
  const send = useSendLearnerMessage(token);
  const markRead = useMarkLearnerConversationRead(token);
  const sectionRef = useRef<HTMLElement>(null);
  const inView = useInView(sectionRef);
  const documentVisible = useDocumentVisible();
  const seen = inView && documentVisible;
  const now = useNow();
  const auth = useMemo<ChatSocketAuthMessage>(() => ({ type: 'auth', token }), [token]);

  const status = useChatSocket(auth, `student:${token}`, {
    onMessage(message) {
      queryClient.setQueryData(learnerConversationQueryOptions(token).queryKey, (data) =>
        addMessageToConversation(data, message),
      );
      if (message.senderRole === 'instructor' && !seen) {
        toast({
          title: `New message from ${getSenderName(message)}`,
          description: getMessagePreview(message.content),
          action: {
            label: 'Read',
            altText: 'Go to Messages at the end of the page',
            onClick: () => {
              sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              document.getElementById(COMPOSER_ID)?.focus({ preventScroll: true });
            },
          },
        });
      }
    },
    onCatchUp() {
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.learnerConversation(token) });
    },
    onRefused() {
      // The link has expired or been replaced: reloading shows why.
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.learnerConversation(token) });
    },
  });

  const messages = flattenConversation(conversation.data);
  const unread = hasUnreadIncoming(messages, 'student');
  const { mutate: markConversationRead, isPending: isMarkingRead } = markRead;
  useEffect(() => {
    if (unread && seen && !isMarkingRead) markConversationRead();
  }, [unread, seen, isMarkingRead, markConversationRead]);

  const wording = getLearnerChatWording(conversation.data?.pages[0]?.instructorName);
  const linkExpired = isApiRequestError(conversation.error, 401);
  return (
    <section ref={sectionRef} aria-labelledby="learner-chat-heading" className="grid gap-4">
      <h2 id="learner-chat-heading" className="flex items-center gap-2 text-2xl">
        <MessageSquare aria-hidden="true" className="size-6 text-blue-700" />
        Messages
      </h2>
      <ChatPanel
        title={wording.title}
        subtitle="Questions about your lessons? Ask here."
        headingLevel="h3"
        status={linkExpired ? 'refused' : status}
        viewerRole="student"
        conversation={{
          messages,
          isPending: conversation.isPending,
          // A failed reload keeps what was loaded on screen, unless the link itself has expired.
          error:
            conversation.isError && (!conversation.data || linkExpired)
              ? linkExpired
                ? {
                    title: 'Your link has expired',
                    message: getApiErrorMessage(
                      conversation.error,
                      'This progress link has expired or is invalid. Please request a new one from your instructor.',
                    ),
                  }
                : {
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
        empty={
          <EmptyConversation title="No messages yet">
            Ask {wording.askWho} anything about your lessons or your test. Replies appear here.
          </EmptyConversation>
        }
        onSend={(content) => send.mutateAsync(content)}
        isSending={send.isPending}
        canSend={!linkExpired}
        composerId={COMPOSER_ID}
        composerDraft={draft}
        now={now}
      />
    </section>
  );
}
