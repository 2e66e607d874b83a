import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CHAT_PANEL_HEIGHT_PX,
  type ChatMessage,
  type SenderRole,
} from '../../../../../core/messaging/chat/chat-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { ChatConnectionStatus } from '../hooks/use-chat-socket';
import { ConnectionStatus } from './connection-status';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

export interface ChatPanelConversation {
  messages: readonly ChatMessage[];
  isPending: boolean;
  /** Loading failed (and nothing is loaded to show). */
  error: { title: string; message: string } | null;
  onRetry: () => void;
  isRetrying: boolean;
  hasEarlier: boolean;
  isLoadingEarlier: boolean;
  onShowEarlier: () => void;
}

export interface ChatPanelProps {
  title: string;
  subtitle?: ReactNode;
  /** Heading level inside the page's outline. */
  headingLevel: 'h2' | 'h3';
  status: ChatConnectionStatus;
  viewerRole: SenderRole;
  conversation: ChatPanelConversation;
  empty: ReactNode;
  /** A note above the messages (e.g. the learner cannot see messages yet). */
  notice?: ReactNode;
  onSend: (content: string) => Promise<unknown>;
  isSending: boolean;
  canSend: boolean;
  composerId?: string;
  /** Text to put in the message box (MessageComposer's `draft`). */
  composerDraft?: { text: string } | null;
  now: Date;
}

/** One conversation in a 600px panel (spec section 9): header with the live status, messages, the box. */
export function ChatPanel({
  title,
  subtitle,
  headingLevel: Heading,
  status,
  viewerRole,
  conversation,
  empty,
  notice,
  onSend,
  isSending,
  canSend,
  composerId,
  composerDraft,
  now,
}: ChatPanelProps) {
  return (
    <Card className="flex flex-col overflow-hidden" style={{ height: CHAT_PANEL_HEIGHT_PX }}>
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0">
          <Heading className="truncate text-lg">{title}</Heading>
          {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
        </div>
        <ConnectionStatus status={status} />
      </div>
      {notice}
      {conversation.isPending ? (
        <div className="flex min-h-0 flex-1 flex-col gap-4 px-4 py-4">
          <p role="status" className="sr-only">
            Loading messages
          </p>
          <Skeleton className="h-12 w-3/5" />
          <Skeleton className="ml-auto h-12 w-1/2" />
          <Skeleton className="h-16 w-2/3" />
        </div>
      ) : conversation.error ? (
        <div
          role="alert"
          className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-4 text-center"
        >
          <p className="text-lg font-semibold text-slate-900">{conversation.error.title}</p>
          <p className="max-w-sm text-slate-700">{conversation.error.message}</p>
          <Button variant="secondary" onClick={conversation.onRetry} disabled={conversation.isRetrying}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {conversation.isRetrying ? 'Trying again…' : 'Try again'}
          </Button>
        </div>
      ) : (
        <MessageThread
          messages={conversation.messages}
          viewerRole={viewerRole}
          label={`Messages: ${title}`}
          hasEarlier={conversation.hasEarlier}
          isLoadingEarlier={conversation.isLoadingEarlier}
          onShowEarlier={conversation.onShowEarlier}
          empty={empty}
          now={now}
        />
      )}
      <MessageComposer
        onSend={onSend}
        isSending={isSending}
        disabled={!canSend}
        textareaId={composerId}
        draft={composerDraft}
      />
    </Card>
  );
}
