import { zodResolver } from '@hookform/resolvers/zod';
import { BookOpenCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatLongDate } from '../../../../../core/format/display-format';
import {
  type TheoryTestRequest,
  theoryTestRequestSchema,
} from '../../../../../core/progress/test-record-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import { FormAlert } from '../../../../components/ui/form-alert';
import { describedBy, FormField, inputClassName } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
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
  const [open, setOpen] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const save = useSaveTheoryTest(studentId);
  const form = useForm<TheoryTestRequest, unknown, ValidTheoryTestRequest>({
    resolver: zodResolver(theoryTestRequestSchema),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const idPrefix = `student-${studentId}-theory`;
  const ids = { passedOn: `${idPrefix}-date`, certificate: `${idPrefix}-certificate` };

  function handleOpenChange(next: boolean) {
    if (next) {
      form.reset({
        passedOn: current?.passedOn ?? getSchoolToday(new Date()),
        certificateNumber: current?.certificateNumber ?? '',
      });
      setServerMessage(null);
    }
    setOpen(next);
  }

  function handleValid(values: ValidTheoryTestRequest) {
    setServerMessage(null);
    save.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Theory Test Saved',
          description: `${studentName} passed the theory test on ${formatLongDate(values.passedOn)}.`,
        });
      },
      onError: (error) => {
        if (!placeServerFieldErrors(error, theoryFields, form.setError)) {
          setServerMessage(explainFailure(error, SAVE_THEORY_TEST_FAILED_MESSAGE));
        }
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          <BookOpenCheck aria-hidden="true" className="size-4" />
          {current ? 'Edit theory pass' : 'Record theory pass'}
          <span className="sr-only"> of {studentName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Theory test passed" description={`When ${studentName} passed the theory test.`}>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            form.clearErrors();
            void form.handleSubmit(handleValid)(event);
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={ids.passedOn} label="Date passed" error={errors.passedOn?.message}>
              <input
                id={ids.passedOn}
                type="date"
                max={getSchoolToday(new Date())}
                className={inputClassName}
                aria-invalid={errors.passedOn ? true : undefined}
                aria-describedby={describedBy(ids.passedOn, { error: errors.passedOn?.message })}
                {...register('passedOn')}
              />
            </FormField>
            <FormField
              id={ids.certificate}
              label="Certificate number"
              optional
              hint="On the pass letter; 8 to 16 letters and digits."
              error={errors.certificateNumber?.message}
            >
              <input
                id={ids.certificate}
                type="text"
                autoComplete="off"
                spellCheck={false}
                className={`${inputClassName} uppercase`}
                aria-invalid={errors.certificateNumber ? true : undefined}
                aria-describedby={describedBy(ids.certificate, {
                  hint: true,
                  error: errors.certificateNumber?.message,
                })}
                {...register('certificateNumber')}
              />
            </FormField>
          </div>
          <FormAlert message={serverMessage} />
          <DialogFormActions isPending={save.isPending} submitLabel="Save Theory Pass" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
