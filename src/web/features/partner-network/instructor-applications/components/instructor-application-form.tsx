import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type FieldError as HookFieldError, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import {
  type CreateInstructorApplication,
  createInstructorApplicationSchema,
  EXPERIENCE_YEARS_VALUES,
  experienceYearsLabels,
  FLEXIBILITY_VALUES,
  flexibilityLabels,
  HOURLY_RATE_VALUES,
  hourlyRateLabels,
  INSTRUCTOR_NETWORK_AREAS,
  type ValidCreateInstructorApplication,
  VEHICLE_TYPE_VALUES,
  vehicleTypeLabels,
  WORK_DAY_VALUES,
  WORK_HOURS_VALUES,
  workHoursLabels,
} from '../../../../../core/partner-network/instructor-application-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import {
  ChoiceOption,
  describedBy,
  FieldError,
  FormField,
  inputClassName,
  textareaClassName,
} from '../../../../components/ui/form-field';
import { HoneypotField } from '../../../../components/ui/honeypot-field';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { toServerFieldErrors } from '../../../../lib/server-field-errors';
import { useCreateInstructorApplication } from '../api/create-instructor-application';
import {
  APPLICATION_FAILED_TOAST,
  APPLICATION_FIELD_NAMES,
  APPLICATION_SUBMITTED_TOAST,
} from '../application-messages';

const emptyApplication = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  postcode: '',
  adiNumber: '',
  areasWorked: [],
  workDays: [],
  hasInsurance: false,
  hasBusinessLicense: false,
  additionalInfo: '',
  website: '',
} satisfies Partial<CreateInstructorApplication>;

interface TextFieldProps {
  id: string;
  label: string;
  hint?: string;
  error: HookFieldError | undefined;
  registration: UseFormRegisterReturn;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel';
  className?: string;
}

function TextField({
  id,
  label,
  hint,
  error,
  registration,
  autoComplete,
  type = 'text',
  className,
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error?.message} className={className}>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error: error?.message })}
        className={inputClassName}
        {...registration}
      />
    </FormField>
  );
}

interface SelectFieldProps<Value extends string> {
  id: string;
  label: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  error: HookFieldError | undefined;
  registration: UseFormRegisterReturn;
}

function SelectField<Value extends string>({
  id,
  label,
  values,
  labels,
  error,
  registration,
}: SelectFieldProps<Value>) {
  return (
    <FormField id={id} label={label} error={error?.message}>
      <select
        id={id}
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error: error?.message })}
        className={inputClassName}
        {...registration}
      >
        <option value="">Choose one</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0"
    >
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The application (spec instructor side: every field of the entity, the failure messages of
 * section 5, the toasts of section 8). On success the form and its ticked lists reset.
 */
