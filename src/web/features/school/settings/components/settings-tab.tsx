import type { ReactNode } from 'react';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { AccountSection } from './account-section';
import { AgendaSection } from './agenda-section';
import { DemoDataSection } from './demo-data-section';
import { NotificationsSection } from './notifications-section';
import { PackagesSection } from './packages-section';
import { SchoolSettingsSections } from './school-settings-sections';
import { SettingsHistorySection } from './settings-history-section';

/**
 * The Settings tab (issue 23): what the school can change itself, without a developer: its
 * details and bank details, its packages and prices, its terms and reminder defaults, the history
 * of every change, and the instructor's own account. Each part loads and saves on its own.
 * `photoSection` is the instructor's own photo, from another feature (composed in routes/).
 */
export function SettingsTab({ photoSection }: { photoSection?: ReactNode } = {}) {
  const role = useInstructorSession().data?.instructor.role ?? 'instructor';
  // Another instructor's settings are their own (docs/decisions/0046): the school's are the owner's.
  if (role !== 'owner') {
    return (
      <div className="flex flex-col gap-6">
        <div>
          <h2 className="text-2xl">Settings</h2>
          <p className="text-slate-700">
            Your own notifications, daily agenda and account. The school's details, packages and terms are set
            by the school's owner.
          </p>
        </div>
        <NotificationsSection />
        <AgendaSection />
        {photoSection}
        <AccountSection />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-2xl">Settings</h2>
        <p className="text-slate-700">
          Your school's details, packages and terms, as learners see them on the site and in e-mails. Every
          change is kept in the history below.
        </p>
      </div>
      <DemoDataSection />
      <SchoolSettingsSections />
      <PackagesSection />
      <NotificationsSection />
      <AgendaSection />
      <SettingsHistorySection />
      {photoSection}
      <AccountSection />
    </div>
  );
}
