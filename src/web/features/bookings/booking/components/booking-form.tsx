import { zodResolver } from '@hookform/resolvers/zod';
import { Info, LoaderCircle } from 'lucide-react';
import { memo, Suspense, useEffect, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { FUTURE_BOOKING_MESSAGE } from '../../../../../core/bookings/booking/booking-rules';
import {
  BOOKING_PAYMENT_METHODS,
  type CreateBookingRequest,
  createBookingRequestSchema,
  DRIVING_EXPERIENCE_OPTIONS,
  drivingExperienceLabels,
  INSTRUCTOR_PREFERENCE_OPTIONS,
  instructorPreferenceLabels,
  type ValidCreateBookingRequest,
} from '../../../../../core/bookings/booking/booking-schemas';
import { checkBookingSelection } from '../../../../../core/bookings/booking/one-piece-lesson';
import type { LessonPackage } from '../../../../../core/bookings/booking/package-schemas';
import type { TimeSlot } from '../../../../../core/bookings/booking/time-slot-schemas';
import { formatPoundsWhole } from '../../../../../core/format/display-format';
import {
  CHECKOUT_PATH_BY_METHOD,
  toCheckoutLinkQuery,
} from '../../../../../core/money/payments/checkout-links';
import { SCHOOL_TIME_ZONE } from '../../../../../core/time/london-time';
import { useSiteNavigate } from '../../../../components/site-navigation';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import {
  ChoiceGroup,
  FieldError,
  fieldAriaProps,
  SelectField,
  TextField,
} from '../../../../components/ui/form-field';
import { PickupFields } from '../../../../components/ui/pickup-fields';
import { toast } from '../../../../components/ui/toast-store';
import { usePaymentConfig } from '../../../../lib/api/get-payment-config';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { markBookingJustCreated } from '../../../../lib/just-created-booking-storage';
import { savePendingBooking } from '../../../../lib/pending-booking-storage';
import { takeReturningLearner } from '../../../../lib/returning-learner-storage';
import { useCreateBooking } from '../api/create-booking';
import {
  BOOKING_FAILED_TOAST,
  CARD_SWITCHED_TO_BANK_TRANSFER_MESSAGE,
  CHECKING_TIMES_HINT,
  CHOOSE_AGAIN_PROMPT,
  cardOptionText,
  getCardAvailability,
  getSelectionProblemToast,
  NO_PACKAGE_TOAST,
  toBookingFieldErrors,
} from '../booking-messages';
import { BookingSummary } from './booking-summary';
import { LostTimesNotice } from './lost-times-notice';
import { ReturningLearnerNote } from './returning-learner-note';

export interface BookingFormProps {
  /** The chosen package type (known before the packages load), or null when none is chosen. */
  packageType: string | null;
  /** The chosen package once the packages have loaded. */
  selectedPackage: LessonPackage | undefined;
  /** The packages (and so the price) are known. */
  packagesLoaded: boolean;
  /** The packages could not be loaded (the chooser offers to try again). */
  packagesFailed: boolean;
  selectedSlots: readonly TimeSlot[];
  /** Chosen times dropped because they are no longer offered. */
  lostSlots: readonly TimeSlot[];
  /** Chosen times were lost: nothing is sent until the learner picks again or defers the times. */
  mustChooseAgain: boolean;
  /** A 409: some of these times were taken meanwhile. Settles once the selection is brought up to date. */
  onSlotsTaken: (submittedSlots: readonly TimeSlot[]) => Promise<void>;
  /** The learner chose to book without times. */
  onArrangeTimesLater: () => void;
  /** The booking was made (its times leave the slot list: not a loss to report). */
  onBooked: () => void;
  /**
   * The chooser's answer when the school has more than one instructor (sent in place of the
   * preference field, which is then not shown); null: the preference field as before.
   */
  instructorChoice?: {
    instructorId: number | undefined;
    instructorPreference: 'female' | 'male' | undefined;
  } | null;
}

/** The form's notice about the times (lost times, or a future booking): focused when it changes on request. */
export const BOOKING_TIMES_NOTICE_ID = 'booking-times-notice';

type PaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number];

const paymentMethodLabels: Record<PaymentMethod, string> = { card: 'Card', bank_transfer: 'Bank transfer' };
const BANK_TRANSFER_TEXT = "We'll show you our bank details and your booking reference.";

/** The booking was made (the page is on its way to the checkout). */
interface MadeBooking {
  id: number;
}

/**
 * Step 3: the learner's details and how they will pay; sends the booking and goes to the checkout.
 * Memoised, so a new slot list or a poll does not render the form again; and its own Suspense
 * boundary, so the server-rendered form hydrates (and commits) apart from the rest of the page, in
 * shorter tasks (inside the memo: a render of the page before it has hydrated leaves it be).
 */
