import type { ReactNode } from 'react';
import { SectionCard } from '../../../../components/ui/section-card';
import { AddSlotForm } from './add-slot-form';
import { SlotPatternForm } from './slot-pattern-form';
import { UpcomingSlotsList } from './upcoming-slots-list';

/**
 * The availability tab: calendar status, calendar connection, and the times learners can book.
 * The diary's parts (the calendar cards above, time off below) are handed in by the dashboard's
 * page, so bookings does not import the diary.
 */
export function AvailabilityTab({
  calendarCards,
  timeOffCard,
}: {
  calendarCards: ReactNode;
  timeOffCard: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-2xl">Manage Availability</h2>
        <p className="text-slate-700">
          The times you add here are what learners can book on the booking page.
        </p>
      </div>
      {calendarCards}
      <SectionCard
        id="manual-availability"
        title="Your available times"
        description="Add single times or a weekly pattern. Learners see free times straight away."
      >
        <div className="grid gap-4">
          <div className="rounded-lg border border-slate-200 p-3 sm:p-4">
            <AddSlotForm />
          </div>
          <div className="rounded-lg border border-slate-200 p-3 sm:p-4">
            <SlotPatternForm />
          </div>
        </div>
        <h4 className="text-lg font-semibold">Coming times</h4>
        <UpcomingSlotsList />
      </SectionCard>
      {timeOffCard}
    </div>
  );
}
