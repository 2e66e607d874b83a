import { ChevronUp, MessageSquare } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import type { ChatMessage, SenderRole } from '../../../../../core/messaging/chat/chat-schemas';
import { Button } from '../../../../components/ui/button';
import { classNames } from '../../../../lib/class-names';
import { formatMessageTime, getSenderName } from '../chat-messages';

/** Within this many pixels of the bottom, a new message scrolls into view by itself. */
const NEAR_BOTTOM_PX = 96;

export interface MessageThreadProps {
  messages: readonly ChatMessage[];
  /** Whose screen this is: their own messages sit on the right. */
  viewerRole: SenderRole;
  label: string;
  hasEarlier: boolean;
  isLoadingEarlier: boolean;
  onShowEarlier: () => void;
  /** Shown instead of the list when there are no messages. */
  empty: ReactNode;
  now: Date;
}

/**
 * The conversation, oldest at the top, scrolled to the newest. New messages are announced (a
 * log region); message text is rendered as text, never as markup.
 */
export function MessageThread({
  messages,
  viewerRole,
  label,
  hasEarlier,
  isLoadingEarlier,
  onShowEarlier,
  empty,
  now,
}: MessageThreadProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const nearBottomRef = useRef(true);
  const previous = useRef<{ firstId: number | undefined; lastId: number | undefined; scrollHeight: number }>({
    firstId: undefined,
    lastId: undefined,
    scrollHeight: 0,
  });

  const firstId = messages[0]?.id;
  const last = messages.at(-1);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const before = previous.current;
    if (before.lastId === last?.id && firstId !== before.firstId && before.firstId !== undefined) {
      // Older messages were added above: keep the ones being read where they were.
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    } else if (last?.id !== before.lastId) {
      const ownNewMessage = last?.senderRole === viewerRole;
      if (before.lastId === undefined || nearBottomRef.current || ownNewMessage) {
        element.scrollTop = element.scrollHeight;
      }
    }
    previous.current = { firstId, lastId: last?.id, scrollHeight: element.scrollHeight };
  }, [firstId, last, viewerRole]);

  function handleScroll() {
    const element = scrollRef.current;
    if (!element) return;
    nearBottomRef.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  }

  return (
    <div
      ref={scrollRef}
      onScroll={handleScroll}
      role="log"
      aria-label={label}
      // Scrollable, so it must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 sm:px-4"
    >
      {hasEarlier ? (
        <div className="mb-3 flex justify-center">
          <Button variant="ghost" size="compact" onClick={onShowEarlier} disabled={isLoadingEarlier}>
            <ChevronUp aria-hidden="true" className="size-4" />
            {isLoadingEarlier ? 'Loading earlier messages…' : 'Show earlier messages'}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        empty
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message) => {
            const own = message.senderRole === viewerRole;
            return (
              <li key={message.id} className={classNames('flex', own ? 'justify-end' : 'justify-start')}>
                <div
                  className={classNames(
                    'flex max-w-[85%] flex-col gap-1 sm:max-w-[75%]',
                    own ? 'items-end' : 'items-start',
                  )}
                >
                  <p
                    className={classNames(
                      'rounded-2xl px-4 py-2 break-words whitespace-pre-wrap',
                      own
                        ? 'rounded-br-md bg-blue-700 text-white'
                        : 'rounded-bl-md border border-slate-200 bg-slate-100 text-slate-900',
                    )}
                  >
                    {message.content}
                  </p>
                  <p className="px-1 text-xs text-slate-600">
                    <span>{own ? 'You' : getSenderName(message, { sentenceStart: true })}</span>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, now)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/** The friendly empty conversation: what it is and what to do. */
export function EmptyConversation({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 px-4 text-center">
      <MessageSquare aria-hidden="true" className="size-10 text-slate-400" />
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="max-w-sm text-slate-700">{children}</p>
    </div>
  );
}
