import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  INSTRUCTOR_PREFERENCE_OPTIONS,
  instructorPreferenceLabels,
} from '../../../../../core/bookings/booking/booking-schemas';
import { formatShortDate } from '../../../../../core/format/display-format';
import {
  type CreateNetworkPartnerRequest,
  createNetworkPartnerRequestSchema,
  getPreferredDateChoices,
  NETWORK_LESSON_TYPE_VALUES,
  networkLessonTypeDescriptions,
  networkLessonTypeLabels,
  responseTimeTexts,
  URGENCY_LEVEL_VALUES,
  urgencyLevelLabels,
  type ValidCreateNetworkPartnerRequest,
} from '../../../../../core/partner-network/network-request-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../../core/time/london-time';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ChoiceGroup, ChoiceOption, TextareaField, TextField } from '../../../../components/ui/form-field';
import { HoneypotField } from '../../../../components/ui/honeypot-field';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { toServerFieldErrors } from '../../../../lib/server-field-errors';
import { useCreateNetworkRequest } from '../api/create-network-request';
import {
  getMissingInputToast,
  NETWORK_REQUEST_FIELD_NAMES,
  SUBMISSION_FAILED_TOAST,
} from '../network-request-messages';
import type { SentNetworkRequest } from './network-request-sent-card';

const radioCardClassName =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 ' +
  'has-checked:border-blue-700 has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700';

const emptyRequest: Partial<CreateNetworkPartnerRequest> = {
  fullName: '',
  email: '',
  phone: '',
  postcode: '',
  instructorPreference: 'no_preference',
  preferredDates: [],
  additionalRequirements: '',
  urgencyLevel: 'standard',
  website: '',
};

