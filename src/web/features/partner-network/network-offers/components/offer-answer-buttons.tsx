import { Check, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { OfferAnswer } from '../api/answer-network-offer';

/** Accept and Decline, at least 44 px high, side by side (stacked on a narrow phone). */
export function OfferAnswerButtons({
  onAnswer,
  pending,
  what,
}: {
  onAnswer: (answer: OfferAnswer) => void;
  /** The answer being sent, if any: both buttons wait for it. */
  pending: OfferAnswer | null;
  /** For screen readers: which offer ("NETWORK-12"). */
  what: string;
}) {
  return (
    <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:flex sm:flex-wrap">
      <Button onClick={() => onAnswer('accept')} disabled={pending !== null}>
        <Check aria-hidden="true" className="size-5" />
        {pending === 'accept' ? 'Accepting…' : 'Accept'}
        <span className="sr-only"> {what}</span>
      </Button>
      <Button variant="secondary" onClick={() => onAnswer('decline')} disabled={pending !== null}>
        <X aria-hidden="true" className="size-5" />
        {pending === 'decline' ? 'Declining…' : 'Decline'}
        <span className="sr-only"> {what}</span>
      </Button>
    </div>
  );
}