export function InstructorApplicationForm() {
  const createApplication = useCreateInstructorApplication();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const form = useForm<CreateInstructorApplication, unknown, ValidCreateInstructorApplication>({
    resolver: zodResolver(createInstructorApplicationSchema),
    defaultValues: emptyApplication,
  });
  const {
    register,
    setError,
    formState: { errors },
  } = form;

  function handleValid(values: ValidCreateInstructorApplication) {
    setConfirmation(null);
    createApplication.mutate(values, {
      onSuccess: (receipt) => {
        toast(APPLICATION_SUBMITTED_TOAST);
        // Without arguments the browser form is reset too, so every select and tick box clears.
        form.reset();
        setConfirmation(
          receipt.confirmationEmail === 'sent'
            ? `Application submitted. We've e-mailed a confirmation to ${values.email}.`
            : "Application submitted. We couldn't e-mail you a confirmation just now, but your application is saved and we'll be in touch.",
        );
      },
      onError: (error) => {
        if (isApiRequestError(error, 400)) {
          const fieldErrors = toServerFieldErrors(error.apiError?.fields, APPLICATION_FIELD_NAMES);
          fieldErrors.forEach(({ name, message }, index) => {
            setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
          });
          toast({
            title: APPLICATION_FAILED_TOAST.title,
            description: fieldErrors[0]?.message ?? APPLICATION_FAILED_TOAST.description,
            variant: 'destructive',
          });
          return;
        }
        toast({
          title: APPLICATION_FAILED_TOAST.title,
          // A 429 says to wait a minute; anything else gets the spec's words.
          description: isApiRequestError(error, 429)
            ? getApiErrorMessage(error, APPLICATION_FAILED_TOAST.description)
            : APPLICATION_FAILED_TOAST.description,
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <Card className="p-5 sm:p-6">
      <form
        noValidate
        aria-label="Instructor application"
        onSubmit={form.handleSubmit(handleValid)}
        className="relative grid gap-6"
      >
        <FormSection id="application-about-heading" title="About you">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="application-full-name"
              label="Full name"
              autoComplete="name"
              error={errors.fullName}
              registration={register('fullName')}
              className="sm:col-span-2"
            />
            <TextField
              id="application-email"
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email}
              registration={register('email')}
            />
            <TextField
              id="application-phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={errors.phone}
              registration={register('phone')}
            />
            <FormField
              id="application-address"
              label="Address"
              error={errors.address?.message}
              className="sm:col-span-2"
            >
              <textarea
                id="application-address"
                rows={2}
                autoComplete="street-address"
                aria-invalid={errors.address ? true : undefined}
                aria-describedby={describedBy('application-address', { error: errors.address?.message })}
                className={textareaClassName}
                {...register('address')}
              />
            </FormField>
            <TextField
              id="application-postcode"
              label="Postcode"
              autoComplete="postal-code"
              error={errors.postcode}
              registration={register('postcode')}
            />
          </div>
        </FormSection>

        <FormSection id="application-qualifications-heading" title="Your qualifications">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="application-adi-number"
              label="ADI badge number"
              hint="The number on your green Approved Driving Instructor badge."
              error={errors.adiNumber}
              registration={register('adiNumber')}
            />
            <SelectField
              id="application-experience"
              label="Years of experience"
              values={EXPERIENCE_YEARS_VALUES}
              labels={experienceYearsLabels}
              error={errors.experienceYears}
              registration={register('experienceYears')}
            />
            <SelectField
              id="application-hourly-rate"
              label="Hourly rate"
              values={HOURLY_RATE_VALUES}
              labels={hourlyRateLabels}
              error={errors.hourlyRate}
              registration={register('hourlyRate')}
            />
            <SelectField
              id="application-vehicle-type"
              label="Vehicle type"
              values={VEHICLE_TYPE_VALUES}
              labels={vehicleTypeLabels}
              error={errors.vehicleType}
              registration={register('vehicleType')}
            />
          </div>
        </FormSection>

        <FormSection id="application-areas-heading" title="Where and when you work">
          <fieldset
            className="grid gap-2"
            aria-describedby={describedBy('application-areas', { error: errors.areasWorked?.message })}
          >
            <legend className="mb-1.5 font-medium text-slate-900">Areas you work in</legend>
            <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
              {INSTRUCTOR_NETWORK_AREAS.map((area) => (
                <ChoiceOption
                  key={area}
                  id={`application-area-${area.toLowerCase().replaceAll(' ', '-')}`}
                  value={area}
                  label={area}
                  aria-invalid={errors.areasWorked ? true : undefined}
                  {...register('areasWorked')}
                />
              ))}
            </div>
            <FieldError id="application-areas-error" message={errors.areasWorked?.message} />
          </fieldset>
          <fieldset
            className="grid gap-2"
            aria-describedby={describedBy('application-days', { error: errors.workDays?.message })}
          >
            <legend className="mb-1.5 font-medium text-slate-900">Days you can work</legend>
            <div className="grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 sm:grid-cols-4">
              {WORK_DAY_VALUES.map((day) => (
                <ChoiceOption
                  key={day}
                  id={`application-day-${day.toLowerCase()}`}
                  value={day}
                  label={day}
                  aria-invalid={errors.workDays ? true : undefined}
                  {...register('workDays')}
                />
              ))}
            </div>
            <FieldError id="application-days-error" message={errors.workDays?.message} />
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              id="application-work-hours"
              label="Working hours"
              values={WORK_HOURS_VALUES}
              labels={workHoursLabels}
              error={errors.workHours}
              registration={register('workHours')}
            />
            <SelectField
              id="application-flexibility"
              label="Flexibility"
              values={FLEXIBILITY_VALUES}
              labels={flexibilityLabels}
              error={errors.flexibility}
              registration={register('flexibility')}
            />
          </div>
        </FormSection>

        <FormSection id="application-confirm-heading" title="Confirm and send">
          <div className="grid gap-3">
            <div className="grid gap-1.5">
              <ChoiceOption
                id="application-insurance"
                label="I hold business insurance that covers my driving tuition"
                aria-invalid={errors.hasInsurance ? true : undefined}
                aria-describedby={describedBy('application-insurance', {
                  error: errors.hasInsurance?.message,
                })}
                {...register('hasInsurance')}
              />
              <FieldError id="application-insurance-error" message={errors.hasInsurance?.message} />
            </div>
            <div className="grid gap-1.5">
              <ChoiceOption
                id="application-business-licence"
                label="I hold a green ADI badge, or a pink trainee licence, from the DVSA"
                aria-invalid={errors.hasBusinessLicense ? true : undefined}
                aria-describedby={describedBy('application-business-licence', {
                  error: errors.hasBusinessLicense?.message,
                })}
                {...register('hasBusinessLicense')}
              />
              <FieldError
                id="application-business-licence-error"
                message={errors.hasBusinessLicense?.message}
              />
            </div>
          </div>
          <FormField
            id="application-additional-info"
            label="Anything else we should know?"
            optional
            error={errors.additionalInfo?.message}
          >
            <textarea
              id="application-additional-info"
              rows={4}
              aria-invalid={errors.additionalInfo ? true : undefined}
              aria-describedby={describedBy('application-additional-info', {
                error: errors.additionalInfo?.message,
              })}
              className={textareaClassName}
              {...register('additionalInfo')}
            />
          </FormField>
          <HoneypotField id="application-website" {...register('website')} />
          <div className="grid gap-3">
            <Button
              type="submit"
              disabled={createApplication.isPending}
              className="w-full sm:w-auto sm:justify-self-start"
            >
              {createApplication.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : (
                <Send aria-hidden="true" className="size-5" />
              )}
              {createApplication.isPending ? 'Sending your application…' : 'Submit Application'}
            </Button>
            <div role="status" aria-live="polite">
              {confirmation ? (
                <p className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  {confirmation}
                </p>
              ) : null}
            </div>
          </div>
        </FormSection>
      </form>
    </Card>
  );
}
