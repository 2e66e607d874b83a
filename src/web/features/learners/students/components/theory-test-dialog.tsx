import { zodResolver } from '@hookform/resolvers/zod';
import { BookOpenCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { formatLongDate } from '../../../../../core/format/display-format';
import {
  type TheoryTestRequest,
  theoryTestRequestSchema,
} from '../../../../../core/progress/test-record-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { useSaveTheoryTest, type ValidTheoryTestRequest } from '../api/save-theory-test';

export const SAVE_THEORY_TEST_FAILED_MESSAGE = 'Failed to save the theory test. Please try again.';

const theoryFields = ['passedOn', 'certificateNumber'] as const;

/** Records the theory pass (date, certificate number optional), or corrects the one recorded. */
export function TheoryTestDialog({
  studentId,
  studentName,
  current,
}: {
  studentId: number;
  studentName: string;
  current: { passedOn: string; certificateNumber: string | null } | null;
}) {
  const save = useSaveTheoryTest(studentId);
  const form = useForm<TheoryTestRequest, unknown, ValidTheoryTestRequest>({
    resolver: zodResolver(theoryTestRequestSchema),
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({
      passedOn: current?.passedOn ?? getSchoolToday(new Date()),
      certificateNumber: current?.certificateNumber ?? '',
    }),
    fieldNames: theoryFields,
    failureMessage: SAVE_THEORY_TEST_FAILED_MESSAGE,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const idPrefix = `student-${studentId}-theory`;
  const ids = { passedOn: `${idPrefix}-date`, certificate: `${idPrefix}-certificate` };

  function handleValid(values: ValidTheoryTestRequest) {
    save.mutate(values, {
      onSuccess: () => {
        dialog.close();
        toast({
          title: 'Theory Test Saved',
          description: `${studentName} passed the theory test on ${formatLongDate(values.passedOn)}.`,
        });
      },
      onError: (error) => {
        dialog.showFailure(error);
      },
    });
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          <BookOpenCheck aria-hidden="true" className="size-4" />
          {current ? 'Edit theory pass' : 'Record theory pass'}
          <span className="sr-only"> of {studentName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Theory test passed" description={`When ${studentName} passed the theory test.`}>
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={ids.passedOn}
              label="Date passed"
              error={errors.passedOn?.message}
              type="date"
              max={getSchoolToday(new Date())}
              {...register('passedOn')}
            />
            <TextField
              id={ids.certificate}
              label="Certificate number"
              optional
              hint="On the pass letter; 8 to 16 letters and digits."
              error={errors.certificateNumber?.message}
              controlClassName="uppercase"
              autoComplete="off"
              spellCheck={false}
              {...register('certificateNumber')}
            />
          </div>
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions isPending={save.isPending} submitLabel="Save Theory Pass" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
