import { CalendarX, ChevronDown, ClipboardList, type LucideIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate, formatShortDate, formatTime12h } from '../../../../../core/format/display-format';
import { describeTestOutcome } from '../../../../../core/progress/mock-test';
import type { MockTest, PracticalTest, TestRecord } from '../../../../../core/progress/test-record-schemas';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { Skeleton } from '../../../../components/ui/skeleton';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { useStudentProgress } from '../../../../lib/api/get-student-progress';
import { classNames } from '../../../../lib/class-names';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { useCancelPracticalTest } from '../api/cancel-practical-test';
import { useDeleteMockTest } from '../api/delete-mock-test';
import { useDeleteTheoryTest } from '../api/delete-theory-test';
import { formatTestCountdown } from '../test-countdown';
import { BookPracticalTestDialog } from './book-practical-test-dialog';
import { PracticalTestResultDialog } from './practical-test-result-dialog';
import { RecordMockTestDialog } from './record-mock-test-dialog';
import { TheoryTestDialog } from './theory-test-dialog';

interface LearnerProps {
  studentId: number;
  studentName: string;
}

function faultTotals(driver: number, serious: number, dangerous: number): string {
  return `${driver} driver · ${serious} serious · ${dangerous} dangerous`;
}

function ResultBadge({ passed }: { passed: boolean }) {
  return <StatusBadge tone={passed ? 'success' : 'danger'}>{passed ? 'Pass' : 'Fail'}</StatusBadge>;
}

/** A small 'are you sure' action: remove the theory pass, cancel the test, delete a mock test. */
function ConfirmedAction({
  icon: Icon = Trash2,
  label,
  srLabel,
  title,
  description,
  confirmLabel,
  pendingLabel,
  failedMessage,
  doneTitle,
  run,
  isPending,
}: {
  icon?: LucideIcon;
  label: string;
  srLabel: string;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  failedMessage: string;
  doneTitle: string;
  run: () => Promise<unknown>;
  isPending: boolean;
}) {
  const [open, setOpen] = useState(false);
  function handleConfirm() {
    run().then(
      () => {
        setOpen(false);
        toast({ title: doneTitle, description });
      },
      (failure: unknown) => {
        setOpen(false);
        showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(failure, failedMessage));
      },
    );
  }
  return (
    <>
      <Button variant="ghost" size="compact" onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
        <span className="sr-only"> {srLabel}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        pendingLabel={pendingLabel}
        destructive
        isPending={isPending}
        onConfirm={handleConfirm}
      />
    </>
  );
}

