import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import type { AdminPackage } from '../../../../../core/bookings/booking/package-admin-schemas';
import { formatPounds } from '../../../../../core/format/display-format';
import { SPECIAL_OFFER_PACKAGE_TYPE } from '../../../../../core/school/marketing/special-offer';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import { FormAlert } from '../../../../components/ui/form-alert';
import {
  ChoiceOption,
  describedBy,
  FieldError as FieldErrorMessage,
  FormField,
  inputClassName,
  textareaClassName,
} from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useCreateSettingsPackage } from '../api/create-settings-package';
import { useUpdateSettingsPackage } from '../api/update-settings-package';
import {
  EMPTY_PACKAGE_FORM,
  PACKAGE_FORM_FIELDS,
  type PackageFormValues,
  packageFormSchema,
  toPackageFormValues,
  type ValidPackageForm,
} from '../package-form';

export const SAVE_PACKAGE_FAILED_MESSAGE = 'Failed to save the package. Please try again.';

/** The first message of a field that may hold one message per line (the features). */
function firstMessage(error: FieldError | (FieldError | undefined)[] | undefined): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find((item) => item?.message)?.message;
  return error.message;
}

export interface PackageFormDialogProps {
  /** The package to change; none to add a new one. */
  lessonPackage?: AdminPackage;
}

/**
 * 'Add a package' and 'Edit': one form for both. A new price or new hours apply to bookings made
 * from now on; every booking and purchase keeps what it was sold at.
 */
