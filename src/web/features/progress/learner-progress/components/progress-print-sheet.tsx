import type { ReactNode } from 'react';
import { formatLongDate, formatShortDate, formatTime12h } from '../../../../../core/format/display-format';
import { type SkillLevel, skillLevelLabels } from '../../../../../core/progress/skill-levels';
import { SKILL_CATEGORIES, SKILLS_CATALOGUE } from '../../../../../core/progress/skills-catalogue';
import type { TestReadiness } from '../../../../../core/progress/test-readiness';
import type { TestReadyForecast } from '../../../../../core/progress/test-ready-forecast';
import type { LearnerTestRecord } from '../../../../../core/progress/test-record-schemas';
import { classNames } from '../../../../lib/class-names';
import {
  formatCountdown,
  formatFaultCounts,
  getBookedPracticalTest,
  type SkillTrendPoint,
} from '../test-progress-display';
import { SkillTrendChart } from './skill-trend-chart';

/** Mock tests on the sheet: the latest ones say what a parent needs; the page has them all. */
const PRINTED_MOCK_TESTS = 3;

function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1 break-inside-avoid">
      <h2 className="border-b border-slate-300 pb-0.5 text-base">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The learner's progress on one printed page, for a parent or a new instructor (issue 25):
 * readiness, the forecast, the test, every skill with its level and trend, and the latest mock
 * tests. Mounted only while printing (the page's screen parts are hidden then).
 */
export function ProgressPrintSheet({
  schoolName,
  learnerName,
  today,
  readiness,
  forecast,
  testRecord,
  trends,
}: {
  schoolName: string;
  learnerName: string;
  today: string;
  readiness: TestReadiness;
  forecast: TestReadyForecast;
  testRecord: LearnerTestRecord;
  trends: ReadonlyMap<string, SkillTrendPoint[]>;
}) {
  const booked = getBookedPracticalTest(testRecord.practicalTests);
  const countdown = booked ? formatCountdown(booked.date, today) : null;
  const results = testRecord.practicalTests.filter(
    (test) => test.status === 'passed' || test.status === 'failed',
  );
  const level = (skill: string): SkillLevel | null => trends.get(skill)?.at(-1)?.level ?? null;
  return (
    <div data-print-sheet className="hidden text-[11pt] leading-snug text-black print:grid print:gap-3">
      <header className="flex items-baseline justify-between gap-4 border-b-2 border-slate-900 pb-1">
        <h1 className="text-xl">{`${learnerName}'s driving progress`}</h1>
        <p className="text-sm">
          {schoolName ? `${schoolName} · ` : ''}
          {formatLongDate(today)}
        </p>
      </header>

      <div className="grid grid-cols-[auto_1fr] items-center gap-x-4">
        <p className="text-3xl font-bold">{readiness.percent}%</p>
        <div>
          <p className="font-semibold">Test readiness</p>
          <p>{readiness.sentence}</p>
        </div>
      </div>
      <p>
        <span className="font-semibold">Weeks to test-ready: </span>
        {forecast.sentence}
      </p>

      <SheetSection title="The test">
        <p>
          <span className="font-semibold">Theory: </span>
          {testRecord.theory ? `passed on ${formatLongDate(testRecord.theory.passedOn)}` : 'not recorded yet'}
          {' · '}
          <span className="font-semibold">Practical: </span>
          {booked
            ? `${formatLongDate(booked.date)}, ${formatTime12h(booked.time)}, ${booked.testCentreName} test centre${countdown ? ` (${countdown})` : ''}`
            : 'not booked yet'}
        </p>
        {results.length > 0 ? (
          <p>
            <span className="font-semibold">Results: </span>
            {results
              .map(
                (test) =>
                  `${formatShortDate(test.date)} ${test.status === 'passed' ? 'Pass' : 'Fail'} (${test.driverFaults ?? 0} driver, ${test.seriousFaults ?? 0} serious, ${test.dangerousFaults ?? 0} dangerous)`,
              )
              .join(' · ')}
          </p>
        ) : null}
      </SheetSection>

      <SheetSection title="Skills and levels (introduced, under full instruction, prompted, seldom prompted, independent)">
        <div className="columns-2 gap-6">
          {SKILL_CATEGORIES.map((category) => (
            <div key={category} className="mb-1.5 break-inside-avoid">
              <h3 className="text-sm">{category}</h3>
              <ul>
                {SKILLS_CATALOGUE.filter((skill) => skill.category === category).map((skill) => {
                  const current = level(skill.name);
                  return (
                    <li key={skill.name} className="flex items-center justify-between gap-2 text-sm">
                      <span className="min-w-0 flex-1">{skill.name}</span>
                      <span className={classNames('w-32 text-right', !current && 'text-slate-600')}>
                        {current ? skillLevelLabels[current] : 'Not started'}
                      </span>
                      <SkillTrendChart
                        skill={skill.name}
                        points={trends.get(skill.name) ?? []}
                        className="h-[18px] w-[54px]"
                      />
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </SheetSection>

      <SheetSection title="Mock tests">
        {testRecord.mockTests.length === 0 ? (
          <p>No mock tests yet.</p>
        ) : (
          <ul className="grid gap-0.5">
            {testRecord.mockTests.slice(0, PRINTED_MOCK_TESTS).map((mockTest) => (
              <li key={mockTest.id}>
                <span className="font-semibold">
                  {formatShortDate(mockTest.takenOn)}: {mockTest.passed ? 'Pass' : 'Fail'}
                </span>
                {` · ${mockTest.driverFaults} driver, ${mockTest.seriousFaults} serious, ${mockTest.dangerousFaults} dangerous`}
                {mockTest.practiseNext.length > 0
                  ? ` · practise next: ${mockTest.practiseNext.join(', ')}`
                  : ` · ${formatFaultCounts({ driver: 0, serious: 0, dangerous: 0 })} to work on`}
              </li>
            ))}
          </ul>
        )}
      </SheetSection>
    </div>
  );
}