function TheoryPart({ studentId, studentName, theory }: LearnerProps & { theory: TestRecord['theory'] }) {
  const remove = useDeleteTheoryTest(studentId);
  return (
    <div className="grid gap-2">
      <h6 className="text-sm font-semibold text-slate-700">Theory test</h6>
      {theory ? (
        <p>
          Passed {formatLongDate(theory.passedOn)}
          {theory.certificateNumber ? (
            <span className="block text-sm text-slate-700">Certificate {theory.certificateNumber}</span>
          ) : null}
        </p>
      ) : (
        <p className="text-sm text-slate-700">Not recorded yet.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <TheoryTestDialog studentId={studentId} studentName={studentName} current={theory} />
        {theory ? (
          <ConfirmedAction
            label="Remove"
            srLabel={`${studentName}'s theory pass`}
            title="Remove the theory pass?"
            description={`${studentName}'s theory test pass is removed from their record.`}
            confirmLabel="Remove Theory Pass"
            pendingLabel="Removing…"
            failedMessage="Failed to remove the theory pass. Please try again."
            doneTitle="Theory Pass Removed"
            run={() => remove.mutateAsync()}
            isPending={remove.isPending}
          />
        ) : null}
      </div>
    </div>
  );
}

function BookedTestPart({ studentId, studentName, test }: LearnerProps & { test: PracticalTest }) {
  const cancel = useCancelPracticalTest(studentId);
  const now = new Date();
  const hasStarted = Date.parse(test.startsAt) <= now.getTime();
  return (
    <div className="grid gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {formatLongDate(test.date)}, {formatTime12h(test.time)}
        </span>
        <StatusBadge tone="info">{formatTestCountdown(getSchoolToday(now), test.date)}</StatusBadge>
      </p>
      <p className="text-sm text-slate-800">{test.testCentreName} test centre</p>
      <div className="flex flex-wrap gap-2">
        {hasStarted ? (
          <PracticalTestResultDialog studentId={studentId} studentName={studentName} test={test} />
        ) : null}
        <ConfirmedAction
          icon={CalendarX}
          label="Cancel test"
          srLabel={`of ${studentName}`}
          title="Cancel the practical test?"
          description={`${studentName}'s test on ${formatLongDate(test.date)} is marked as cancelled.`}
          confirmLabel="Cancel Test"
          pendingLabel="Cancelling…"
          failedMessage="Failed to cancel the test. Please try again."
          doneTitle="Test Cancelled"
          run={() => cancel.mutateAsync(test.id)}
          isPending={cancel.isPending}
        />
      </div>
    </div>
  );
}

const pastStatusLabels = { passed: 'Passed', failed: 'Failed', cancelled: 'Cancelled' } as const;

function PastTests({ studentId, studentName, tests }: LearnerProps & { tests: PracticalTest[] }) {
  if (tests.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h6 className="text-sm font-semibold text-slate-700">Past tests</h6>
      <ul className="grid gap-2">
        {tests.map((test) => (
          <li key={test.id} className="grid gap-1 rounded-lg border border-slate-200 p-2.5 text-sm">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{formatShortDate(test.date)}</span>
              {test.status === 'booked' ? null : (
                <StatusBadge
                  tone={
                    test.status === 'passed' ? 'success' : test.status === 'failed' ? 'danger' : 'neutral'
                  }
                >
                  {pastStatusLabels[test.status]}
                </StatusBadge>
              )}
              <span className="text-slate-700">{test.testCentreName}</span>
            </span>
            {test.driverFaults !== null && test.seriousFaults !== null && test.dangerousFaults !== null ? (
              <span className="text-slate-700">
                {faultTotals(test.driverFaults, test.seriousFaults, test.dangerousFaults)}
              </span>
            ) : null}
            {test.status === 'passed' || test.status === 'failed' ? (
              <span>
                <PracticalTestResultDialog studentId={studentId} studentName={studentName} test={test} />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function MockTestItem({ studentId, studentName, test }: LearnerProps & { test: MockTest }) {
  const remove = useDeleteMockTest(studentId);
  const outcome = describeTestOutcome({
    driver: test.driverFaults,
    serious: test.seriousFaults,
    dangerous: test.dangerousFaults,
  });
  return (
    <li className="grid gap-1.5 rounded-lg border border-slate-200 p-2.5 text-sm">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{formatShortDate(test.takenOn)}</span>
        <ResultBadge passed={test.passed} />
        <span className="sr-only">{outcome}</span>
      </span>
      <span className="text-slate-700">
        {faultTotals(test.driverFaults, test.seriousFaults, test.dangerousFaults)}
      </span>
      {test.practiseNext.length > 0 ? (
        <span>
          <span className="font-medium">Practise next:</span> {test.practiseNext.join(', ')}
        </span>
      ) : null}
      {test.notes ? <span className="text-slate-700">{test.notes}</span> : null}
      <span>
        <ConfirmedAction
          label="Delete"
          srLabel={`the mock test of ${formatShortDate(test.takenOn)}`}
          title="Delete this mock test?"
          description={`${studentName}'s mock test of ${formatLongDate(test.takenOn)} is deleted.`}
          confirmLabel="Delete Mock Test"
          pendingLabel="Deleting…"
          failedMessage="Failed to delete the mock test. Please try again."
          doneTitle="Mock Test Deleted"
          run={() => remove.mutateAsync(test.id)}
          isPending={remove.isPending}
        />
      </span>
    </li>
  );
}

function TestRecordDetails({ studentId, studentName, record }: LearnerProps & { record: TestRecord }) {
  const booked = record.practicalTests.find((test) => test.status === 'booked');
  const past = record.practicalTests.filter((test) => test.status !== 'booked');
  // Once passed there is no test to book (a wrong result is corrected, not booked again).
  const passed = record.practicalTests.find((test) => test.status === 'passed');
  const headingPrefix = `student-${studentId}-tests`;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby={`${headingPrefix}-driving`} className="grid content-start gap-3">
        <h5 id={`${headingPrefix}-driving`} className="text-lg font-bold text-slate-900">
          Driving test
        </h5>
        <TheoryPart studentId={studentId} studentName={studentName} theory={record.theory} />
        <div className="grid gap-2">
          <h6 className="text-sm font-semibold text-slate-700">Practical test</h6>
          {booked ? (
            <BookedTestPart studentId={studentId} studentName={studentName} test={booked} />
          ) : passed ? (
            <p className="text-sm text-slate-800">
              Passed on {formatLongDate(passed.date)}: nothing more to book.
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-700">No test booked.</p>
              <div>
                <BookPracticalTestDialog studentId={studentId} studentName={studentName} />
              </div>
            </>
          )}
        </div>
        <PastTests studentId={studentId} studentName={studentName} tests={past} />
      </section>
      <section aria-labelledby={`${headingPrefix}-mock`} className="grid content-start gap-3">
        <h5 id={`${headingPrefix}-mock`} className="text-lg font-bold text-slate-900">
          Mock tests
        </h5>
        {record.mockTests.length === 0 ? (
          <p className="text-sm text-slate-700">No mock tests yet. Record one after a test-style drive.</p>
        ) : (
          <ul className="grid gap-2">
            {record.mockTests.map((test) => (
              <MockTestItem key={test.id} studentId={studentId} studentName={studentName} test={test} />
            ))}
          </ul>
        )}
        <div>
          <RecordMockTestDialog studentId={studentId} studentName={studentName} />
        </div>
      </section>
    </div>
  );
}

/**
 * The card's 'Driving test and mock tests' part: folded until opened, so a list of many learners
 * does not load every learner's record; opened, it reads the learner's progress (testRecord).
 */
export function StudentTestRecord({ studentId, studentName }: LearnerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const progress = useStudentProgress(studentId, isOpen);
  const panelId = `student-${studentId}-test-record`;
  return (
    <section aria-labelledby={`${panelId}-heading`} className="grid gap-3">
      <h4 id={`${panelId}-heading`}>
        <button
          type="button"
          className="flex min-h-11 w-full items-center gap-2 rounded-lg text-left font-semibold focus-visible:outline-2 focus-visible:outline-blue-700"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <ClipboardList aria-hidden="true" className="size-5 text-blue-700" />
          Driving test and mock tests
          <ChevronDown
            aria-hidden="true"
            className={classNames('ml-auto size-5 motion-safe:transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </h4>
      <div id={panelId} hidden={!isOpen}>
        {!isOpen ? null : progress.isPending ? (
          <div className="grid gap-3">
            <p className="sr-only" role="status">
              Loading the driving test record
            </p>
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        ) : progress.isError ? (
          <div className="grid justify-items-start gap-3" role="alert">
            <p>The driving test record didn't load.</p>
            <Button variant="secondary" size="compact" onClick={() => void progress.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <TestRecordDetails
            studentId={studentId}
            studentName={studentName}
            record={progress.data.testRecord}
          />
        )}
      </div>
    </section>
  );
}
