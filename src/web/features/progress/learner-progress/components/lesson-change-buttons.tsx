import { CalendarSync, XCircle } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { LessonChangeInfo } from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { Button } from '../../../../components/ui/button';
import type { LearnerLesson } from '../lesson-change-display';

/*
 * "Move lesson" and "Cancel lesson" on the learner's page. Their dialogs (the forms, react-hook-form
 * and the dialog's code) load when a button is first pressed, or pointed at or focused just before:
 * the page's first download leaves them out (docs/decisions/0044-page-javascript-budgets.md).
 * Until then each button is the one the dialog's trigger renders closed, so the server's HTML, and
 * what hydrates it, stay the same.
 */

const loadMoveLessonDialog = () => import('./move-lesson-dialog');
const loadCancelLessonDialog = () => import('./cancel-lesson-dialog');

const MoveLessonDialog = lazy(() =>
  loadMoveLessonDialog().then((module) => ({ default: module.MoveLessonDialog })),
);
const CancelLessonDialog = lazy(() =>
  loadCancelLessonDialog().then((module) => ({ default: module.CancelLessonDialog })),
);

/** The words and icon of "Move lesson", in the dialog's trigger and in its stand-in alike. */
export function MoveLessonLabel({ dateLabel }: { dateLabel: string }) {
  return (
    <>
      <CalendarSync aria-hidden="true" className="size-5" />
      Move lesson
      <span className="sr-only"> on {dateLabel}</span>
    </>
  );
}

/** The words and icon of "Cancel lesson", in the dialog's trigger and in its stand-in alike. */
export function CancelLessonLabel({ dateLabel }: { dateLabel: string }) {
  return (
    <>
      <XCircle aria-hidden="true" className="size-5" />
      Cancel lesson
      <span className="sr-only"> on {dateLabel}</span>
    </>
  );
}

/**
 * The dialog's trigger as Radix renders it closed, until the dialog is asked for; then the dialog,
 * open from its first render (its own trigger takes the button's place, and focus returns to it
 * when it closes).
 */
function DialogOnFirstPress({
  variant,
  label,
  preload,
  renderDialog,
}: {
  variant: 'primary' | 'secondary';
  label: ReactNode;
  preload: () => unknown;
  renderDialog: () => ReactNode;
}) {
  const [asked, setAsked] = useState(false);
  const standIn = (
    <Button
      variant={variant}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={() => setAsked(true)}
    >
      {label}
    </Button>
  );
  if (!asked) return standIn;
  return <Suspense fallback={standIn}>{renderDialog()}</Suspense>;
}

interface LessonChangeButtonProps {
  token: string;
  lesson: LearnerLesson;
  change: LessonChangeInfo;
  /** The lesson's day in words, for the button's accessible name. */
  dateLabel: string;
}

export function MoveLessonButton({
  learnerName,
  ...props
}: LessonChangeButtonProps & { learnerName: string }) {
  return (
    <DialogOnFirstPress
      variant="primary"
      label={<MoveLessonLabel dateLabel={props.dateLabel} />}
      preload={loadMoveLessonDialog}
      renderDialog={() => <MoveLessonDialog {...props} learnerName={learnerName} initiallyOpen />}
    />
  );
}

export function CancelLessonButton(props: LessonChangeButtonProps) {
  return (
    <DialogOnFirstPress
      variant="secondary"
      label={<CancelLessonLabel dateLabel={props.dateLabel} />}
      preload={loadCancelLessonDialog}
      renderDialog={() => <CancelLessonDialog {...props} initiallyOpen />}
    />
  );
}
