import { CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { requestProgressLinkRequestSchema } from '../../../../../core/progress/progress-schemas';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { isApiRequestError } from '../../../../lib/api-client';
import { useRequestProgressLink } from '../api/request-progress-link';

/**
 * Asks for the progress link to be e-mailed. The answer is the same for any address, so the form
 * cannot be used to find out who is a learner (decisions.md, Privacy and access).
 */
export function ProgressLinkRequestForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const request = useRequestProgressLink();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = requestProgressLinkRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      return;
    }
    setError(undefined);
    setSentMessage(null);
    request.mutate(parsed.data.email, {
      // The server's answer: it says plainly when no e-mail can go from this site.
      onSuccess: (answer) => setSentMessage(answer.message),
      onError: (requestError) => {
        const fieldMessage = isApiRequestError(requestError, 400)
          ? requestError.apiError?.fields?.email
          : undefined;
        setError(
          fieldMessage ??
            (isApiRequestError(requestError, 429)
              ? 'Too many requests. Please wait a minute and try again.'
              : "We couldn't send your request. Check your connection and try again."),
        );
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-3">
      <TextField
        id={inputId}
        label="Your e-mail address"
        error={error}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" disabled={request.isPending} className="justify-self-start">
        <Send aria-hidden="true" className="size-5" />
        {request.isPending ? 'Sending…' : 'E-mail My Progress Link'}
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
