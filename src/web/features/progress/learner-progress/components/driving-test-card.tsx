import { BookCheck, CalendarCheck, MapPin, Timer } from 'lucide-react';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import type { LearnerTestRecord } from '../../../../../core/progress/test-record-schemas';
import { Card } from '../../../../components/ui/card';
import {
  formatCountdown,
  formatFaultCounts,
  getBookedPracticalTest,
  getFaultLines,
} from '../test-progress-display';
import { TestResultBadge } from './mock-tests-list';

function formatResultFaults(test: {
  driverFaults: number | null;
  seriousFaults: number | null;
  dangerousFaults: number | null;
}): string {
  const counts = formatFaultCounts({
    driver: test.driverFaults ?? 0,
    serious: test.seriousFaults ?? 0,
    dangerous: test.dangerousFaults ?? 0,
  });
  return counts === 'No faults' ? counts : `${counts} faults`;
}

/**
 * The driving test itself (issue 25): the theory test passed, the practical test booked with its
 * date, time, centre and a countdown, and the results recorded.
 */
export function DrivingTestCard({ testRecord, today }: { testRecord: LearnerTestRecord; today: string }) {
  const booked = getBookedPracticalTest(testRecord.practicalTests);
  const countdown = booked ? formatCountdown(booked.date, today) : null;
  const results = testRecord.practicalTests.filter(
    (test) => test.status === 'passed' || test.status === 'failed',
  );
  return (
    <Card className="grid gap-4 p-5 sm:grid-cols-2 sm:p-6">
      <div className="grid content-start gap-2">
        <h3 className="flex items-center gap-2 text-lg">
          <BookCheck aria-hidden="true" className="size-5 text-blue-700" />
          Theory test
        </h3>
        {testRecord.theory ? (
          <p className="text-slate-800">Passed on {formatLongDate(testRecord.theory.passedOn)}</p>
        ) : (
          <p className="text-slate-700">
            Not recorded yet. Tell your instructor when you pass: you need it to book your practical test.
          </p>
        )}
      </div>
      <div className="grid content-start gap-2">
        <h3 className="flex items-center gap-2 text-lg">
          <CalendarCheck aria-hidden="true" className="size-5 text-blue-700" />
          Practical test
        </h3>
        {booked ? (
          <div className="grid gap-1.5">
            <p className="text-lg font-bold text-slate-900">
              {formatLongDate(booked.date)}, {formatTime12h(booked.time)}
            </p>
            <p className="flex items-center gap-1.5 text-slate-700">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {booked.testCentreName} test centre
            </p>
            {countdown ? (
              <p className="flex items-center gap-1.5 font-semibold text-blue-800">
                <Timer aria-hidden="true" className="size-4 shrink-0" />
                {countdown === 'today' ? 'Your test is today. Good luck!' : `Your test is ${countdown}`}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-slate-700">
            No practical test booked yet. Your instructor adds it here once it is booked with the DVSA.
          </p>
        )}
        {results.length > 0 ? (
          <ul className="grid gap-2 pt-1">
            {results.map((test) => (
              <li key={test.id} className="grid gap-1 rounded-lg border border-slate-200 p-3">
                <span className="flex flex-wrap items-center gap-2">
                  <TestResultBadge passed={test.status === 'passed'} />
                  <span className="text-slate-800">{formatLongDate(test.date)}</span>
                </span>
                <span className="text-sm text-slate-600">
                  {`${test.testCentreName} · ${formatResultFaults(test)}`}
                </span>
                {getFaultLines(test.faults).length > 0 ? (
                  <ul className="grid gap-0.5 text-sm text-slate-700">
                    {getFaultLines(test.faults).map((line) => (
                      <li key={line.category} className="flex flex-wrap justify-between gap-x-3">
                        <span>{line.label}</span>
                        <span
                          className={
                            line.serious + line.dangerous > 0 ? 'font-medium text-red-700' : undefined
                          }
                        >
                          {formatFaultCounts(line)}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
