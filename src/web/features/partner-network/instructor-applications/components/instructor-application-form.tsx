import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
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
  CheckboxField,
  ChoiceGroup,
  ChoiceOption,
  SelectField,
  TextareaField,
  TextField,
} from '../../../../components/ui/form-field';
import { HoneypotField } from '../../../../components/ui/honeypot-field';
import {
  InstructorNameField,
  InstructorPhoneField,
} from '../../../../components/ui/instructor-contact-fields';
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

/** A select's options: 'Choose one' first (nothing chosen yet), then each value by its label. */
function chooseOneOptions<Value extends string>(values: readonly Value[], labels: Record<Value, string>) {
  return (
    <>
      <option value="">Choose one</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
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
            <InstructorNameField
              id="application-full-name"
              ownName
              error={errors.fullName?.message}
              registration={register('fullName')}
              className="sm:col-span-2"
            />
            <TextField
              id="application-email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <InstructorPhoneField
              id="application-phone"
              label="Phone"
              error={errors.phone?.message}
              registration={register('phone')}
            />
            <TextareaField
              id="application-address"
              label="Address"
              error={errors.address?.message}
              className="sm:col-span-2"
              rows={2}
              autoComplete="street-address"
              {...register('address')}
            />
            <TextField
              id="application-postcode"
              label="Postcode"
              autoComplete="postal-code"
              error={errors.postcode?.message}
              {...register('postcode')}
            />
          </div>
        </FormSection>

        <FormSection id="application-qualifications-heading" title="Your qualifications">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="application-adi-number"
              label="ADI badge number"
              hint="The number on your green Approved Driving Instructor badge."
              error={errors.adiNumber?.message}
              {...register('adiNumber')}
            />
            <SelectField
              id="application-experience"
              label="Years of experience"
              defaultValue=""
              error={errors.experienceYears?.message}
              {...register('experienceYears')}
            >
              {chooseOneOptions(EXPERIENCE_YEARS_VALUES, experienceYearsLabels)}
            </SelectField>
            <SelectField
              id="application-hourly-rate"
              label="Hourly rate"
              defaultValue=""
              error={errors.hourlyRate?.message}
              {...register('hourlyRate')}
            >
              {chooseOneOptions(HOURLY_RATE_VALUES, hourlyRateLabels)}
            </SelectField>
            <SelectField
              id="application-vehicle-type"
              label="Vehicle type"
              defaultValue=""
              error={errors.vehicleType?.message}
              {...register('vehicleType')}
            >
              {chooseOneOptions(VEHICLE_TYPE_VALUES, vehicleTypeLabels)}
            </SelectField>
          </div>
        </FormSection>

        <FormSection id="application-areas-heading" title="Where and when you work">
          <ChoiceGroup id="application-areas" legend="Areas you work in" error={errors.areasWorked?.message}>
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
          </ChoiceGroup>
          <ChoiceGroup id="application-days" legend="Days you can work" error={errors.workDays?.message}>
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
          </ChoiceGroup>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              id="application-work-hours"
              label="Working hours"
              defaultValue=""
              error={errors.workHours?.message}
              {...register('workHours')}
            >
              {chooseOneOptions(WORK_HOURS_VALUES, workHoursLabels)}
            </SelectField>
            <SelectField
              id="application-flexibility"
              label="Flexibility"
              defaultValue=""
              error={errors.flexibility?.message}
              {...register('flexibility')}
            >
              {chooseOneOptions(FLEXIBILITY_VALUES, flexibilityLabels)}
            </SelectField>
          </div>
        </FormSection>

        <FormSection id="application-confirm-heading" title="Confirm and send">
          <div className="grid gap-3">
            <CheckboxField
              id="application-insurance"
              label="I hold business insurance that covers my driving tuition"
              error={errors.hasInsurance?.message}
              {...register('hasInsurance')}
            />
            <CheckboxField
              id="application-business-licence"
              label="I hold a green ADI badge, or a pink trainee licence, from the DVSA"
              error={errors.hasBusinessLicense?.message}
              {...register('hasBusinessLicense')}
            />
          </div>
          <TextareaField
            id="application-additional-info"
            label="Anything else we should know?"
            optional
            error={errors.additionalInfo?.message}
            rows={4}
            {...register('additionalInfo')}
          />
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
