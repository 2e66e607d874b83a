import { Clock } from 'lucide-react';
import type { TokenWarning } from '../../../../../core/progress/progress-schemas';
import { classNames } from '../../../../lib/class-names';
import { RequestNewLinkAction } from './request-new-link-action';

/** 'Access expires in N days!': red when 3 days or fewer, yellow otherwise, with the request action. */
export function TokenWarningBanner({ warning, learnerName }: { warning: TokenWarning; learnerName: string }) {
  const urgent = warning.severity === 'urgent';
  return (
    <div
      role="status"
      className={classNames(
        'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between',
        urgent ? 'border-red-300 bg-red-50 text-red-900' : 'border-yellow-300 bg-yellow-50 text-yellow-900',
      )}
    >
      <div className="flex items-start gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-bold">{warning.message}</p>
          <p className="text-sm">Ask your instructor for a new link so you keep seeing your progress.</p>
        </div>
      </div>
      <RequestNewLinkAction
        learnerName={learnerName}
        variant={urgent ? 'primary' : 'secondary'}
        size="compact"
      />
    </div>
  );
}
