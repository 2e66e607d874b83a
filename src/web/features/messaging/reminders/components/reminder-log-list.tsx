import { CircleCheck, CircleX, History } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate, formatShortDate, formatTime12h } from '../../../../../core/format/display-format';
import {
  deliveryMethodLabels,
  type ReminderLogEntry,
  reminderKindLabels,
  reminderTypeLabels,
} from '../../../../../core/messaging/reminders/reminder-schemas';
import { Button } from '../../../../components/ui/button';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { pluralize } from '../../../../lib/school-time-format';
import { useReminderLog } from '../api/get-reminder-log';

const ENTRIES_SHOWN = 10;

function describeEntry(entry: ReminderLogEntry): string {
  const kind = entry.kind === 'test' ? 'Test message' : `${reminderKindLabels[entry.kind]} reminder`;
  const lesson =
    entry.lessonDate && entry.lessonTime
      ? ` for the lesson on ${formatLongDate(entry.lessonDate)} at ${formatTime12h(entry.lessonTime)}`
      : '';
  return `${kind}${lesson}`;
}

function LogEntry({ entry }: { entry: ReminderLogEntry }) {
  const fellBack = entry.reminderType !== entry.deliveryMethod;
  return (
    <li className="grid gap-1.5 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="font-semibold break-words">{entry.studentName}</span>
        {entry.status === 'sent' ? (
          <StatusBadge tone="success" icon={CircleCheck}>
            Sent
          </StatusBadge>
        ) : (
          <StatusBadge tone="danger" icon={CircleX}>
            Not sent
          </StatusBadge>
        )}
      </div>
      <span className="text-slate-700">{describeEntry(entry)}</span>
      <span className="text-sm text-slate-700">
        {formatShortDate(entry.sentDate)}, {formatTime12h(entry.sentTime)} · by{' '}
        {deliveryMethodLabels[entry.deliveryMethod]}
        {fellBack && entry.reminderType !== 'none'
          ? ` (chosen: ${reminderTypeLabels[entry.reminderType]})`
          : ''}
      </span>
      {entry.pushedDevices > 0 ? (
        <span className="text-sm text-slate-700">
          Also sent by push to {pluralize(entry.pushedDevices, 'device', 'devices')}
        </span>
      ) : null}
      {entry.errorMessage ? (
        <p className={`text-sm break-words ${entry.status === 'sent' ? 'text-slate-700' : 'text-red-700'}`}>
          {entry.errorMessage}
        </p>
      ) : null}
      {entry.providerMessageId ? (
        <span className="text-xs break-all text-slate-600">
          Message id <code className="font-mono">{entry.providerMessageId}</code>
        </span>
      ) : null}
    </li>
  );
}

/** Every reminder sent (or not), newest first, with the provider's message id or the reason. */
export function ReminderLogList() {
  const log = useReminderLog();
  const [showAll, setShowAll] = useState(false);

  if (log.isPending) return <ListSkeleton label="Loading the reminder log" cards={1} />;
  if (log.isError) {
    return (
      <LoadErrorCard
        title="The reminder log didn't load"
        message="We couldn't reach the server. Check your connection and try again."
        onRetry={() => void log.refetch()}
        isRetrying={log.isFetching}
      />
    );
  }
  const { entries, limit } = log.data;
  if (entries.length === 0) {
    return (
      <EmptyState icon={History} title="No reminders sent yet">
        Each reminder and test message appears here with its delivery status.
      </EmptyState>
    );
  }
  const visible = showAll ? entries : entries.slice(0, ENTRIES_SHOWN);
  return (
    <SectionCard
      id="reminder-log"
      title="Reminder log"
      description={
        entries.length === limit
          ? `The newest ${limit} entries.`
          : `${pluralize(entries.length, 'entry', 'entries')}, newest first.`
      }
    >
      <ul className="grid gap-2">
        {visible.map((entry) => (
          <LogEntry key={entry.id} entry={entry} />
        ))}
      </ul>
      {entries.length > ENTRIES_SHOWN ? (
        <Button
          variant="secondary"
          size="compact"
          className="self-start"
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? 'Show fewer' : `Show all ${entries.length}`}
        </Button>
      ) : null}
    </SectionCard>
  );
}