/** The request form (spec instructor side, entities and section 5): who, what, when and how urgent. */
export function NetworkRequestForm({ onSent }: { onSent: (sent: SentNetworkRequest) => void }) {
  const createRequest = useCreateNetworkRequest();
  // The choices are fixed when the page opens; the server also accepts today for a page left open overnight.
  const [dateChoices] = useState(() =>
    getPreferredDateChoices(toZonedParts(new Date(), SCHOOL_TIME_ZONE).date),
  );
  const form = useForm<CreateNetworkPartnerRequest, unknown, ValidCreateNetworkPartnerRequest>({
    resolver: zodResolver(createNetworkPartnerRequestSchema),
    defaultValues: emptyRequest,
  });
  const {
    register,
    setError,
    formState: { errors },
  } = form;

  function handleInvalid() {
    const missing = getMissingInputToast(form.getValues());
    if (missing) toast({ ...missing, variant: 'destructive' });
  }

  function handleValid(values: ValidCreateNetworkPartnerRequest) {
    createRequest.mutate(values, {
      onSuccess: (receipt) => onSent({ receipt, fullName: values.fullName, email: values.email }),
      onError: (error) => {
        if (isApiRequestError(error, 400)) {
          const fieldErrors = toServerFieldErrors(error.apiError?.fields, NETWORK_REQUEST_FIELD_NAMES);
          fieldErrors.forEach(({ name, message }, index) => {
            setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
          });
          toast({
            title: SUBMISSION_FAILED_TOAST.title,
            description: fieldErrors[0]?.message ?? SUBMISSION_FAILED_TOAST.description,
            variant: 'destructive',
          });
          return;
        }
        toast({
          title: SUBMISSION_FAILED_TOAST.title,
          // A 429 says to wait a minute; anything else gets the spec's words.
          description: isApiRequestError(error, 429)
            ? getApiErrorMessage(error, SUBMISSION_FAILED_TOAST.description)
            : SUBMISSION_FAILED_TOAST.description,
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <Card className="p-5 sm:p-6">
      <form
        noValidate
        aria-labelledby="network-request-form-heading"
        onSubmit={form.handleSubmit(handleValid, handleInvalid)}
        className="relative grid gap-6"
      >
        <h2 id="network-request-form-heading" className="text-xl">
          Your request
        </h2>

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="network-full-name"
            label="Full name"
            error={errors.fullName?.message}
            className="sm:col-span-2"
            autoComplete="name"
            {...register('fullName')}
          />
          <TextField
            id="network-email"
            label="Email"
            error={errors.email?.message}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...register('email')}
          />
          <TextField
            id="network-phone"
            label="Phone"
            error={errors.phone?.message}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...register('phone')}
          />
          <TextField
            id="network-postcode"
            label="Postcode"
            hint="So we can find an instructor who covers your area."
            error={errors.postcode?.message}
            autoComplete="postal-code"
            autoCapitalize="characters"
            {...register('postcode')}
          />
        </div>

        <ChoiceGroup id="network-lesson-type" legend="What do you need?" error={errors.lessonType?.message}>
          <div className="grid gap-2 sm:grid-cols-2">
            {NETWORK_LESSON_TYPE_VALUES.map((lessonType) => (
              <label key={lessonType} className={radioCardClassName}>
                <input
                  type="radio"
                  value={lessonType}
                  aria-invalid={errors.lessonType ? true : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-blue-700 focus-visible:outline-none"
                  {...register('lessonType')}
                />
                <span className="grid">
                  <span className="font-medium text-slate-900">{networkLessonTypeLabels[lessonType]}</span>
                  <span className="text-sm text-slate-700">{networkLessonTypeDescriptions[lessonType]}</span>
                </span>
              </label>
            ))}
          </div>
        </ChoiceGroup>

        <ChoiceGroup
          id="network-instructor-preference"
          legend="Instructor preference"
          error={errors.instructorPreference?.message}
        >
          <div className="grid gap-2 min-[480px]:grid-cols-3">
            {INSTRUCTOR_PREFERENCE_OPTIONS.map((preference) => (
              <label key={preference} className={radioCardClassName}>
                <input
                  type="radio"
                  value={preference}
                  className="mt-0.5 size-5 shrink-0 accent-blue-700 focus-visible:outline-none"
                  {...register('instructorPreference')}
                />
                <span className="font-medium text-slate-900">{instructorPreferenceLabels[preference]}</span>
              </label>
            ))}
          </div>
        </ChoiceGroup>

        <ChoiceGroup
          id="network-dates"
          legend="Preferred dates"
          hint="Tick every day in the next two weeks that would suit you."
          error={errors.preferredDates?.message}
          legendClassName="font-medium text-slate-900"
        >
          <div className="grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 sm:grid-cols-4">
            {dateChoices.map((date) => (
              <ChoiceOption
                key={date}
                id={`network-date-${date}`}
                value={date}
                label={formatShortDate(date)}
                aria-invalid={errors.preferredDates ? true : undefined}
                {...register('preferredDates')}
              />
            ))}
          </div>
        </ChoiceGroup>

        <TextareaField
          id="network-requirements"
          label="Additional requirements"
          optional
          hint="For example a test date you're working towards, or times that suit you."
          error={errors.additionalRequirements?.message}
          rows={4}
          {...register('additionalRequirements')}
        />

        <ChoiceGroup id="network-urgency" legend="How urgent is it?" error={errors.urgencyLevel?.message}>
          <div className="grid gap-2 sm:grid-cols-2">
            {URGENCY_LEVEL_VALUES.map((urgencyLevel) => (
              <label key={urgencyLevel} className={radioCardClassName}>
                <input
                  type="radio"
                  value={urgencyLevel}
                  className="mt-0.5 size-5 shrink-0 accent-blue-700 focus-visible:outline-none"
                  {...register('urgencyLevel')}
                />
                <span className="grid">
                  <span className="font-medium text-slate-900">{urgencyLevelLabels[urgencyLevel]}</span>
                  <span className="text-sm text-slate-700">{responseTimeTexts[urgencyLevel]}</span>
                </span>
              </label>
            ))}
          </div>
        </ChoiceGroup>

        <HoneypotField id="network-website" {...register('website')} />

        <Button
          type="submit"
          disabled={createRequest.isPending}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {createRequest.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-5" />
          )}
          {createRequest.isPending ? 'Sending your request…' : 'Send Request'}
        </Button>
      </form>
    </Card>
  );
}
