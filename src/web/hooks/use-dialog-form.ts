import { type FormEvent, useState } from 'react';
import type {
  DefaultValues,
  FieldValues,
  Path,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormReturn,
} from 'react-hook-form';
import { explainFailure } from '../components/ui/failure-toasts';
import { placeServerFieldErrors } from '../lib/server-field-errors';

export interface DialogFormOptions<Values extends FieldValues, Valid> {
  /** The dialog's react-hook-form form; a dialog that keeps its fields in state leaves it out. */
  form?: UseFormReturn<Values, unknown, Valid>;
  /**
   * The values the form starts from, read each time the dialog opens (so "today" is today even on
   * a dashboard left open overnight). Without it the form is not reset.
   */
  initialValues?: () => NoInfer<DefaultValues<Values>>;
  /** Anything else put back when the dialog opens (state the form does not hold). */
  onOpen?: () => void;
  /** The form's own field names: a 400's messages for these show on the fields. */
  fieldNames?: readonly NoInfer<Path<Values>>[];
  /** Said in the dialog's alert when a failure has no message of its own for a field. */
  failureMessage: string;
  /**
   * Words the alert's failure itself instead of the server's words for a 400, 404 or 409 and
   * `failureMessage` for the rest (the learner's pages tell offline and server trouble apart).
   */
  explainFailure?: (error: unknown) => string;
  /** The alert says the failure even when its messages went on the fields (the learner's dialogs). */
  alertWithFieldErrors?: boolean;
  /**
   * Open from its first render: a dialog whose code loads when its button is first pressed
   * (the learner's page) mounts open, its form at its starting values.
   */
  initiallyOpen?: boolean;
}

/**
 * What the dialog's alert says of a failed request: nothing when its messages went on the fields
 * (unless the dialog says it there too), else the dialog's own wording or, by default, the server's
 * words for a 400, 404 or 409 and `failureMessage` for the rest.
 */
export function describeDialogFailure(
  error: unknown,
  options: {
    placedOnFields: boolean;
    failureMessage: string;
    explainFailure?: ((error: unknown) => string) | undefined;
    alertWithFieldErrors?: boolean;
  },
): string | null {
  if (options.placedOnFields && !options.alertWithFieldErrors) return null;
  return options.explainFailure
    ? options.explainFailure(error)
    : explainFailure(error, options.failureMessage);
}

/**
 * One form in a dialog: open and closed, put back to its starting values each time it opens (so a
 * cancelled attempt leaves nothing behind), submitted with its old errors cleared, and a failed
 * request's field messages put on the fields, anything else said in the dialog's `FormAlert`.
 * The request's pending state stays the mutation's own (`DialogFormActions isPending`).
 */
export function useDialogForm<Values extends FieldValues, Valid = Values>({
  form,
  initialValues,
  onOpen,
  fieldNames = [],
  failureMessage,
  explainFailure: explain,
  alertWithFieldErrors = false,
  initiallyOpen = false,
}: DialogFormOptions<Values, Valid>) {
  const [open, setOpen] = useState(initiallyOpen);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    if (next) {
      if (form && initialValues) form.reset(initialValues());
      onOpen?.();
      setServerMessage(null);
    }
    setOpen(next);
  }

  /** A failed request: its messages on the form's fields when it names them, else in the alert. */
  function showFailure(error: unknown) {
    const placed = form ? placeServerFieldErrors(error, fieldNames, form.setError) : false;
    const message = describeDialogFailure(error, {
      placedOnFields: placed,
      failureMessage,
      explainFailure: explain,
      alertWithFieldErrors,
    });
    if (message !== null) setServerMessage(message);
  }

  /** The form's onSubmit: earlier errors cleared, then the schema, then `onValid`. */
  function handleSubmit(onValid: SubmitHandler<Valid>, onInvalid?: SubmitErrorHandler<Values>) {
    return (event: FormEvent<HTMLFormElement>) => {
      // A programming slip, not a user's: a dialog without a form submits with `handleStateSubmit`.
      if (!form) throw new Error('useDialogForm: handleSubmit needs the form; use handleStateSubmit');
      form.clearErrors();
      void form.handleSubmit((values, submitEvent) => {
        setServerMessage(null);
        return onValid(values, submitEvent);
      }, onInvalid)(event);
    };
  }

  /** The onSubmit of a dialog that keeps its fields in state: the alert cleared, then `run`. */
  function handleStateSubmit(run: () => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setServerMessage(null);
      run();
    };
  }

  return {
    open,
    onOpenChange,
    /** Opens it from a plain button (the same reset as a `DialogTrigger`). */
    show: () => onOpenChange(true),
    close: () => setOpen(false),
    /** For `<Dialog {...dialog.dialogProps}>`. */
    dialogProps: { open, onOpenChange },
    serverMessage,
    setServerMessage,
    showFailure,
    handleSubmit,
    handleStateSubmit,
  };
}

/** What `useDialogForm` gives, for a dialog's body that is its own component. */
export type DialogForm<Values extends FieldValues, Valid = Values> = ReturnType<
  typeof useDialogForm<Values, Valid>
>;
