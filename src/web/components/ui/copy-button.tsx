import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { classNames } from '../../lib/class-names';
import { buttonClassName } from './button';
import { toast } from './toast-store';

/** Spec section 8: every copy button says 'Copied!'. */
export const COPIED_TOAST_TITLE = 'Copied!';
/** Spec section 9: the copy icon shows a tick for 2 seconds. */
export const COPY_TICK_MS = 2000;

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, for the button's name and the toast: 'Sort code', 'E-mail'. */
  label: string;
  className?: string;
}

/**
 * Copies `value` to the clipboard: a 'Copied!' toast and a tick for 2 s, or a clear message when
 * the browser refuses (no clipboard access, insecure page).
 */
export function CopyButton({ value, label, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const tickTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (tickTimer.current !== null) clearTimeout(tickTimer.current);
    },
    [],
  );

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      toast({
        title: 'Copy failed',
        description: `Your browser didn't let us copy the ${label.toLowerCase()}. Please select it and copy it yourself.`,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: COPIED_TOAST_TITLE, description: `The ${label.toLowerCase()} is ready to paste.` });
    setCopied(true);
    if (tickTimer.current !== null) clearTimeout(tickTimer.current);
    tickTimer.current = setTimeout(() => setCopied(false), COPY_TICK_MS);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void handleCopy()}
        className={buttonClassName({
          variant: 'secondary',
          size: 'compact',
          className: classNames('min-w-11 shrink-0', className),
        })}
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4 text-green-700" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        <span>
          {copied ? 'Copied' : 'Copy'}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </span>
      </button>
      {/* Inside a modal dialog the page's toasts are hidden from screen readers: say it here too. */}
      <span className="sr-only" aria-live="polite">
        {copied ? `${label} copied` : ''}
      </span>
    </>
  );
}
