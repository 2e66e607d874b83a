import { ClipboardCheck, GraduationCap } from 'lucide-react';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import { MAX_DRIVER_FAULTS_TO_PASS } from '../../../../../core/progress/mock-test';
import {
  getSkillLevelRank,
  SKILL_LEVEL_VALUES,
  type SkillLevelEntry,
  skillLevelLabels,
  TEST_READY_SKILL_LEVEL,
} from '../../../../../core/progress/skill-levels';
import { getTestReadiness } from '../../../../../core/progress/test-readiness';
import type { LearnerTestRecord } from '../../../../../core/progress/test-record-schemas';
import { Card } from '../../../../components/ui/card';
import { ProgressBar } from '../../../../components/ui/progress-visuals';
import { classNames } from '../../../../lib/class-names';
import { pluralize } from '../../../../lib/school-time-format';
import { countTestReadySkills, getSkillStandings } from '../guardian-display';
import { TestReadinessSummary } from './test-readiness-card';

const LEVEL_COUNT = SKILL_LEVEL_VALUES.length;

/** Five steps, filled up to the level: the picture beside the level's name. */
function LevelSteps({ rank }: { rank: number }) {
  return (
    <span aria-hidden="true" className="flex gap-1">
      {SKILL_LEVEL_VALUES.map((level, index) => (
        <span
          key={level}
          className={classNames(
            'h-2.5 w-5 rounded-sm',
            index < rank ? (rank >= 4 ? 'bg-green-600' : 'bg-blue-700') : 'bg-slate-200',
          )}
        />
      ))}
    </span>
  );
}

function SkillLevelsCard({
  firstName,
  skillLevels,
}: {
  firstName: string;
  skillLevels: readonly SkillLevelEntry[];
}) {
  const standings = getSkillStandings(skillLevels);
  const ready = countTestReadySkills(standings);
  const recorded = standings.filter((standing) => standing.level !== null).length;
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div className="grid gap-2">
        <div className="flex flex-wrap justify-between gap-x-3 gap-y-1 text-sm font-semibold text-slate-900">
          <span>{`Skills at “${skillLevelLabels[TEST_READY_SKILL_LEVEL]}” or better`}</span>
          <span>
            {ready} of {standings.length}
          </span>
        </div>
        <ProgressBar
          percent={(ready / standings.length) * 100}
          label={`Skills at ${skillLevelLabels[TEST_READY_SKILL_LEVEL]} or better`}
          barClassName="bg-green-600"
        />
        <p className="text-sm text-slate-700">
          Instructors record each skill on the DVSA's five levels, from “Introduced” to “Independent”. A
          learner is ready for their test when every skill is at “{skillLevelLabels[TEST_READY_SKILL_LEVEL]}”
          or better.
        </p>
      </div>
      {recorded === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          {`No skill levels recorded yet: they appear after ${firstName}'s instructor writes up a lesson.`}
        </p>
      ) : (
        <ul className="grid gap-x-6 sm:grid-cols-2" aria-label="Skill levels">
          {standings.map(({ skill, level }) => (
            <li
              key={skill}
              className="flex items-center justify-between gap-3 border-b border-slate-100 py-2 last:border-b-0"
            >
              <span className="min-w-0 text-slate-900">{skill}</span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <span
                  className={classNames('text-sm', level ? 'font-medium text-slate-900' : 'text-slate-600')}
                >
                  {level ? skillLevelLabels[level] : 'Not yet'}
                </span>
                <LevelSteps rank={level ? getSkillLevelRank(level) : 0} />
                {level ? (
                  <span className="sr-only">{`level ${getSkillLevelRank(level)} of ${LEVEL_COUNT}`}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function describeFaults(test: { driverFaults: number; seriousFaults: number; dangerousFaults: number }) {
  return `${pluralize(test.driverFaults, 'driver fault')}, ${test.seriousFaults} serious, ${test.dangerousFaults} dangerous`;
}

function OutcomeBadge({ passed }: { passed: boolean }) {
  return (
    <span
      className={classNames(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold',
        passed ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      {passed ? 'Passed' : 'Not passed'}
    </span>
  );
}

/** How many mock tests the guardian's page lists (the newest). */
const MOCK_TESTS_SHOWN = 5;

function TestsCard({ firstName, testRecord }: { firstName: string; testRecord: LearnerTestRecord }) {
  const booked = testRecord.practicalTests.find((test) => test.status === 'booked');
  const results = testRecord.practicalTests.filter(
    (test) => test.status === 'passed' || test.status === 'failed',
  );
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <h3 className="text-lg">Driving tests</h3>
      <dl className="-mt-2 grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1 rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">Theory test</dt>
          <dd className="font-semibold text-slate-900">
            {testRecord.theory
              ? `Passed on ${formatLongDate(testRecord.theory.passedOn)}`
              : 'Not recorded yet'}
          </dd>
        </div>
        <div className="grid content-start gap-1 rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">Practical test</dt>
          <dd className="font-semibold text-slate-900">
            {booked
              ? `${formatLongDate(booked.date)} at ${formatTime12h(booked.time)}, ${booked.testCentreName}`
              : 'Not booked yet'}
          </dd>
        </div>
      </dl>
      {results.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-lg">Practical test results</h3>
          <ul className="grid gap-2">
            {results.map((test) => (
              <li key={test.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-slate-900">{formatLongDate(test.date)}</span>
                <OutcomeBadge passed={test.status === 'passed'} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-2">
        <h3 className="flex items-center gap-2 text-lg">
          <ClipboardCheck aria-hidden="true" className="size-5 text-blue-700" />
          Mock tests
        </h3>
        {testRecord.mockTests.length === 0 ? (
          <p className="text-slate-700">{`No mock tests yet. ${firstName}'s instructor runs them, marked like the real test, closer to test day.`}</p>
        ) : (
          <ul className="grid gap-3">
            {testRecord.mockTests.slice(0, MOCK_TESTS_SHOWN).map((mock) => (
              <li key={mock.id} className="grid gap-1 rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">{formatLongDate(mock.takenOn)}</span>
                  <OutcomeBadge passed={mock.passed} />
                </div>
                <p className="text-sm text-slate-700">{describeFaults(mock)}</p>
                {mock.practiseNext.length > 0 ? (
                  <p className="text-sm text-slate-700">Practising next: {mock.practiseNext.join(', ')}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-600">
          {`A test is passed with at most ${MAX_DRIVER_FAULTS_TO_PASS} driver faults and no serious or dangerous fault.`}
        </p>
      </div>
    </Card>
  );
}

/**
 * The learner's progress as their guardian sees it: each skill's latest level and the tests. A
 * plain list for now; pure from the data, so it renders the same wherever it is rendered.
 */
export function GuardianProgressSection({
  firstName,
  skillLevels,
  testRecord,
}: {
  firstName: string;
  skillLevels: readonly SkillLevelEntry[];
  testRecord: LearnerTestRecord;
}) {
  return (
    <section aria-labelledby="guardian-progress-heading" className="grid gap-4">
      <h2 id="guardian-progress-heading" className="flex items-center gap-2 text-2xl">
        <GraduationCap aria-hidden="true" className="size-6 text-blue-700" />
        Progress
      </h2>
      <Card className="p-5 sm:p-6">
        <TestReadinessSummary
          readiness={getTestReadiness({ skillLevels, mockTests: testRecord.mockTests })}
        />
      </Card>
      <SkillLevelsCard firstName={firstName} skillLevels={skillLevels} />
      <TestsCard firstName={firstName} testRecord={testRecord} />
    </section>
  );
}
