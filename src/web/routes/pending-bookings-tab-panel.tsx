import { PendingBookingsTab } from '../features/bookings/bookings-admin/components/pending-bookings-tab';
import { LessonChangesCard } from '../features/diary/lesson-changes/components/lesson-changes-card';

/** The dashboard's Pending Bookings tab: the requests (bookings), then the learners' lesson changes (diary). */
export function PendingBookingsTabPanel() {
  return <PendingBookingsTab lessonChangesCard={<LessonChangesCard />} />;
}
