import { LoaderCircle, Plus, Send, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  ALTERNATIVE_DURATIONS,
  type PendingBookingRequest,
} from '../../../../../core/bookings/booking/bookings-admin-schemas';
import { formatDurationLabel } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  LONG_TOAST_MS,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { FieldError, SelectField, TextareaField, TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { isApiRequestError } from '../../../../lib/api-client';
import { getSchoolToday } from '../../../../lib/school-time-format';
import {
  type AlternativesFormValues,
  EMPTY_ALTERNATIVE_ROW,
  MAX_ALTERNATIVES,
  mapServerAlternativeErrors,
  validateAlternativesForm,
} from '../alternatives-form';

const rowFieldNameSchema = z.enum(['date', 'time', 'duration']);

import { type SuggestAlternativesResponse, useSuggestAlternatives } from '../api/suggest-alternatives';

export const ALTERNATIVES_SENT_TITLE = 'Alternative Times Sent';
export const ALTERNATIVES_FAILED_MESSAGE = 'Failed to send alternative times. Please try again.';

function describeOfferSent(
  studentName: string,
  emailStatus: SuggestAlternativesResponse['emailStatus'],
): string {
  if (emailStatus === 'sent') {
    return `${studentName} has been e-mailed a link to pick one of the times. It works for 7 days.`;
  }
  const why =
    emailStatus === 'not_configured'
      ? "e-mail isn't set up on this site"
      : 'the e-mail could not be delivered';
  return `The times are saved, but ${why}, so ${studentName} has NOT been told. Please contact them yourself.`;
}

export interface SuggestAlternativesDialogProps {
  booking: PendingBookingRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Up to 3 other times, a message and the reason (spec section 5), sent as a one-time link. */
export function SuggestAlternativesDialog({ booking, open, onOpenChange }: SuggestAlternativesDialogProps) {
  const suggest = useSuggestAlternatives();
  const today = getSchoolToday(new Date());
  const form = useForm<AlternativesFormValues>({
    defaultValues: { rows: [EMPTY_ALTERNATIVE_ROW], message: '', reasonForRejection: '' },
  });
  const { register, control, formState } = form;
  const rows = useFieldArray({ control, name: 'rows' });
  const errors = formState.errors;
  const idPrefix = `alternatives-${booking.id}`;
  const listError = errors.rows?.message;

  function handleOpenChange(next: boolean) {
    if (!next) form.reset();
    onOpenChange(next);
  }

  function handleValid(values: AlternativesFormValues) {
    const result = validateAlternativesForm(booking.id, values, today);
    if (!result.ok) {
      const { errors: problems } = result;
      let focus = true;
      for (const [position, rowErrors] of Object.entries(problems.rows)) {
        for (const field of ['date', 'time', 'duration'] as const) {
          const message = rowErrors[field];
          if (message === undefined) continue;
          form.setError(`rows.${Number(position)}.${field}`, { message }, { shouldFocus: focus });
          focus = false;
        }
      }
      if (problems.alternatives) {
        form.setError('rows', { type: 'custom', message: problems.alternatives });
        if (focus) form.setFocus('rows.0.date');
        focus = false;
      }
      if (problems.message) form.setError('message', { message: problems.message }, { shouldFocus: focus });
      if (problems.reasonForRejection) {
        form.setError('reasonForRejection', { message: problems.reasonForRejection }, { shouldFocus: focus });
      }
      return;
    }
    suggest.mutate(result.request, {
      onSuccess: (response) => {
        handleOpenChange(false);
        toast({
          title: ALTERNATIVES_SENT_TITLE,
          description: describeOfferSent(booking.student.fullName, response.emailStatus),
          duration: response.emailStatus === 'sent' ? undefined : LONG_TOAST_MS,
        });
      },
      onError: (error) => {
        const fields = isApiRequestError(error, 400) ? error.apiError?.fields : undefined;
        const rowProblems = fields ? mapServerAlternativeErrors(fields, result.positions) : {};
        for (const [position, rowErrors] of Object.entries(rowProblems)) {
          for (const [field, message] of Object.entries(rowErrors)) {
            const name = rowFieldNameSchema.safeParse(field);
            if (name.success) form.setError(`rows.${Number(position)}.${name.data}`, { message });
          }
        }
        showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, ALTERNATIVES_FAILED_MESSAGE));
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        title="Suggest Alternatives"
        description={`Offer ${booking.student.fullName} up to ${MAX_ALTERNATIVES} other times. They get a link to accept one or decline; their requested times are released.`}
      >
        <form
          className="grid gap-5"
          noValidate
          onSubmit={(event) => {
            form.clearErrors();
            void form.handleSubmit(handleValid)(event);
          }}
        >
          <div className="grid gap-3">
            {rows.fields.map((row, index) => {
              const rowErrors = errors.rows?.[index];
              const dateId = `${idPrefix}-${index}-date`;
              const timeId = `${idPrefix}-${index}-time`;
              const durationId = `${idPrefix}-${index}-duration`;
              return (
                <fieldset key={row.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
                  <legend className="px-1 font-semibold text-slate-900">Alternative {index + 1}</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <TextField
                      id={dateId}
                      label="Date"
                      error={rowErrors?.date?.message}
                      alsoDescribedBy={{
                        after: index === 0 && listError ? `${idPrefix}-list-error` : undefined,
                      }}
                      type="date"
                      min={today}
                      {...register(`rows.${index}.date`)}
                    />
                    <TextField
                      id={timeId}
                      label="Time"
                      error={rowErrors?.time?.message}
                      type="time"
                      {...register(`rows.${index}.time`)}
                    />
                    <SelectField
                      id={durationId}
                      label="Duration"
                      error={rowErrors?.duration?.message}
                      {...register(`rows.${index}.duration`, { valueAsNumber: true })}
                    >
                      {ALTERNATIVE_DURATIONS.map((minutes) => (
                        <option key={minutes} value={minutes}>
                          {minutes} minutes ({formatDurationLabel(minutes)})
                        </option>
                      ))}
                    </SelectField>
                  </div>
                  {rows.fields.length > 1 ? (
                    <Button
                      variant="ghost"
                      size="compact"
                      className="justify-self-start"
                      onClick={() => rows.remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove alternative {index + 1}
                    </Button>
                  ) : null}
                </fieldset>
              );
            })}
            <FieldError id={`${idPrefix}-list-error`} message={listError} />
            {rows.fields.length < MAX_ALTERNATIVES ? (
              <Button
                variant="secondary"
                size="compact"
                className="justify-self-start"
                onClick={() => rows.append(EMPTY_ALTERNATIVE_ROW)}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add another time
              </Button>
            ) : (
              <p className="text-sm text-slate-600">You can offer at most {MAX_ALTERNATIVES} times.</p>
            )}
          </div>
          <TextareaField
            id={`${idPrefix}-reason`}
            label="Reason"
            hint="Why the requested times don't work. The learner sees this."
            error={errors.reasonForRejection?.message}
            rows={2}
            {...register('reasonForRejection')}
          />
          <TextareaField
            id={`${idPrefix}-message`}
            label="Message"
            optional
            error={errors.message?.message}
            rows={3}
            {...register('message')}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={suggest.isPending}>
              {suggest.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : (
                <Send aria-hidden="true" className="size-5" />
              )}
              {suggest.isPending ? 'Sending…' : 'Send Alternatives'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
