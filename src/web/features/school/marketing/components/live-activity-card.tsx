import { Activity, ArrowRight } from 'lucide-react';
import { formatShortDate, formatTime12h } from '../../../../../core/format/display-format';
import { describeActivityFigures } from '../../../../../core/school/marketing/site-activity-schemas';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { classNames } from '../../../../lib/class-names';
import { trackedClick } from '../../analytics/tracked-clicks';
import { useSiteActivity } from '../api/get-site-activity';

/**
 * The 'Live Activity' card and the home page's traffic widget: the school's real figures from the
 * database (decisions.md), each leading to the booking page. Zeros are left out, and with nothing
 * real to show, or when the figures fail to load, the card is not shown at all.
 */
export function LiveActivityCard({ className }: { className?: string }) {
  const { data, isPending } = useSiteActivity();

  if (isPending) {
    return (
      <Card className={classNames('grid min-h-64 gap-3 p-5', className)}>
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-11 w-48" />
        <span className="sr-only" role="status">
          Loading this week's figures
        </span>
      </Card>
    );
  }
  const figures = data ? describeActivityFigures(data) : [];
  if (!data || figures.length === 0) return null;

  return (
    <section aria-labelledby="live-activity-title" className={className}>
      <Card className="flex min-h-64 flex-col gap-4 p-5 sm:p-6">
        <h2 id="live-activity-title" className="flex items-center gap-2 text-xl">
          <span className="relative flex size-3" aria-hidden="true">
            <span className="absolute inline-flex size-full rounded-full bg-green-500 opacity-75 motion-safe:animate-ping" />
            <span className="relative inline-flex size-3 rounded-full bg-green-600" />
          </span>
          Live Activity
        </h2>
        <ul className="grid gap-2">
          {figures.map((figure) => (
            <li key={figure.id} className="flex items-baseline gap-2">
              <Activity aria-hidden="true" className="size-4 shrink-0 self-center text-blue-700" />
              <span>
                <strong className="text-lg text-slate-900">{figure.value}</strong> {figure.label}
              </span>
            </li>
          ))}
        </ul>
        {data.nextFreeTime ? (
          <p className="text-slate-700">
            Next free lesson time:{' '}
            <strong className="text-slate-900">
              {formatShortDate(data.nextFreeTime.date)}, {formatTime12h(data.nextFreeTime.time)}
            </strong>
          </p>
        ) : null}
        <p className="text-sm text-slate-600">Counted from our booking system, updated every minute.</p>
        <SiteLink
          to="/book-lesson"
          className={buttonClassName({ className: 'mt-auto self-start' })}
          {...trackedClick('traffic_widget_click')}
        >
          Join Success Stories
          <ArrowRight aria-hidden="true" className="size-5" />
        </SiteLink>
      </Card>
    </section>
  );
}
