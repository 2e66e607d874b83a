import { ClipboardCheck, Target } from 'lucide-react';
import { formatLongDate } from '../../../../../core/format/display-format';
import { MAX_DRIVER_FAULTS_TO_PASS } from '../../../../../core/progress/mock-test';
import type { MockTest } from '../../../../../core/progress/test-record-schemas';
import { Card } from '../../../../components/ui/card';
import { classNames } from '../../../../lib/class-names';
import { formatFaultCounts, getFaultLines } from '../test-progress-display';

/** Pass or Fail in its word and colour (never colour alone). */
export function TestResultBadge({ passed }: { passed: boolean }) {
  return (
    <span
      className={classNames(
        'inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold',
        passed ? 'border-green-300 bg-green-50 text-green-800' : 'border-red-300 bg-red-50 text-red-800',
      )}
    >
      {passed ? 'Pass' : 'Fail'}
    </span>
  );
}

function MockTestItem({ mockTest, headingId }: { mockTest: MockTest; headingId: string }) {
  const lines = getFaultLines(mockTest.faults);
  return (
    <Card className="grid gap-3 p-4 sm:p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg">
          {`Mock test, ${formatLongDate(mockTest.takenOn)}`}
        </h3>
        <TestResultBadge passed={mockTest.passed} />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          {
            label: 'Driver',
            count: mockTest.driverFaults,
            failing: mockTest.driverFaults > MAX_DRIVER_FAULTS_TO_PASS,
          },
          { label: 'Serious', count: mockTest.seriousFaults, failing: mockTest.seriousFaults > 0 },
          { label: 'Dangerous', count: mockTest.dangerousFaults, failing: mockTest.dangerousFaults > 0 },
        ].map(({ label, count, failing }) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className={classNames('text-xl font-bold', failing ? 'text-red-700' : 'text-slate-900')}>
              {count}
            </dd>
          </div>
        ))}
      </dl>
      {lines.length === 0 ? (
        <p className="text-slate-700">A clean sheet: no faults marked.</p>
      ) : (
        <div className="grid gap-1">
          <h4 className="text-sm font-semibold text-slate-700">Faults by category</h4>
          <ul className="grid gap-1 text-sm">
            {lines.map((line) => (
              <li
                key={line.category}
                className="flex flex-wrap justify-between gap-x-3 border-b border-slate-100 py-1 last:border-0"
              >
                <span className="text-slate-800">{line.label}</span>
                <span
                  className={classNames(
                    'font-medium',
                    line.serious + line.dangerous > 0 ? 'text-red-700' : 'text-slate-700',
                  )}
                >
                  {formatFaultCounts(line)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {mockTest.practiseNext.length > 0 ? (
        <div className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3">
          <Target aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
          <p className="text-slate-800">
            <span className="font-semibold">What to practise next: </span>
            {mockTest.practiseNext.join(', ')}
          </p>
        </div>
      ) : null}
      {mockTest.notes ? <p className="text-slate-700 whitespace-pre-line">{mockTest.notes}</p> : null}
    </Card>
  );
}

/**
 * The mock tests the instructor marked like the real test (issue 25), newest first: date, Pass or
 * Fail, the totals, the faults by category and what to practise next.
 */
export function MockTestsList({ mockTests }: { mockTests: readonly MockTest[] }) {
  return (
    <section aria-labelledby="mock-tests-heading" className="grid gap-4">
      <h2 id="mock-tests-heading" className="flex items-center gap-2 text-2xl">
        <ClipboardCheck aria-hidden="true" className="size-6 text-blue-700" />
        Mock Tests
      </h2>
      {mockTests.length === 0 ? (
        <Card className="p-5 text-slate-700 sm:p-6">
          No mock tests yet. Your instructor runs one when you are getting close: it is marked like the real
          test (at most {MAX_DRIVER_FAULTS_TO_PASS} driver faults and no serious or dangerous fault to pass).
        </Card>
      ) : (
        <ul className="grid gap-4">
          {mockTests.map((mockTest) => (
            <li key={mockTest.id}>
              <MockTestItem mockTest={mockTest} headingId={`mock-test-${mockTest.id}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
