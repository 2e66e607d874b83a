import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import {
  type BookPracticalTestRequest,
  bookPracticalTestRequestSchema,
} from '../../../../../core/progress/test-record-schemas';
import { TEST_CENTRES } from '../../../../../core/school/content/areas-covered';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import { FormAlert } from '../../../../components/ui/form-alert';
import { describedBy, FormField, inputClassName } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useBookPracticalTest, type ValidBookPracticalTestRequest } from '../api/book-practical-test';

export const BOOK_PRACTICAL_TEST_FAILED_MESSAGE = 'Failed to save the test booking. Please try again.';

const bookingFields = ['date', 'time', 'testCentreId'] as const;

/** 'Book practical test': the date, time and centre the learner booked with the DVSA. */
export function BookPracticalTestDialog({
  studentId,
  studentName,
}: {
  studentId: number;
  studentName: string;
}) {
  const [open, setOpen] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const book = useBookPracticalTest(studentId);
  const form = useForm<BookPracticalTestRequest, unknown, ValidBookPracticalTestRequest>({
    resolver: zodResolver(bookPracticalTestRequestSchema),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const idPrefix = `student-${studentId}-practical`;
  const ids = { date: `${idPrefix}-date`, time: `${idPrefix}-time`, centre: `${idPrefix}-centre` };

  function handleOpenChange(next: boolean) {
    if (next) {
      form.reset({ date: '', time: '' });
      setServerMessage(null);
    }
    setOpen(next);
  }

  function handleValid(values: ValidBookPracticalTestRequest) {
    setServerMessage(null);
    // The promise, not mutate's callbacks: once booked, this dialog's button leaves the card.
    book.mutateAsync(values).then(
      () => {
        setOpen(false);
        const centre = TEST_CENTRES.find((entry) => entry.id === values.testCentreId)?.name ?? '';
        toast({
          title: 'Practical Test Booked',
          description: `${studentName}: ${formatLongDate(values.date)} at ${formatTime12h(values.time)}, ${centre}.`,
        });
      },
      (error: unknown) => {
        if (!placeServerFieldErrors(error, bookingFields, form.setError)) {
          setServerMessage(explainFailure(error, BOOK_PRACTICAL_TEST_FAILED_MESSAGE));
        }
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          <CalendarPlus aria-hidden="true" className="size-4" />
          Book practical test<span className="sr-only"> for {studentName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Book the practical test"
        description={`The test ${studentName} booked with the DVSA (UK time).`}
      >
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            form.clearErrors();
            void form.handleSubmit(handleValid)(event);
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={ids.date} label="Date" error={errors.date?.message}>
              <input
                id={ids.date}
                type="date"
                min={getSchoolToday(new Date())}
                className={inputClassName}
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={describedBy(ids.date, { error: errors.date?.message })}
                {...register('date')}
              />
            </FormField>
            <FormField id={ids.time} label="Time" error={errors.time?.message}>
              <input
                id={ids.time}
                type="time"
                className={inputClassName}
                aria-invalid={errors.time ? true : undefined}
                aria-describedby={describedBy(ids.time, { error: errors.time?.message })}
                {...register('time')}
              />
            </FormField>
            <FormField
              id={ids.centre}
              label="Test centre"
              error={errors.testCentreId?.message}
              className="sm:col-span-2"
            >
              <select
                id={ids.centre}
                defaultValue=""
                className={inputClassName}
                aria-invalid={errors.testCentreId ? true : undefined}
                aria-describedby={describedBy(ids.centre, { error: errors.testCentreId?.message })}
                {...register('testCentreId')}
              >
                <option value="" disabled>
                  Choose…
                </option>
                {TEST_CENTRES.map((centre) => (
                  <option key={centre.id} value={centre.id}>
                    {centre.name}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormAlert message={serverMessage} />
          <DialogFormActions isPending={book.isPending} submitLabel="Save Test Booking" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
