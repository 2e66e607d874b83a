import { CalendarClock, Clock, GraduationCap, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatHourCount } from '../../../../../core/format/count-format';
import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import type { ProgressMetrics } from '../../../../../core/progress/progress-metrics';
import type { TestReadiness } from '../../../../../core/progress/test-readiness';
import { Card } from '../../../../components/ui/card';
import { ProgressBar } from '../../../../components/ui/progress-visuals';
import { TestReadinessSummary } from './test-readiness-card';

function Metric({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2 rounded-lg bg-slate-50 p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        {icon}
        {title}
      </h3>
      {children}
    </div>
  );
}

/** Test readiness, lessons completed, skills practised, total hours and the next lesson, as pictures. */
export function ProgressSummaryCard({
  metrics,
  readiness,
}: {
  metrics: ProgressMetrics;
  readiness: TestReadiness;
}) {
  const lessonsPercent = (metrics.lessonsCompleted / metrics.lessonsTarget) * 100;
  const skillsPercent = (metrics.skillsPractised / metrics.skillsTarget) * 100;
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <TestReadinessSummary readiness={readiness} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Metric
          icon={<GraduationCap aria-hidden="true" className="size-4 text-blue-700" />}
          title="Lessons completed"
        >
          <p className="text-2xl font-bold">
            {metrics.lessonsCompleted}{' '}
            <span className="text-base font-normal text-slate-600">of {metrics.lessonsTarget}</span>
          </p>
          <ProgressBar percent={lessonsPercent} label="Lessons completed" />
        </Metric>
        <Metric
          icon={<ListChecks aria-hidden="true" className="size-4 text-blue-700" />}
          title="Skills practised"
        >
          <p className="text-2xl font-bold">
            {metrics.skillsPractised}{' '}
            <span className="text-base font-normal text-slate-600">of {metrics.skillsTarget}</span>
          </p>
          <ProgressBar percent={skillsPercent} label="Skills practised" barClassName="bg-green-600" />
        </Metric>
        <Metric icon={<Clock aria-hidden="true" className="size-4 text-blue-700" />} title="Total hours">
          <p className="text-2xl font-bold">
            {formatHourCount(metrics.totalHours)}{' '}
            <span className="text-base font-normal text-slate-600">behind the wheel</span>
          </p>
        </Metric>
        <Metric
          icon={<CalendarClock aria-hidden="true" className="size-4 text-blue-700" />}
          title="Next lesson"
        >
          {metrics.nextLesson ? (
            <p className="text-lg font-bold">
              {formatLongDate(metrics.nextLesson.date)}
              <span className="block text-base font-normal text-slate-600">
                {formatTime12h(metrics.nextLesson.startTime)}
              </span>
            </p>
          ) : (
            <p className="text-slate-700">None booked yet</p>
          )}
        </Metric>
      </div>
    </Card>
  );
}
