import { LockKeyhole } from 'lucide-react';
import { LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSchoolSettings } from '../api/get-school-settings';
import { BankDetailsSection } from './bank-details-section';
import { BookingTermsSection } from './booking-terms-section';
import { ReminderDefaultsSection } from './reminder-defaults-section';
import { SchoolDetailsSection } from './school-details-section';

const SECTIONS = [
  { id: 'school-details', title: 'School details' },
  { id: 'bank-details', title: 'Bank details' },
  { id: 'booking-terms', title: 'Booking and cancellation terms' },
  { id: 'reminder-defaults', title: 'Reminder defaults' },
] as const;

function SchoolSettingsSkeleton() {
  return (
    <>
      <p className="sr-only" role="status">
        Loading the school's settings
      </p>
      {SECTIONS.map(({ id, title }) => (
        <SectionCard key={id} id={`settings-loading-${id}`} title={title}>
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
          <Skeleton className="h-11 w-40" />
        </SectionCard>
      ))}
    </>
  );
}

/**
 * The school's own settings (issue 23), each section a form with its own Save, loaded once.
 * Secrets are not settings: they stay in the server's environment.
 */
export function SchoolSettingsSections() {
  const { data, isPending, isFetching, refetch } = useSchoolSettings();
  return (
    <>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Passwords and keys for e-mail, text messages and card payments are set up by whoever runs the site:
        they are never shown or changed here.
      </p>
      {isPending ? (
        <SchoolSettingsSkeleton />
      ) : data ? (
        <>
          <SchoolDetailsSection saved={data} />
          <BankDetailsSection saved={data} />
          <BookingTermsSection saved={data} />
          <ReminderDefaultsSection saved={data} />
        </>
      ) : (
        <LoadErrorCard
          title="The school's settings didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      )}
    </>
  );
}
