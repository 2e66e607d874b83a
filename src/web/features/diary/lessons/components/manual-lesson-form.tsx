import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  type CreateManualLessonRequest,
  createManualLessonRequestSchema,
  MANUAL_LESSON_LENGTHS,
  MANUAL_LESSON_PAYMENT_METHODS,
  type ManualLessonResponse,
  manualLessonPaymentMethodLabels,
  NO_HOURS_LEFT_CODE,
  type ValidCreateManualLessonRequest,
} from '../../../../../core/diary/lessons/lessons-schemas';
import { formatLengthInWords } from '../../../../../core/format/count-format';
import {
  formatLongDate,
  formatPounds,
  formatPoundsWhole,
  formatTime12h,
} from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { CheckboxField, SelectField, TextareaField, TextField } from '../../../../components/ui/form-field';
import { SectionCard, type SectionCardProps } from '../../../../components/ui/section-card';
import { toast } from '../../../../components/ui/toast-store';
import { packagesQueryOptions } from '../../../../lib/api/get-packages';
import { isApiRequestError } from '../../../../lib/api-client';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { useCreateManualLesson } from '../api/create-manual-lesson';
import { LessonStudentSelect, toStudentId, useStudentOptions } from './lesson-student-select';

export const CREATE_LESSON_FAILED_MESSAGE = 'Failed to create lesson. Please try again.';

const formFields = [
  'studentId',
  'date',
  'startTime',
  'duration',
  'packageType',
  'paymentMethod',
  'notes',
  'addPurchase',
] as const;
type FormFieldName = (typeof formFields)[number];

function isFormField(name: string): name is FormFieldName {
  return formFields.some((field) => field === name);
}

const defaultValues: Partial<CreateManualLessonRequest> = {
  date: '',
  startTime: '',
  duration: 60,
  packageType: 'single_1hour',
  paymentMethod: 'not_paid',
  notes: '',
  addPurchase: false,
};

const ADD_PURCHASE_HINT = 'If the learner has no hours left, sell the package chosen below with this lesson.';

/** Which purchase the new lesson's hours come from, and what was recorded paid, for the toast. */
function describeLessonMoney({ purchase, payment }: ManualLessonResponse, asked: boolean): string {
  const hours = purchase.added
    ? `Added a purchase: ${purchase.description}.`
    : `Draws from ${purchase.description}.`;
  if (payment) return `${hours} Recorded ${formatPounds(payment.amountPence)} paid.`;
  return asked ? `${hours} Nothing was left to pay for it.` : `${hours} Not paid yet.`;
}

/** The form alone, for a dialog that gives it its title (the calendar's free time). */
function UnframedForm({ children }: SectionCardProps): ReactNode {
  return children;
}

export interface ManualLessonFormProps {
  /** Prefilled values (the calendar's free time: its date and start time). */
  initialValues?: Pick<CreateManualLessonRequest, 'date' | 'startTime'>;
  /** After a lesson is booked (the calendar's dialog closes). */
  onBooked?: () => void;
  /** False: without its card and heading, inside a dialog. */
  framed?: boolean;
}

