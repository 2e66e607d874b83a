import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_SEND_FAILED_MESSAGE,
  messageContentSchema,
} from '../../../../../core/messaging/chat/chat-schemas';
import { Button } from '../../../../components/ui/button';
import { FieldError, fieldAriaProps, inputClassName } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { classNames } from '../../../../lib/class-names';

/** From here on the box says how many characters are left. */
const COUNTDOWN_FROM = MESSAGE_MAX_LENGTH - 200;

export interface MessageComposerProps {
  /** Resolves once the server has the message; rejects when it did not take it. */
  onSend: (content: string) => Promise<unknown>;
  isSending: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** For focusing the box from elsewhere (a notification's 'Read' action). */
  textareaId?: string;
  /** Text put in the box from elsewhere (a new object each time), for the person to send themselves. */
  draft?: { text: string } | null;
}

/** The message box: Enter sends, Shift+Enter starts a new line; blank text is never sent. */
export function MessageComposer({
  onSend,
  isSending,
  disabled = false,
  placeholder,
  textareaId,
  draft,
}: MessageComposerProps) {
  const generatedId = useId();
  const id = textareaId ?? generatedId;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!draft) return;
    setText(draft.text);
    setError(undefined);
    textareaRef.current?.focus({ preventScroll: true });
  }, [draft]);

  async function send() {
    if (isSending || disabled) return;
    const parsed = messageContentSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      textareaRef.current?.focus();
      return;
    }
    setError(undefined);
    // The box empties at once (the message usually arrives before the answer does)...
    const typed = text;
    setText('');
    try {
      await onSend(parsed.data);
    } catch (failure) {
      // ...and gets the text back if it was not sent, so nothing typed is lost.
      setText((current) => (current === '' ? typed : current));
      const fields = isApiRequestError(failure, 400) ? failure.apiError?.fields : undefined;
      if (fields?.content) setError(fields.content);
      toast({
        title: MESSAGE_SEND_FAILED_MESSAGE,
        description:
          isApiRequestError(failure) && failure.status < 500
            ? getApiErrorMessage(failure, 'Please try again.')
            : 'Please check your connection and try again.',
        variant: 'destructive',
      });
    }
    textareaRef.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  const remaining = MESSAGE_MAX_LENGTH - text.trim().length;
  return (
    <form onSubmit={handleSubmit} className="grid gap-1.5 border-t border-slate-200 bg-white p-3" noValidate>
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        <textarea
          id={id}
          ref={textareaRef}
          rows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
          onKeyDown={handleKeyDown}
          placeholder={placeholder ?? 'Type a message…'}
          disabled={disabled}
          className={classNames(inputClassName, 'max-h-40 min-h-14 resize-none')}
          {...fieldAriaProps(id, { hint: true, error })}
        />
        <Button type="submit" disabled={isSending || disabled} className="shrink-0">
          <SendHorizontal aria-hidden="true" className="size-4" />
          {isSending ? 'Sending…' : 'Send'}
        </Button>
      </div>
      <div className="flex flex-wrap justify-between gap-x-3 text-sm text-slate-600">
        <p id={`${id}-hint`} className="sr-only sm:not-sr-only">
          Enter to send, Shift+Enter for a new line
        </p>
        {text.trim().length > COUNTDOWN_FROM ? (
          <p aria-live="polite" className={remaining < 0 ? 'font-semibold text-red-700' : undefined}>
            {remaining >= 0 ? `${remaining} characters left` : `${-remaining} characters over the limit`}
          </p>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
