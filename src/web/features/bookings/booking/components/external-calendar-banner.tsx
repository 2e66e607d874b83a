import { CalendarDays, ExternalLink } from 'lucide-react';
import { useSiteInfo } from '../../../../hooks/use-site-info';

/** A link to the instructor's own calendar, shown only when the school has configured one. */
export function ExternalCalendarBanner() {
  const { data: siteInfo } = useSiteInfo();
  const calendarUrl = siteInfo?.externalCalendarUrl;
  if (!calendarUrl) return null;
  return (
    <aside
      aria-label="Instructor's calendar"
      className="flex flex-col gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3 text-slate-800">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
        <span>
          Prefer to see the whole week? The instructor's calendar shows every lesson time at a glance.
        </span>
      </p>
      <a
        href={calendarUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-lg px-1 font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-800 sm:self-auto"
      >
        View the instructor's calendar
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </aside>
  );
}
