import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate, formatShortDate, formatTime12h } from '../../../../../core/format/display-format';
import {
  deliveryMethodLabels,
  reminderKindLabels,
} from '../../../../../core/messaging/reminders/reminder-schemas';
import { Button } from '../../../../components/ui/button';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { pluralize } from '../../../../lib/school-time-format';
import { useReminderSettings } from '../api/get-reminder-settings';
import { useUpcomingReminders } from '../api/get-upcoming-reminders';
import { getReminderRoute } from '../reminder-display';

const REMINDERS_SHOWN = 10;

/** The real reminders still to go (next 14 days), soonest first. */
export function UpcomingRemindersList() {
  const upcoming = useUpcomingReminders();
  // What is set up, and whose phone can get texts: to say how each reminder will really go.
  const settings = useReminderSettings();
  const [showAll, setShowAll] = useState(false);

  if (upcoming.isPending) return <ListSkeleton label="Loading upcoming reminders" cards={1} />;
  if (upcoming.isError) {
    return (
      <LoadErrorCard
        title="Upcoming reminders didn't load"
        message="We couldn't reach the server. Check your connection and try again."
        onRetry={() => void upcoming.refetch()}
        isRetrying={upcoming.isFetching}
      />
    );
  }
  const { reminders, days } = upcoming.data;
  if (reminders.length === 0) {
    return (
      <EmptyState icon={CalendarClock} title="No reminders due in the next 14 days">
        Reminders appear here for scheduled lessons whose learners have reminders on.
      </EmptyState>
    );
  }
  const visible = showAll ? reminders : reminders.slice(0, REMINDERS_SHOWN);
  return (
    <SectionCard
      id="upcoming-reminders"
      title="Upcoming reminders"
      description={`${pluralize(reminders.length, 'reminder')} to go in the next ${days} days.`}
    >
      <ul className="grid gap-2">
        {visible.map((reminder) => {
          const student = settings.data?.students.find((entry) => entry.id === reminder.studentId);
          const route = settings.data
            ? getReminderRoute(reminder.reminderType, settings.data.channels, {
                name: reminder.studentName,
                phoneUsable: student?.phoneUsable ?? false,
              })
            : null;
          const when = `${formatShortDate(reminder.sendDate)}, ${formatTime12h(reminder.sendTime)}`;
          return (
            <li
              key={`${reminder.lessonId}-${reminder.kind}`}
              className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <span className="font-semibold break-words">{reminder.studentName}</span>
                <span className="text-slate-700">
                  Lesson {formatLongDate(reminder.lessonDate)} at {formatTime12h(reminder.lessonTime)}
                </span>
                {route === null ? (
                  <span className="text-sm text-slate-700">
                    {reminderKindLabels[reminder.kind]}: {when}
                  </span>
                ) : route.reaches ? (
                  <span className="text-sm text-slate-700">
                    {reminderKindLabels[reminder.kind]} by {deliveryMethodLabels[route.method]}
                    {route.insteadOf ? ` (${route.insteadOf})` : ''}: {when}
                  </span>
                ) : (
                  <span className="text-sm text-amber-900">
                    {reminderKindLabels[reminder.kind]} due {when}. {route.text}
                  </span>
                )}
              </div>
              {route !== null && !route.reaches ? (
                <StatusBadge tone="warning">Won't reach them</StatusBadge>
              ) : reminder.state === 'due' ? (
                <StatusBadge tone="info">Sending now</StatusBadge>
              ) : (
                <StatusBadge tone="neutral">Scheduled</StatusBadge>
              )}
            </li>
          );
        })}
      </ul>
      {reminders.length > REMINDERS_SHOWN ? (
        <Button
          variant="secondary"
          size="compact"
          className="self-start"
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? 'Show fewer' : `Show all ${reminders.length}`}
        </Button>
      ) : null}
    </SectionCard>
  );
}
