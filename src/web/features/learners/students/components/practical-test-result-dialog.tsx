import { Flag } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate } from '../../../../../core/format/display-format';
import {
  type PracticalTest,
  practicalTestResultRequestSchema,
} from '../../../../../core/progress/test-record-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ChoiceGroup, ChoiceOption } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { isApiRequestError } from '../../../../lib/api-client';
import { useRecordPracticalTestResult } from '../api/record-practical-test-result';
import { type SheetMarks, toFaults } from '../mock-test-sheet';
import { MockTestOutcome, MockTestSheetFields } from './mock-test-sheet-fields';

export const RECORD_RESULT_FAILED_MESSAGE = 'Failed to save the result. Please try again.';

/**
 * 'Record result': passed or failed, with the examiner's faults on the same sheet as a mock test;
 * 'Correct result' opens a recorded one as it was.
 */
export function PracticalTestResultDialog({
  studentId,
  studentName,
  test,
}: {
  studentId: number;
  studentName: string;
  test: PracticalTest;
}) {
  const [result, setResult] = useState<'passed' | 'failed' | ''>('');
  const [marks, setMarks] = useState<SheetMarks>({});
  const [resultError, setResultError] = useState<string | undefined>();
  const save = useRecordPracticalTestResult(studentId);
  const idPrefix = `practical-${test.id}-result`;
  const isRecorded = test.status === 'passed' || test.status === 'failed';

  const dialog = useDialogForm({
    onOpen: () => {
      // A recorded result opens as recorded, to be corrected.
      setResult(test.status === 'passed' || test.status === 'failed' ? test.status : '');
      setMarks(Object.fromEntries(test.faults.map((fault) => [fault.category, fault])));
      setResultError(undefined);
    },
    failureMessage: RECORD_RESULT_FAILED_MESSAGE,
  });

  const handleSubmit = dialog.handleStateSubmit(() => {
    const parsed = practicalTestResultRequestSchema.safeParse({ result, faults: toFaults(marks) });
    if (!parsed.success) {
      setResultError(parsed.error.issues[0]?.message);
      return;
    }
    setResultError(undefined);
    // The promise, not mutate's callbacks: once the result is in, this dialog's button leaves the card.
    save.mutateAsync({ id: test.id, request: parsed.data }).then(
      () => {
        dialog.close();
        toast({
          title: 'Result Recorded',
          description: `${studentName} ${parsed.data.result === 'passed' ? 'passed' : 'did not pass'} the practical test on ${formatLongDate(test.date)}.`,
        });
      },
      (error: unknown) => {
        const fieldMessage = isApiRequestError(error, 400) ? error.apiError?.fields?.result : undefined;
        if (fieldMessage) setResultError(fieldMessage);
        else dialog.setServerMessage(explainFailure(error, RECORD_RESULT_FAILED_MESSAGE));
      },
    );
  });

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button size="compact" variant={isRecorded ? 'ghost' : 'primary'}>
          <Flag aria-hidden="true" className="size-4" />
          {isRecorded ? 'Correct result' : 'Record result'}
          <span className="sr-only">
            {' '}
            of {studentName}'s test on {formatLongDate(test.date)}
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Record the test result"
        description={`${studentName}'s practical test on ${formatLongDate(test.date)} at ${test.testCentreName}.`}
        className="sm:max-w-2xl"
      >
        <form className="grid gap-4" noValidate onSubmit={handleSubmit}>
          <ChoiceGroup
            id={idPrefix}
            legend="Result"
            legendClassName="mb-1 font-medium text-slate-900"
            error={resultError}
          >
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <ChoiceOption
                type="radio"
                name={`${idPrefix}-choice`}
                id={`${idPrefix}-passed`}
                label="Passed"
                checked={result === 'passed'}
                onChange={() => setResult('passed')}
              />
              <ChoiceOption
                type="radio"
                name={`${idPrefix}-choice`}
                id={`${idPrefix}-failed`}
                label="Failed"
                checked={result === 'failed'}
                onChange={() => setResult('failed')}
              />
            </div>
          </ChoiceGroup>
          <MockTestSheetFields marks={marks} onChange={setMarks} idPrefix={idPrefix} />
          <FormAlert message={dialog.serverMessage} />
          <MockTestOutcome marks={marks} />
          <DialogFormActions isPending={save.isPending} submitLabel="Save Result" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