export const BookingForm = memo(function BookingForm(props: BookingFormProps) {
  return (
    <Suspense>
      <BookingFormSection {...props} />
    </Suspense>
  );
});

function BookingFormSection({
  packageType,
  selectedPackage,
  packagesLoaded,
  packagesFailed,
  selectedSlots,
  lostSlots,
  mustChooseAgain,
  onSlotsTaken,
  onArrangeTimesLater,
  onBooked,
  instructorChoice = null,
}: BookingFormProps) {
  const navigate = useSiteNavigate();
  const createBooking = useCreateBooking();
  const [madeBooking, setMadeBooking] = useState<MadeBooking | null>(null);
  // After a 409, until the fresh slot list shows which times went: sending again would only fail.
  const [isCheckingTimes, setIsCheckingTimes] = useState(false);
  const form = useForm<CreateBookingRequest, unknown, ValidCreateBookingRequest>({
    resolver: zodResolver(createBookingRequestSchema),
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      pickupAddress: '',
      pickupPostcode: '',
      packageType: '',
      acceptTerms: false,
      timeSlotIds: [],
      instructorPreference: 'no_preference',
      paymentMethod: 'bank_transfer',
    },
  });
  const {
    register,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const acceptTerms = useWatch({ control: form.control, name: 'acceptTerms' });
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });

  // Fetched in the browser only (the server renders its loading state): until it answers, and if
  // it fails, the card option stays as it is; the card checkout page says so if cards are off.
  const cardAvailability = getCardAvailability(usePaymentConfig());
  const [switchedToBankTransfer, setSwitchedToBankTransfer] = useState(false);
  useEffect(() => {
    if (cardAvailability !== 'unavailable' || paymentMethod !== 'card') return;
    setValue('paymentMethod', 'bank_transfer', { shouldDirty: true });
    setSwitchedToBankTransfer(true);
  }, [cardAvailability, paymentMethod, setValue]);

  // A new package or new times answer the errors about the old ones.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the package or the times changed.
  useEffect(() => {
    clearErrors(['packageType', 'timeSlotIds', 'futureBooking']);
  }, [packageType, selectedSlots, clearErrors]);

  // "Book again" on the learner's own page left their details for this form (read after the
  // first render: the server renders the form empty, and storage exists only in the browser).
  const [welcomedName, setWelcomedName] = useState<string | null>(null);
  useEffect(() => {
    const learner = takeReturningLearner();
    if (!learner) return;
    const options = { shouldDirty: true };
    setValue('fullName', learner.fullName, options);
    setValue('email', learner.email, options);
    if (learner.phone) setValue('phone', learner.phone, options);
    if (learner.drivingExperience) setValue('drivingExperience', learner.drivingExperience, options);
    setWelcomedName(learner.fullName);
  }, [setValue]);

  /** The package and times are chosen outside the form: the same checks, first, with the spec's toasts. */
  function findSelectionProblem(): boolean {
    if (packageType === null) {
      toast(NO_PACKAGE_TOAST);
      return true;
    }
    if (!selectedPackage) return false;
    const problem = checkBookingSelection(selectedPackage, selectedSlots, SCHOOL_TIME_ZONE);
    if (!problem) return false;
    toast({ ...getSelectionProblemToast(problem), variant: 'destructive' });
    return true;
  }

  function handleInvalid(_errors: FieldErrors<CreateBookingRequest>) {
    findSelectionProblem();
  }

  function handleValid(values: ValidCreateBookingRequest) {
    // The button is disabled in these states; this holds for any other way a form can be sent.
    if (madeBooking || mustChooseAgain || isCheckingTimes) return;
    if (findSelectionProblem()) return;
    // Exactly the times on screen: a retry after a lost time sends only what the learner now sees.
    const submittedSlots = [...selectedSlots];
    const timeSlotIds = submittedSlots.map((slot) => slot.id);
    const chosen = instructorChoice
      ? {
          instructorPreference: instructorChoice.instructorPreference ?? 'no_preference',
          ...(instructorChoice.instructorId === undefined
            ? {}
            : { instructorId: instructorChoice.instructorId }),
        }
      : {};
    createBooking.mutate(
      { ...values, ...chosen, timeSlotIds, futureBooking: timeSlotIds.length === 0 },
      {
        onSuccess: (booking) => {
          onBooked();
          // A convenience for coming back to the checkout in this browser; the link below is enough.
          savePendingBooking({
            id: booking.id,
            packageType: booking.packageType,
            packageName: booking.packageName,
            studentName: values.fullName,
            studentEmail: values.email,
            studentPhone: values.phone,
            drivingExperience: values.drivingExperience,
            totalAmount: booking.totalAmount,
            timeSlotIds: booking.timeSlotIds,
            timeSlots: booking.timeSlots,
            paymentMethod: booking.paymentMethod,
            checkoutToken: booking.checkoutToken,
          });
          setMadeBooking({ id: booking.id });
          // For the checkout when it opens as a new page (the booking page without the router).
          markBookingJustCreated(booking.id);
          // The checkout's address carries the booking and its token, so the page works (and can be
          // reopened on another device) whether or not this browser could keep the booking. No
          // toast: it would cover the bank details the learner came to read; the page confirms it.
          const link = toCheckoutLinkQuery({ booking: booking.id, token: booking.checkoutToken });
          navigate(`${CHECKOUT_PATH_BY_METHOD[booking.paymentMethod]}?${link}`, {
            state: { bookingCreated: true },
          });
        },
        onError: (error) => handleBookingError(error, submittedSlots),
      },
    );
  }

  function handleBookingError(error: unknown, submittedSlots: readonly TimeSlot[]) {
    if (isApiRequestError(error, 409)) {
      toast({
        title: BOOKING_FAILED_TOAST.title,
        description: getApiErrorMessage(error, BOOKING_FAILED_TOAST.description),
        variant: 'destructive',
      });
      setIsCheckingTimes(true);
      void onSlotsTaken(submittedSlots).finally(() => setIsCheckingTimes(false));
      return;
    }
    if (isApiRequestError(error, 400)) {
      const fieldErrors = toBookingFieldErrors(error.apiError?.fields);
      fieldErrors.forEach(({ name, message }, index) => {
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      toast({
        title: BOOKING_FAILED_TOAST.title,
        description: fieldErrors[0]?.message ?? getApiErrorMessage(error, BOOKING_FAILED_TOAST.description),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: BOOKING_FAILED_TOAST.title,
      // A 429 says to wait a minute; anything else gets the spec's words.
      description: isApiRequestError(error, 429)
        ? getApiErrorMessage(error, BOOKING_FAILED_TOAST.description)
        : BOOKING_FAILED_TOAST.description,
      variant: 'destructive',
    });
  }

  const onSubmit = form.handleSubmit(handleValid, handleInvalid);
  const isSubmitDisabled =
    createBooking.isPending ||
    madeBooking !== null ||
    isCheckingTimes ||
    mustChooseAgain ||
    !packagesLoaded ||
    !acceptTerms;

  return (
    <section aria-labelledby="details-heading" id="details" className="scroll-mt-20">
      <div className="flex min-h-11 items-center">
        <h2 id="details-heading" className="text-xl sm:text-2xl">
          3. Your details
        </h2>
      </div>
      <Card className="mt-4 grid gap-5 p-4 sm:p-6">
        <ReturningLearnerNote welcomedName={welcomedName} />
        <hr className="border-slate-200" />
        <form
          noValidate
          aria-labelledby="details-heading"
          onSubmit={(event) => {
            // Both the package and the times live outside the form's inputs: copy them in first.
            setValue('packageType', packageType ?? '');
            setValue(
              'timeSlotIds',
              selectedSlots.map((slot) => slot.id),
            );
            setValue('futureBooking', selectedSlots.length === 0);
            void onSubmit(event);
          }}
          className="grid gap-5"
        >
          <BookingSummary
            hasPackageChoice={packageType !== null}
            packagesFailed={packagesFailed}
            selectedPackage={selectedPackage}
            selectedSlots={selectedSlots}
            errors={[
              { id: 'booking-package-error', message: errors.packageType?.message },
              { id: 'booking-times-error', message: errors.timeSlotIds?.message },
              { id: 'booking-future-error', message: errors.futureBooking?.message },
            ]}
          />
          <TextField
            id="booking-full-name"
            label="Full name"
            error={errors.fullName?.message}
            autoComplete="name"
            {...register('fullName')}
          />
          <TextField
            id="booking-email"
            label="E-mail"
            error={errors.email?.message}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...register('email')}
          />
          <TextField
            id="booking-phone"
            label="Phone number"
            hint="So your instructor can call you about your lessons."
            error={errors.phone?.message}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...register('phone')}
          />
          <SelectField
            id="booking-experience"
            label="Driving experience"
            error={errors.drivingExperience?.message}
            {...register('drivingExperience')}
          >
            <option value="">Choose one</option>
            {DRIVING_EXPERIENCE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {drivingExperienceLabels[option]}
              </option>
            ))}
          </SelectField>
          <PickupFields
            ids={{ address: 'booking-pickup-address', postcode: 'booking-pickup-postcode' }}
            addressLabel="Pickup address"
            addressHint="Where your instructor picks you up. You can change it later on My Progress."
            errors={{ address: errors.pickupAddress?.message, postcode: errors.pickupPostcode?.message }}
            ownAddress
            address={register('pickupAddress')}
            postcode={register('pickupPostcode')}
          />
          {instructorChoice ? null : (
            <SelectField
              id="booking-instructor"
              label="Instructor preference"
              error={errors.instructorPreference?.message}
              {...register('instructorPreference')}
            >
              {INSTRUCTOR_PREFERENCE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {instructorPreferenceLabels[option]}
                </option>
              ))}
            </SelectField>
          )}
          <ChoiceGroup
            id="booking-payment"
            legend="How would you like to pay?"
            error={errors.paymentMethod?.message}
          >
            {BOOKING_PAYMENT_METHODS.map((method) => (
              <label
                key={method}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-blue-700 has-checked:bg-blue-50 has-disabled:cursor-not-allowed has-disabled:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700"
              >
                <input
                  type="radio"
                  value={method}
                  // Not through register: its `disabled` would take the field's value away.
                  disabled={method === 'card' && cardAvailability === 'unavailable'}
                  className="mt-0.5 size-5 shrink-0 accent-blue-700 focus-visible:outline-none"
                  {...register('paymentMethod')}
                />
                <span className="grid">
                  <span className="font-medium text-slate-900">{paymentMethodLabels[method]}</span>
                  <span className="text-sm text-slate-700">
                    {method === 'card' ? cardOptionText[cardAvailability] : BANK_TRANSFER_TEXT}
                  </span>
                </span>
              </label>
            ))}
            <div aria-live="polite">
              {switchedToBankTransfer && cardAvailability === 'unavailable' ? (
                <p className="flex gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-slate-900">
                  <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
                  {CARD_SWITCHED_TO_BANK_TRANSFER_MESSAGE}
                </p>
              ) : null}
            </div>
          </ChoiceGroup>
          <div className="grid gap-1.5">
            <div className="flex items-start gap-3">
              <input
                id="booking-terms"
                type="checkbox"
                className="mt-0.5 size-6 shrink-0 accent-blue-700"
                {...register('acceptTerms')}
                {...fieldAriaProps('booking-terms', { error: errors.acceptTerms?.message })}
              />
              <label htmlFor="booking-terms" className="text-slate-900">
                I have read and accept the{' '}
                <a
                  href="/terms-and-conditions"
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800"
                >
                  terms and conditions
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                , including the cancellation and rescheduling rules.
              </label>
            </div>
            <FieldError id="booking-terms-error" message={errors.acceptTerms?.message} />
          </div>
          {/* Focusable so that choosing to arrange times later can move the focus here. */}
          <div
            id={BOOKING_TIMES_NOTICE_ID}
            tabIndex={-1}
            className="rounded-lg empty:hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {mustChooseAgain ? (
              <LostTimesNotice lostSlots={lostSlots} onArrangeTimesLater={onArrangeTimesLater} />
            ) : selectedSlots.length === 0 ? (
              <p className="flex gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-slate-900">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
                {FUTURE_BOOKING_MESSAGE}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            {selectedPackage ? (
              <p className="flex items-baseline justify-between text-slate-900">
                <span>Total to pay</span>
                <span className="text-2xl font-bold">{formatPoundsWhole(selectedPackage.price)}</span>
              </p>
            ) : null}
            <Button
              type="submit"
              disabled={isSubmitDisabled}
              className="w-full"
              aria-describedby="booking-submit-hint"
            >
              {createBooking.isPending ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
                  Sending your booking…
                </>
              ) : (
                'Book and Continue to Payment'
              )}
            </Button>
            <p id="booking-submit-hint" className="text-center text-sm text-slate-600">
              {describeSubmitState({
                madeBooking,
                packagesLoaded,
                packagesFailed,
                isCheckingTimes,
                mustChooseAgain,
                acceptTerms,
              })}
            </p>
          </div>
        </form>
      </Card>
    </section>
  );
}

/** The line under the submit button: why it cannot send yet, or what happens when it does. */
function describeSubmitState(state: {
  madeBooking: MadeBooking | null;
  packagesLoaded: boolean;
  packagesFailed: boolean;
  isCheckingTimes: boolean;
  mustChooseAgain: boolean;
  acceptTerms: boolean;
}): string {
  if (state.madeBooking) {
    return 'Opening the payment page…';
  }
  if (!state.packagesLoaded) {
    return state.packagesFailed
      ? 'The prices could not be loaded: please try again above.'
      : 'Waiting for the prices to load…';
  }
  if (state.isCheckingTimes) return CHECKING_TIMES_HINT;
  if (state.mustChooseAgain) return CHOOSE_AGAIN_PROMPT;
  if (!state.acceptTerms) return 'Tick the terms and conditions to send your booking.';
  return 'Nothing is charged until you pay on the next page.';
}
