import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import type { AdminPackage } from '../../../../../core/bookings/booking/package-admin-schemas';
import { formatPounds } from '../../../../../core/format/display-format';
import { SPECIAL_OFFER_PACKAGE_TYPE } from '../../../../../core/school/marketing/special-offer';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { CheckboxField, ChoiceOption, TextareaField, TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
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
  const create = useCreateSettingsPackage();
  const update = useUpdateSettingsPackage();
  const form = useForm<PackageFormValues, unknown, ValidPackageForm>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: EMPTY_PACKAGE_FORM,
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => (lessonPackage ? toPackageFormValues(lessonPackage) : EMPTY_PACKAGE_FORM),
    fieldNames: PACKAGE_FORM_FIELDS,
    failureMessage: SAVE_PACKAGE_FAILED_MESSAGE,
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

  function handleFailure(error: unknown) {
    dialog.showFailure(error);
  }

  function handleValid(values: ValidPackageForm) {
    if (lessonPackage) {
      update.mutate(
        { packageType: lessonPackage.packageType, patch: values },
        {
          onSuccess: () => {
            dialog.close();
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
        dialog.close();
        toast({
          title: 'Package Added',
          description: `${values.name} is on the home page and the booking page now, last in the list.`,
        });
      },
      onError: handleFailure,
    });
  }

  return (
    <Dialog {...dialog.dialogProps}>
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
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <TextField
            id={ids.name}
            label="Name"
            error={errors.name?.message}
            autoComplete="off"
            {...register('name')}
          />
          <TextField
            id={ids.price}
            label="Price (£)"
            hint={priceHint}
            error={errors.pricePence?.message}
            controlClassName="sm:max-w-48"
            inputMode="decimal"
            autoComplete="off"
            {...register('pricePence')}
          />
          <TextField
            id={ids.hours}
            label="Hours"
            hint="Of driving, in quarter hours, e.g. 1.5."
            error={errors.totalMinutes?.message}
            controlClassName="sm:max-w-48"
            inputMode="decimal"
            autoComplete="off"
            {...register('totalMinutes')}
          />
          <TextField
            id={ids.lessons}
            label="Lessons"
            hint="How many lessons, 1 to 100."
            error={errors.lessons?.message}
            controlClassName="sm:max-w-48"
            inputMode="numeric"
            autoComplete="off"
            {...register('lessons')}
          />
          <TextareaField
            id={ids.description}
            label="Description"
            hint="One or two sentences on the card."
            error={errors.description?.message}
            rows={2}
            {...register('description')}
          />
          <TextareaField
            id={ids.features}
            label="Features"
            optional
            hint="One per line, up to 10, each up to 120 characters."
            error={featuresError}
            rows={4}
            {...register('features')}
          />
          {hasOfferEnd ? (
            <TextField
              id={ids.offerEnds}
              label="Offer ends on"
              optional
              hint='The last day of the offer. Until then its pop-up says "Limited Time"; with no date it says "Special Offer".'
              error={errors.offerEndsOn?.message}
              controlClassName="sm:max-w-56"
              type="date"
              {...register('offerEndsOn')}
            />
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 font-medium text-slate-900">On the card</legend>
            <ChoiceOption id={ids.popular} label='Show a "Most Popular" badge' {...register('isPopular')} />
            <CheckboxField
              id={ids.single}
              label="A single lesson: booked as one lesson of exactly its hours"
              error={errors.isSingleLesson?.message}
              {...register('isSingleLesson')}
            />
          </fieldset>
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions isPending={isPending} submitLabel={isEdit ? 'Save Package' : 'Add Package'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
