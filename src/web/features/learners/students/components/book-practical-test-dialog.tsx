import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import {
  type BookPracticalTestRequest,
  bookPracticalTestRequestSchema,
} from '../../../../../core/progress/test-record-schemas';
import { TEST_CENTRES } from '../../../../../core/school/content/areas-covered';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { getSchoolToday } from '../../../../lib/school-time-format';
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
  const book = useBookPracticalTest(studentId);
  const form = useForm<BookPracticalTestRequest, unknown, ValidBookPracticalTestRequest>({
    resolver: zodResolver(bookPracticalTestRequestSchema),
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({ date: '', time: '' }),
    fieldNames: bookingFields,
    failureMessage: BOOK_PRACTICAL_TEST_FAILED_MESSAGE,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const idPrefix = `student-${studentId}-practical`;
  const ids = { date: `${idPrefix}-date`, time: `${idPrefix}-time`, centre: `${idPrefix}-centre` };

  function handleValid(values: ValidBookPracticalTestRequest) {
    // The promise, not mutate's callbacks: once booked, this dialog's button leaves the card.
    book.mutateAsync(values).then(
      () => {
        dialog.close();
        const centre = TEST_CENTRES.find((entry) => entry.id === values.testCentreId)?.name ?? '';
        toast({
          title: 'Practical Test Booked',
          description: `${studentName}: ${formatLongDate(values.date)} at ${formatTime12h(values.time)}, ${centre}.`,
        });
      },
      (error: unknown) => {
        dialog.showFailure(error);
      },
    );
  }

  return (
    <Dialog {...dialog.dialogProps}>
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
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={ids.date}
              label="Date"
              error={errors.date?.message}
              type="date"
              min={getSchoolToday(new Date())}
              {...register('date')}
            />
            <TextField
              id={ids.time}
              label="Time"
              error={errors.time?.message}
              type="time"
              {...register('time')}
            />
            <SelectField
              id={ids.centre}
              label="Test centre"
              error={errors.testCentreId?.message}
              className="sm:col-span-2"
              defaultValue=""
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
            </SelectField>
          </div>
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions isPending={book.isPending} submitLabel="Save Test Booking" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
