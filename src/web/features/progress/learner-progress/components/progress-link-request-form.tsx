import { CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';

/**
 * Asks for the progress link to be e-mailed. The answer is the same for any address, so the form
 * cannot be used to find out who is a learner (decisions.md, Privacy and access). The check and
 * the request load on the first submit (submit-progress-link-request.ts): /my-progress hydrates
 * this form as an island, without them.
 */
export function ProgressLinkRequestForm({ inputId }: { inputId?: string }) {
  const generatedId = useId();
  // An island is its own React root, where useId cannot give the id the server's whole page did.
  const id = inputId ?? generatedId;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const { submitProgressLinkRequest } = await import('../submit-progress-link-request');
    const outcome = await submitProgressLinkRequest(email, () => {
      setError(undefined);
      setSentMessage(null);
      setSending(true);
    });
    setSending(false);
    if ('error' in outcome) setError(outcome.error);
    else setSentMessage(outcome.sent);
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-3">
      <TextField
        id={id}
        label="Your e-mail address"
        error={error}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" disabled={sending} className="justify-self-start">
        <Send aria-hidden="true" className="size-5" />
        {sending ? 'Sending…' : 'E-mail My Progress Link'}
      </Button>
      <div role="status" aria-live="polite">
        {sentMessage ? (
          <p className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {sentMessage}
          </p>
        ) : null}
      </div>
    </form>
  );
}
