import { CalendarX2 } from 'lucide-react';
import {
  CALENDAR_SYNC_ISSUE_MESSAGE,
  CALENDAR_SYNC_ISSUE_TITLE,
} from '../../../../../core/diary/calendar/calendar-sync-status';
import { useCalendarSyncIssue } from '../api/get-calendar-status';

/**
 * The spec's 'Calendar Sync Issue' notice (learner side, section 8), only while the instructor's
 * connected calendar really fails to sync (decisions.md). The times below still work: they are the
 * school's own, without the instructor's busy times taken out.
 */
export function CalendarSyncNotice() {
  const syncIssue = useCalendarSyncIssue();
  if (!syncIssue) return null;
  return (
    <section
      aria-labelledby="calendar-sync-issue-title"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <CalendarX2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
      <div className="grid gap-1">
        <h2 id="calendar-sync-issue-title" className="text-lg">
          {CALENDAR_SYNC_ISSUE_TITLE}
        </h2>
        <p>{CALENDAR_SYNC_ISSUE_MESSAGE}</p>
      </div>
    </section>
  );
}
