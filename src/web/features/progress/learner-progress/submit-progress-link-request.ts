import { MutationObserver } from '@tanstack/react-query';
import { requestProgressLinkRequestSchema } from '../../../../core/progress/progress-schemas';
import { isApiRequestError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { requestProgressLink } from './api/request-progress-link';

export type ProgressLinkRequestOutcome = { sent: string } | { error: string };

/**
 * The progress-link form's submit (components/progress-link-request-form.tsx): checks the address
 * with the schema the server uses and sends it as a mutation of the app's query client (its retry
 * rules). Loaded on the first submit: /my-progress hydrates the form without the schemas, the
 * API client or the query client (decision 0044). `onSending` runs once the address is valid.
 */
export async function submitProgressLinkRequest(
  email: string,
  onSending: () => void,
): Promise<ProgressLinkRequestOutcome> {
  const parsed = requestProgressLinkRequestSchema.safeParse({ email });
  if (!parsed.success) {
    return { error: parsed.error.issues[0]?.message ?? 'Please enter a valid email address' };
  }
  onSending();
  try {
    const answer = await new MutationObserver(queryClient, { mutationFn: requestProgressLink }).mutate(
      parsed.data.email,
    );
    // The server's answer: it says plainly when no e-mail can go from this site.
    return { sent: answer.message };
  } catch (requestError) {
    const fieldMessage = isApiRequestError(requestError, 400)
      ? requestError.apiError?.fields?.email
      : undefined;
    return {
      error:
        fieldMessage ??
        (isApiRequestError(requestError, 429)
          ? 'Too many requests. Please wait a minute and try again.'
          : "We couldn't send your request. Check your connection and try again."),
    };
  }
}
