import { ManualLessonForm } from './manual-lesson-form';
import { RecurringLessonsForm } from './recurring-lessons-form';
import { UpcomingLessonsList } from './upcoming-lessons-list';

/** The manual-booking tab: the form, then the lessons already booked. */
export function ManualBookingTab() {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-2xl">Manual Booking</h2>
        <p className="text-slate-700">
          Book a lesson for a learner directly; clashes with other lessons are refused.
        </p>
      </div>
      <ManualLessonForm />
      <RecurringLessonsForm />
      <UpcomingLessonsList />
    </div>
  );
}
