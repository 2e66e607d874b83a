import { MessageSquare } from 'lucide-react';
import { Card } from '../../../../components/ui/card';

/** The Messages sub-tab: chat comes in a later issue; nothing here pretends to send. */
export function MessagesPanel() {
  return (
    <Card className="flex flex-col items-start gap-3 p-5 sm:p-8">
      <MessageSquare aria-hidden="true" className="size-10 text-blue-700" />
      <h3 className="text-xl">Live chat with learners is coming soon</h3>
      <p className="max-w-2xl text-slate-700">
        You'll be able to message each learner here and see their replies as they arrive. Until then, contact
        learners by phone or e-mail from their student card.
      </p>
    </Card>
  );
}