export function PackageFormDialog({ lessonPackage }: PackageFormDialogProps) {
  const [open, setOpen] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const create = useCreateSettingsPackage();
  const update = useUpdateSettingsPackage();
  const form = useForm<PackageFormValues, unknown, ValidPackageForm>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: EMPTY_PACKAGE_FORM,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const idPrefix = useId();
  const ids = {
    name: `${idPrefix}-name`,
    price: `${idPrefix}-price`,
    hours: `${idPrefix}-hours`,
    lessons: `${idPrefix}-lessons`,
    description: `${idPrefix}-description`,
    features: `${idPrefix}-features`,
    popular: `${idPrefix}-popular`,
    single: `${idPrefix}-single`,
    offerEnds: `${idPrefix}-offer-ends`,
  };
  const isEdit = lessonPackage !== undefined;
  // Only the special offer has a pop-up that can say "Limited Time" (or one already given an end).
  const hasOfferEnd =
    lessonPackage !== undefined &&
    (lessonPackage.packageType === SPECIAL_OFFER_PACKAGE_TYPE || lessonPackage.offerEndsOn !== null);
  const isPending = create.isPending || update.isPending;
  const featuresError = firstMessage(errors.features);
  const priceHint = isEdit
    ? `In pounds. Bookings already made keep their price (${formatPounds(lessonPackage.pricePence)} now).`
    : 'In pounds, e.g. 360 or 45.50.';

  function handleOpenChange(next: boolean) {
    if (next) {
      form.reset(lessonPackage ? toPackageFormValues(lessonPackage) : EMPTY_PACKAGE_FORM);
      setServerMessage(null);
    }
    setOpen(next);
  }

  function handleFailure(error: unknown) {
    const placed = placeServerFieldErrors(error, PACKAGE_FORM_FIELDS, form.setError);
    if (!placed) setServerMessage(explainFailure(error, SAVE_PACKAGE_FAILED_MESSAGE));
  }

  function handleValid(values: ValidPackageForm) {
    setServerMessage(null);
    if (lessonPackage) {
      update.mutate(
        { packageType: lessonPackage.packageType, patch: values },
        {
          onSuccess: () => {
            setOpen(false);
            const newPrice = values.pricePence !== lessonPackage.pricePence;
            toast({
              title: 'Package Saved',
              description: newPrice
                ? `${values.name} costs ${formatPounds(values.pricePence)} for new bookings from now on. Bookings already made keep their price.`
                : `${values.name} is saved. The home page and the booking page show it now.`,
            });
          },
          onError: handleFailure,
        },
      );
      return;
    }
    create.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Package Added',
          description: `${values.name} is on the home page and the booking page now, last in the list.`,
        });
      },
      onError: handleFailure,
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        {lessonPackage ? (
          <Button variant="secondary" size="compact">
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {lessonPackage.name}</span>
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" className="size-5" />
            Add a package
          </Button>
        )}
      </DialogTrigger>
      <DialogContent
        title={isEdit ? `Edit ${lessonPackage.name}` : 'Add a package'}
        description={
          isEdit
            ? 'Changes show on the home page and the booking page at once. Bookings and purchases already made keep the price and hours they were sold with.'
            : 'A new package shows on the home page and the booking page at once, last in the list. You can move it up afterwards.'
        }
      >
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            form.clearErrors();
            void form.handleSubmit(handleValid)(event);
          }}
        >
          <FormField id={ids.name} label="Name" error={errors.name?.message}>
            <input
              id={ids.name}
              type="text"
              autoComplete="off"
              className={inputClassName}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy(ids.name, { error: errors.name?.message })}
              {...register('name')}
            />
          </FormField>
          <FormField id={ids.price} label="Price (£)" hint={priceHint} error={errors.pricePence?.message}>
            <input
              id={ids.price}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={`${inputClassName} sm:max-w-48`}
              aria-invalid={errors.pricePence ? true : undefined}
              aria-describedby={describedBy(ids.price, { hint: true, error: errors.pricePence?.message })}
              {...register('pricePence')}
            />
          </FormField>
          <FormField
            id={ids.hours}
            label="Hours"
            hint="Of driving, in quarter hours, e.g. 1.5."
            error={errors.totalMinutes?.message}
          >
            <input
              id={ids.hours}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={`${inputClassName} sm:max-w-48`}
              aria-invalid={errors.totalMinutes ? true : undefined}
              aria-describedby={describedBy(ids.hours, { hint: true, error: errors.totalMinutes?.message })}
              {...register('totalMinutes')}
            />
          </FormField>
          <FormField
            id={ids.lessons}
            label="Lessons"
            hint="How many lessons, 1 to 100."
            error={errors.lessons?.message}
          >
            <input
              id={ids.lessons}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className={`${inputClassName} sm:max-w-48`}
              aria-invalid={errors.lessons ? true : undefined}
              aria-describedby={describedBy(ids.lessons, { hint: true, error: errors.lessons?.message })}
              {...register('lessons')}
            />
          </FormField>
          <FormField
            id={ids.description}
            label="Description"
            hint="One or two sentences on the card."
            error={errors.description?.message}
          >
            <textarea
              id={ids.description}
              rows={2}
              className={textareaClassName}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy(ids.description, {
                hint: true,
                error: errors.description?.message,
              })}
              {...register('description')}
            />
          </FormField>
          <FormField
            id={ids.features}
            label="Features"
            optional
            hint="One per line, up to 10, each up to 120 characters."
            error={featuresError}
          >
            <textarea
              id={ids.features}
              rows={4}
              className={textareaClassName}
              aria-invalid={featuresError ? true : undefined}
              aria-describedby={describedBy(ids.features, { hint: true, error: featuresError })}
              {...register('features')}
            />
          </FormField>
          {hasOfferEnd ? (
            <FormField
              id={ids.offerEnds}
              label="Offer ends on"
              optional
              hint='The last day of the offer. Until then its pop-up says "Limited Time"; with no date it says "Special Offer".'
              error={errors.offerEndsOn?.message}
            >
              <input
                id={ids.offerEnds}
                type="date"
                className={`${inputClassName} sm:max-w-56`}
                aria-invalid={errors.offerEndsOn ? true : undefined}
                aria-describedby={describedBy(ids.offerEnds, {
                  hint: true,
                  error: errors.offerEndsOn?.message,
                })}
                {...register('offerEndsOn')}
              />
            </FormField>
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 font-medium text-slate-900">On the card</legend>
            <ChoiceOption id={ids.popular} label='Show a "Most Popular" badge' {...register('isPopular')} />
            <ChoiceOption
              id={ids.single}
              label="A single lesson: booked as one lesson of exactly its hours"
              aria-invalid={errors.isSingleLesson ? true : undefined}
              {...register('isSingleLesson')}
            />
            <FieldErrorMessage id={`${ids.single}-error`} message={errors.isSingleLesson?.message} />
          </fieldset>
          <FormAlert message={serverMessage} />
          <DialogFormActions isPending={isPending} submitLabel={isEdit ? 'Save Package' : 'Add Package'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
