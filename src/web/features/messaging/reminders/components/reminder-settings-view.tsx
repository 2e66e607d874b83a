import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../../components/ui/button';
import { LoadErrorCard } from '../../../../components/ui/panel-states';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { useReminderSettings } from '../api/get-reminder-settings';
import { ChannelStatusNotice } from './channel-status-notice';
import { DefaultPreferenceCard, SchoolDefaultCard } from './default-preference-card';
import { ReminderInfoCard } from './reminder-info-card';
import { StudentPreferencesCard } from './student-preferences-card';
import { TestReminderCard } from './test-reminder-card';

/** /reminder-settings for a signed-in instructor: default, per-learner preferences, tests, info. */
export function ReminderSettingsView() {
  const settings = useReminderSettings();
  // The default type is the school's setting: its owner changes it (docs/decisions/0051).
  const isOwner = useInstructorSession().data?.instructor.role === 'owner';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <h1 className="text-3xl sm:text-4xl">Reminder Settings</h1>
          <p className="max-w-2xl text-lg text-slate-700">
            Choose how lesson reminders reach your learners: by SMS, WhatsApp or e-mail.
          </p>
        </div>
        <Link
          to="/instructor-dashboard?tab=reminders"
          className={buttonClassName({ variant: 'secondary', className: 'self-start sm:self-auto' })}
        >
          <BellRing aria-hidden="true" className="size-5" />
          Upcoming reminders and log
        </Link>
      </div>
      {settings.isPending ? (
        <div className="grid gap-4">
          <p className="sr-only" role="status">
            Loading reminder settings
          </p>
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : settings.isError ? (
        <LoadErrorCard
          title="Reminder settings didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void settings.refetch()}
          isRetrying={settings.isFetching}
        />
      ) : (
        <>
          <ChannelStatusNotice channels={settings.data.channels} headingLevel={2} />
          {isOwner ? (
            <DefaultPreferenceCard defaultReminderType={settings.data.defaultReminderType} />
          ) : (
            <SchoolDefaultCard defaultReminderType={settings.data.defaultReminderType} />
          )}
          <StudentPreferencesCard students={settings.data.students} />
          <TestReminderCard students={settings.data.students} />
          <ReminderInfoCard channels={settings.data.channels} />
        </>
      )}
    </div>
  );
}
