import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { showFailureToast } from '../../../../components/ui/failure-toasts';

/** Spec sections 4 and 9: the button says 'Copied!' for 2 seconds. */
export const COPIED_LABEL_MS = 2000;

/** 'Copy Progress Link' → 'Copied!' for 2 s; says so plainly when the browser refuses. */
export function CopyProgressLinkButton({ url, studentName }: { url: string; studentName: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      showFailureToast(
        'Copy failed',
        "Your browser didn't let us copy the link. Select the link in the box and copy it yourself.",
      );
      return;
    }
    setCopied(true);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  }

  return (
    <>
      <Button variant="secondary" size="compact" onClick={() => void handleCopy()}>
        {copied ? (
          <Check aria-hidden="true" className="size-4 text-green-700" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? 'Copied!' : 'Copy Progress Link'}
        <span className="sr-only"> for {studentName}</span>
      </Button>
      <span className="sr-only" aria-live="polite">
        {copied ? `${studentName}'s progress link copied` : ''}
      </span>
    </>
  );
}
