import { ExternalLink } from 'lucide-react';
import { REMINDER_CHECK_INTERVAL_MS } from '../../../../../core/messaging/reminders/reminder-schedule';
import { buttonClassName } from '../../../../components/ui/button';
import { useReminderSettings } from '../../reminders/api/get-reminder-settings';
import { ChannelStatusNotice } from '../../reminders/components/channel-status-notice';
import { ReminderLogList } from '../../reminders/components/reminder-log-list';
import { UpcomingRemindersList } from '../../reminders/components/upcoming-reminders-list';

const CHECK_MINUTES = REMINDER_CHECK_INTERVAL_MS / 60_000;

/** The reminders tab: the real upcoming reminders and the real log (decisions.md), and what is not set up. */
export function RemindersTab() {
  const settings = useReminderSettings();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 className="text-2xl">SMS &amp; WhatsApp</h2>
          <p className="text-slate-700">
            Lesson reminders go 24 hours before each lesson (and 2 hours before, for learners who want it), by
            each learner's choice. Reminders are checked every {CHECK_MINUTES} minutes.
          </p>
        </div>
        <a
          href="/reminder-settings"
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'secondary', className: 'shrink-0 self-start sm:self-auto' })}
        >
          <ExternalLink aria-hidden="true" className="size-5" />
          Open Reminder Settings
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {/* A failed settings load only hides this notice: the lists below have their own states. */}
      {settings.data ? <ChannelStatusNotice channels={settings.data.channels} headingLevel={3} /> : null}
      <UpcomingRemindersList />
      <ReminderLogList />
    </div>
  );
}
