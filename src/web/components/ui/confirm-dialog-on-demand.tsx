import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * ConfirmDialog whose code (the dialog's, Radix's) loads the first time it opens: for a page that
 * counts its first download (the learner's page, docs/decisions/0044-page-javascript-budgets.md),
 * where the question is rarely asked. Mounted from then on, so closing it animates as before.
 */
export function ConfirmDialogOnDemand(props: ConfirmDialogProps) {
  const [wasOpened, setWasOpened] = useState(props.open);
  if (props.open && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
