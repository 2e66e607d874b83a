import { CalendarSync, Unplug } from 'lucide-react';
import { SectionCard } from '../../components/section-card';
import { StatusBadge } from '../../components/status-badge';

/**
 * The calendar status and connect cards: the Google Calendar connection comes in a later issue,
 * so both say 'Not connected' and what will happen, with no buttons that would do nothing.
 */
export function CalendarCards() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SectionCard
        id="calendar-status"
        title="Calendar status"
        actions={
          <StatusBadge tone="neutral" icon={Unplug}>
            Not connected
          </StatusBadge>
        }
      >
        <p className="text-slate-700">
          No online calendar is connected, so learners book from the times you add below. Once a calendar is
          connected it will sync every 15 seconds, looking 3 months ahead in UK time.
        </p>
      </SectionCard>
      <SectionCard
        id="calendar-connect"
        title="Online calendar"
        actions={
          <StatusBadge tone="neutral" icon={Unplug}>
            Not connected
          </StatusBadge>
        }
      >
        <div className="flex items-start gap-3">
          <CalendarSync aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-blue-700" />
          <p className="text-slate-700">
            Connecting your Google Calendar is coming soon: your busy times will be kept off the booking page
            and approved lessons added to your calendar. Until then, manage your times here.
          </p>
        </div>
      </SectionCard>
    </div>
  );
}
