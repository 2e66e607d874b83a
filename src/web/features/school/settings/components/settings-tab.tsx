import type { ReactNode } from 'react';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { AccountSection } from './account-section';
import { AgendaSection } from './agenda-section';
import { DemoDataSection } from './demo-data-section';
import { MyProfileSection } from './my-profile-section';
import { NotificationsSection } from './notifications-section';
import { PackagesSection } from './packages-section';
import { SchoolSettingsSections } from './school-settings-sections';
import { SettingsHistorySection } from './settings-history-section';

/**
 * The Settings tab (issue 23): what the school can change itself, without a developer: its
 * details and bank details, its packages and prices, its terms and reminder defaults, the history
 * of every change, and the instructor's own profile and account. Each part loads and saves on its own.
 * `photoField` is the instructor's own photo, from another feature (composed in routes/), shown
 * in My profile; `ownDocuments` their compliance record, from the same feature, after it.
 */
export function SettingsTab({
  photoField,
  ownDocuments,
  ownCardPayments,
}: {
  photoField?: ReactNode;
  /** The instructor's own compliance record, read-only (the instructors feature's, docs/decisions/0057). */
  ownDocuments?: ReactNode;
  /** Their own Stripe Connect account (docs/decisions/0063); not the owner's, whose payments are the school's. */
  ownCardPayments?: ReactNode;
} = {}) {
  const role = useInstructorSession().data?.instructor.role ?? 'instructor';
  // Another instructor's settings are their own (docs/decisions/0046): the school's are the owner's.
  if (role !== 'owner') {
    return (
      <div className="flex flex-col gap-6">
        <div>
          <h2 className="text-2xl">Settings</h2>
          <p className="text-slate-700">
            Your own profile, notifications, daily agenda and account. The school's details, packages and
            terms are set by the school's owner.
          </p>
        </div>
        <MyProfileSection photo={photoField} />
        {ownDocuments}
        {ownCardPayments}
        <NotificationsSection />
        <AgendaSection />
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
      {/* The owner is one of the school's instructors: their profile first (docs/decisions/0050). */}
      <MyProfileSection photo={photoField} />
      {ownDocuments}
      <SchoolSettingsSections />
      <PackagesSection />
      <NotificationsSection />
      <AgendaSection />
      <SettingsHistorySection />
      <AccountSection />
    </div>
  );
}
