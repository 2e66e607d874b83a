import type { ReactNode } from 'react';
import { ProgressLinkRequestForm } from '../features/progress/learner-progress/components/progress-link-request-form';
import { RememberedProgressSlot } from './remembered-progress-slot';

/*
 * /my-progress's live parts, as islands (page-islands.ts): the remembered learner's card and the
 * request form, whose check and request load on its first submit. No props: both render the same
 * for every visitor until they are live.
 */

/** The request form's e-mail field: a fixed id, as an island is its own React root (no useId match). */
export const PROGRESS_LINK_EMAIL_ID = 'progress-link-email';

export function renderProgressLinkRequestIsland(): ReactNode {
  return <ProgressLinkRequestForm inputId={PROGRESS_LINK_EMAIL_ID} />;
}

export function renderRememberedProgressIsland(): ReactNode {
  return <RememberedProgressSlot />;
}