/** The manual-booking form (spec section 5): books a lesson for a learner directly. */
export function ManualLessonForm({ initialValues, onBooked, framed = true }: ManualLessonFormProps = {}) {
  const { options: studentOptions } = useStudentOptions();
  const packages = useQuery(packagesQueryOptions);
  const createLesson = useCreateManualLesson();
  const today = getSchoolToday(new Date());
  const startValues = { ...defaultValues, ...initialValues };
  const form = useForm<CreateManualLessonRequest, unknown, ValidCreateManualLessonRequest>({
    resolver: zodResolver(createManualLessonRequestSchema),
    defaultValues: startValues,
  });
  const Frame = framed ? SectionCard : UnframedForm;
  const {
    register,
    formState: { errors },
  } = form;

  function handleValid(values: ValidCreateManualLessonRequest) {
    createLesson.mutate(values, {
      onSuccess: (response) => {
        const name =
          studentOptions.find((student) => student.id === values.studentId)?.fullName ?? 'The learner';
        form.reset(startValues);
        onBooked?.();
        toast({
          title: 'Lesson Booked',
          description: `${name}: ${formatLongDate(response.lesson.date)} at ${formatTime12h(response.lesson.startTime)} (${formatLengthInWords(response.lesson.duration)}). ${describeLessonMoney(response, values.paymentMethod !== 'not_paid')}`,
        });
      },
      onError: (error) => {
        if (isApiRequestError(error, 409) && error.apiError?.code === NO_HOURS_LEFT_CODE) {
          // The instructor's next step is the checkbox, so the message sits there and it takes focus.
          form.setError(
            'addPurchase',
            { message: error.apiError.fields?.addPurchase ?? error.apiError.message },
            { shouldFocus: true },
          );
        }
        const fields = isApiRequestError(error, 400) ? error.apiError?.fields : undefined;
        for (const [name, message] of Object.entries(fields ?? {})) {
          if (isFormField(name)) form.setError(name, { message });
        }
        // A clash, a held slot or no hours left (409): the server says which.
        showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, CREATE_LESSON_FAILED_MESSAGE));
      },
    });
  }

  return (
    <Frame
      id="manual-lesson"
      title="Book a lesson manually"
      description="For lessons arranged by phone or in person. The lesson goes straight into your diary and uses the learner's hours."
    >
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(handleValid)}>
        <div className="grid gap-4 md:grid-cols-2">
          <LessonStudentSelect
            id="manual-student"
            error={errors.studentId?.message}
            registration={register('studentId', { setValueAs: toStudentId })}
          />
          <TextField
            id="manual-date"
            label="Date"
            error={errors.date?.message}
            type="date"
            min={today}
            {...register('date')}
          />
          <TextField
            id="manual-start-time"
            label="Start time"
            error={errors.startTime?.message}
            type="time"
            {...register('startTime')}
          />
          <SelectField
            id="manual-duration"
            label="Duration"
            error={errors.duration?.message}
            {...register('duration', { valueAsNumber: true })}
          >
            {MANUAL_LESSON_LENGTHS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {formatLengthInWords(minutes)}
              </option>
            ))}
          </SelectField>
          {/* The purchase comes after the lesson: the server's no-hours message points "below" to it. */}
          <CheckboxField
            id="manual-add-purchase"
            label="Add a purchase"
            hint={ADD_PURCHASE_HINT}
            error={errors.addPurchase?.message}
            className="content-start md:col-span-2"
            {...register('addPurchase')}
          />
          <SelectField
            id="manual-package"
            label="Package type"
            hint="The purchase to add when the learner has no hours left. Otherwise the lesson uses their open purchase."
            error={errors.packageType?.message}
            {...register('packageType')}
          >
            {packages.data ? (
              Object.entries(packages.data).map(([type, lessonPackage]) => (
                <option key={type} value={type}>
                  {`${lessonPackage.name} (${formatPoundsWhole(lessonPackage.price)})`}
                </option>
              ))
            ) : (
              <option value={startValues.packageType}>
                {packages.isError ? 'Packages could not be loaded' : 'Loading packages…'}
              </option>
            )}
          </SelectField>
          <SelectField
            id="manual-payment"
            label="Payment"
            hint="Paid: records what is still unpaid of the purchase this lesson uses. You can undo it on Today."
            error={errors.paymentMethod?.message}
            {...register('paymentMethod')}
          >
            {MANUAL_LESSON_PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {manualLessonPaymentMethodLabels[method]}
              </option>
            ))}
          </SelectField>
          <TextareaField
            id="manual-notes"
            label="Notes"
            optional
            error={errors.notes?.message}
            className="md:col-span-2"
            rows={3}
            {...register('notes')}
          />
        </div>
        <Button type="submit" className="justify-self-start" disabled={createLesson.isPending}>
          {createLesson.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <CalendarPlus aria-hidden="true" className="size-5" />
          )}
          {createLesson.isPending ? 'Booking…' : 'Book Lesson'}
        </Button>
      </form>
    </Frame>
  );
}
