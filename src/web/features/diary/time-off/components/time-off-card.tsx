import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { describeTimeOff } from '../../../../../core/diary/time-off/time-off-rules';
import type { CreateTimeOffResponse } from '../../../../../core/diary/time-off/time-off-schemas';
import { SectionCard } from '../../../../components/ui/section-card';
import { describeTimeOffCreated } from '../time-off-display';
import { TimeOffForm } from './time-off-form';
import { TimeOffList } from './time-off-list';

/**
 * 'Time off' in the availability tab: block a day or a range, then sort out what is inside it
 * (move or cancel its lessons, answer its booking requests). Learners never see times there.
 */
export function TimeOffCard() {
  const [created, setCreated] = useState<CreateTimeOffResponse | null>(null);
  return (
    <SectionCard
      id="time-off"
      title="Time off"
      description="A holiday, a sick day, the car in the garage: block the days and learners can't book them."
    >
      <div className="rounded-lg border border-slate-200 p-3 sm:p-4">
        <TimeOffForm onCreated={setCreated} />
      </div>
      <div role="status" aria-live="polite">
        {created ? (
          <div className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-slate-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            <p>
              <span className="font-semibold">Time off added: {describeTimeOff(created.timeOff)}.</span>{' '}
              {describeTimeOffCreated(created)}
            </p>
          </div>
        ) : null}
      </div>
      <h4 className="text-lg font-semibold">Coming time off</h4>
      <TimeOffList />
    </SectionCard>
  );
}
